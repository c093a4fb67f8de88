import { fetchCatalogsEarly } from "../browser/catalog-files";
import { noDrafts } from "../browser/drafts";
import { sendEarly } from "../gateway/early-calls";
import type { ResolvedOptions } from "./options";
import { sessionInput } from "./session-input";

/**
 * Sends the two start-up calls of a session now (and fetches the catalogs not in the bundle), exactly as the session will ask for them
 * (same options, same URL reading), for the session's gateway to adopt. Returns whether it did.
 */
export function sendStartupCalls(options: ResolvedOptions, location: Pick<Location, "pathname" | "search">): boolean {
  const { route, mobile } = sessionInput(options, noDrafts, location);
  if (route.view !== "home" || !route.reference) return false;
  sendEarly(options.apiBase, "getPreferredLanguage", { reference: route.reference });
  sendEarly(options.apiBase, "getDetails", { reference: route.reference, mobile });
  fetchCatalogsEarly();
  return true;
}
