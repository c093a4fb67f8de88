import { WIRE_LANGUAGES, type WireLanguage } from "../domain/languages";

/**
 * The catalogs that are not in the bundle, as JSON files beside the script
 * (dist/debt-notice.en.json, dist/debt-notice.ua.json). Written as literal
 * `new URL("./…", import.meta.url)`: a host's bundler (webpack, Vite, Parcel) copies such files
 * for the ES module; the UMD and the preload script, which cannot know their own module URL,
 * get their script's URL instead (scripts/build/sibling-files.mjs), and a script whose URL
 * names no .js file makes resolving throw: no catalog then.
 */
const FILES: Record<WireLanguage, (() => URL) | "in the bundle"> = {
  sk: "in the bundle",
  en: () => new URL("./debt-notice.en.json", import.meta.url),
  ua: () => new URL("./debt-notice.ua.json", import.meta.url),
};

export const FETCHED_CATALOGS = WIRE_LANGUAGES.filter((language) => typeof FILES[language] === "function");

/** This build's copy of a fetched language's catalog; throws when the script's own URL is unknown. */
export function catalogUrl(language: WireLanguage): string {
  const file = FILES[language];
  if (typeof file !== "function") throw new Error(`debt-notice: the ${language} catalog is in the bundle`);
  const url = file();
  // The script's cache-buster (`?v=…`) applies to its catalogs too.
  url.search = new URL(import.meta.url).search;
  return url.href;
}

/** Set by the classic scripts' build (scripts/build/sibling-files.mjs): file name → SRI digest. */
declare const __debtNoticeSiblingIntegrity: Record<string, string> | undefined;

/**
 * The digest of this build's copy of a file, which the browser then checks it against: only a
 * classic script knows it (the ES module's files are the host bundler's to check).
 */
export function siblingIntegrity(url: string): string | undefined {
  if (typeof __debtNoticeSiblingIntegrity !== "object") return undefined;
  return __debtNoticeSiblingIntegrity[new URL(url).pathname.split("/").pop() ?? ""];
}

const failure = (message: string, code: string) => Object.assign(new Error(message), { code });

/** A catalog file, parsed (not checked); rejects with `{ code }` when it does not come. */
export async function fetchJson(url: string): Promise<unknown> {
  // Low: behind the start-up calls and the widget's own script, which every debtor needs first.
  const integrity = siblingIntegrity(url);
  // No Referer: on a path-routed page the address carries the debtor's reference, and the files
  // may come from a CDN (the reference goes to the gateway only, README: reliability).
  const response = await fetch(url, {
    priority: "low",
    referrerPolicy: "no-referrer",
    ...(integrity ? { integrity } : {}),
  }).catch(() => {
    throw failure(`${url}: unreachable, or not this build's copy`, "network");
  });
  if (!response.ok) throw failure(`${url}: HTTP ${response.status}`, "http");
  return response.json().catch(() => {
    throw failure(`${url}: not JSON`, "invalid");
  });
}

/** A language's catalog file, parsed (not yet checked). */
export function fetchCatalogFile(language: WireLanguage): Promise<unknown> {
  return Promise.resolve().then(() => fetchJson(catalogUrl(language)));
}
