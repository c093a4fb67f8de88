/**
 * Component tests run without the catalog files: every catalog is added from the compiled
 * sources at import (jsdom-setup.ts), and sessions get a source that has them all.
 */
import { messages as en } from "../../locales/en/messages";
import { messages as ua } from "../../locales/ua/messages";
import { addCatalog, loadedCatalogs } from "../../src/i18n/create-i18n";
import type { CatalogSource } from "../../src/session/catalogs";

addCatalog("en", en);
addCatalog("ua", ua);

export const allCatalogs: CatalogSource = {
  loaded: loadedCatalogs,
  load: async () => undefined,
  prefetch: () => undefined,
};
