import { routePath } from "./routes";
import { fillTemplate, safeExternalUrl } from "./safe-url";

/**
 * How the link to a debtor's own notice is made, for what leaves the page with it (the
 * reminder's calendar file): the standalone page's address under its base path (path routing),
 * or the host's template (memory routing). Never the host page's whole URL: its query and
 * fragment may hold the portal's own secrets (a login token, a tracking id).
 */
export type NoticeLinkBase = { origin: string; basePath: string } | { template: string } | null;

/** The debtor's own link, or null when there is none to give. */
export function noticeLinkOf(base: NoticeLinkBase, reference: string | null): string | null {
  if (base === null || reference === null) return null;
  if ("template" in base) return fillTemplate(base.template, reference);
  return safeExternalUrl(`${base.origin}${routePath(base.basePath, { view: "home", reference })}`);
}
