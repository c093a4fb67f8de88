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
  for (const language of FETCHED_CATALOGS) fetchCatalogEarly(language);
}

/**
 * The start-up's fetch of one language's catalog (none for a language in the bundle, or when the
 * script's own URL is unknown: the widget will find out, and say so); joins one under way. None
 * once the widget's element is defined: its session has adopted or fetched what it needs, and a
 * fetch now would be a second one.
 */
export function fetchCatalogEarly(language: WireLanguage): Promise<unknown> | undefined {
  if (!FETCHED_CATALOGS.includes(language) || widgetDefined()) return undefined;
  const url = urlOf(language);
  if (url === undefined) return undefined;
  const under = earlyFetches().get(url);
  if (under) return under;
  const json = fetchJson(url);
  // Unadopted, a failure is nobody's business: the widget fetches again.
  json.catch(() => undefined);
  earlyFetches().set(url, json);
  return json;
}

function widgetDefined(): boolean {
  return typeof customElements !== "undefined" && customElements.get("debt-notice") !== undefined;
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
