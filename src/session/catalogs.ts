import { fetchCatalogFile, FETCHED_CATALOGS } from "../browser/catalog-files";
import { adoptEarlyCatalog } from "../early-start/early-catalogs";
import { isMessages } from "../i18n/is-messages";
import type { WireLanguage } from "../domain/languages";
import { addCatalog, hasCatalog, loadedCatalogs, onCatalogAdded } from "../i18n/create-i18n";

/** Where a session's catalogs come from (tests pass their own). */
export interface CatalogSource {
  /** Languages whose catalogs are here now. */
  loaded(): readonly WireLanguage[];
  /** Makes a language's catalog available; rejects with `{ code }` when it cannot. */
  load(language: WireLanguage): Promise<void>;
  /** Starts fetching every catalog not here yet (with the start-up calls). */
  prefetch(): void;
  /** Calls `listener` whenever a catalog arrives (however it was fetched); returns the unsubscribe. */
  onAdded?(listener: () => void): () => void;
}

const fetches = new Map<WireLanguage, Promise<void>>();

/**
 * One fetch per language and page, shared by every widget and by the prefetch: a request made
 * while it is under way joins it (its failure is then that request's answer: asking again at
 * once would most likely fail again). A failure is forgotten as it happens, so a request made
 * after it (the debtor chooses the language, maybe much later) fetches anew.
 */
function loadCatalog(language: WireLanguage): Promise<void> {
  if (hasCatalog(language)) return Promise.resolve();
  let fetching = fetches.get(language);
  if (!fetching) {
    const created = (adoptEarlyCatalog(language) ?? fetchCatalogFile(language)).then((messages) => {
      if (!isMessages(messages)) throw Object.assign(new Error(`not a ${language} catalog`), { code: "invalid" });
      addCatalog(language, messages);
    });
    created.catch(() => {
      if (fetches.get(language) === created) fetches.delete(language);
    });
    fetches.set(language, (fetching = created));
  }
  return fetching;
}

export const fileCatalogs: CatalogSource = {
  loaded: loadedCatalogs,
  load: loadCatalog,
  onAdded: onCatalogAdded,
  prefetch: () => {
    for (const language of FETCHED_CATALOGS) if (!hasCatalog(language)) loadCatalog(language).catch(() => undefined);
  },
};
