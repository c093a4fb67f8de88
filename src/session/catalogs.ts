import type { Messages } from "@lingui/core";
import { fetchCatalogFile, FETCHED_CATALOGS } from "../browser/catalog-files";
import type { WireLanguage } from "../domain/languages";
import { addCatalog, hasCatalog, loadedCatalogs } from "../i18n/create-i18n";

/** Where a session's catalogs come from (tests pass their own). */
export interface CatalogSource {
  /** Languages whose catalogs are here now. */
  loaded(): readonly WireLanguage[];
  /** Makes a language's catalog available; rejects with `{ code }` when it cannot. */
  load(language: WireLanguage): Promise<void>;
  /** Starts fetching every catalog not here yet (with the start-up calls). */
  prefetch(): void;
}

const fetches = new Map<WireLanguage, Promise<void>>();

/** One fetch per language and page (every widget shares it), started by whoever asks first. */
function fetchCatalog(language: WireLanguage): Promise<void> {
  let fetching = fetches.get(language);
  if (!fetching) {
    fetching = fetchCatalogFile(language).then((messages) => {
      if (!isMessages(messages)) throw Object.assign(new Error(`not a ${language} catalog`), { code: "invalid" });
      addCatalog(language, messages);
    });
    fetches.set(language, fetching);
  }
  return fetching;
}

/**
 * A session's request: the prefetch's answer if there is one (a failure too: asking again at
 * once would most likely fail again), then forgotten if it failed, so the next request (the
 * debtor chooses the language again) fetches anew.
 */
function loadCatalog(language: WireLanguage): Promise<void> {
  if (hasCatalog(language)) return Promise.resolve();
  const fetching = fetchCatalog(language);
  fetching.catch(() => {
    if (fetches.get(language) === fetching) fetches.delete(language);
  });
  return fetching;
}

/** Lingui's compiled messages: an object of strings and arrays (compiled ICU), at least one. */
function isMessages(value: unknown): value is Messages {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const entries = Object.values(value);
  return entries.length > 0 && entries.every((entry) => typeof entry === "string" || Array.isArray(entry));
}

export const fileCatalogs: CatalogSource = {
  loaded: loadedCatalogs,
  load: loadCatalog,
  prefetch: () => {
    for (const language of FETCHED_CATALOGS) if (!hasCatalog(language)) fetchCatalog(language).catch(() => undefined);
  },
};
