/**
 * The catalogs fetched with the start-up calls, before the widget's script has been evaluated,
 * then adopted by the session's catalog source (session/catalogs.ts) once each, or peeked at by
 * the first paint.
 */
import { catalogUrl, fetchJson, FETCHED_CATALOGS } from "../browser/catalog-files";
import type { WireLanguage } from "../domain/languages";

const EARLY = Symbol.for("debt-notice.early-catalogs");

/** Shared through the global object: the preload script and the widget are separate bundles. */
function earlyFetches(): Map<string, Promise<unknown>> {
  const holder = globalThis as { [EARLY]?: Map<string, Promise<unknown>> };
  holder[EARLY] ??= new Map();
  return holder[EARLY];
}

/** The URL of a language's catalog, or undefined when the script's own URL is unknown. */
function urlOf(language: WireLanguage): string | undefined {
  try {
    return catalogUrl(language);
  } catch {
    return undefined;
  }
}

/**
 * The start-up's fetch: every fetched catalog requested now, for the widget to adopt; once, when
 * both the preload script and the UMD's first lines start it.
 */
export function fetchCatalogsEarly(): void {
  for (const language of FETCHED_CATALOGS) {
    // The script's own URL unknown: the widget will find out, and say so.
    const url = urlOf(language);
    if (url === undefined || earlyFetches().has(url)) continue;
    const json = fetchJson(url);
    // Unadopted, a failure is nobody's business: the widget fetches again.
    json.catch(() => undefined);
    earlyFetches().set(url, json);
  }
}

/** The start-up's fetch of a language's catalog, parsed (not checked), left for the widget to adopt. */
export function earlyCatalogFile(language: WireLanguage): Promise<unknown> | undefined {
  const url = urlOf(language);
  return url === undefined ? undefined : earlyFetches().get(url);
}

/** The start-up's fetch of a language's catalog, taken once: after that (a retry) it is fetched anew. */
export function adoptEarlyCatalog(language: WireLanguage): Promise<unknown> | undefined {
  const url = urlOf(language);
  const early = url === undefined ? undefined : earlyFetches().get(url);
  if (url !== undefined) earlyFetches().delete(url);
  return early;
}
