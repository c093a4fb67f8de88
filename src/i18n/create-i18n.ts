import { setupI18n, type I18n, type Messages } from "@lingui/core";
import { messages as defaultMessages } from "../../locales/sk/messages";
import type { WireLanguage } from "../domain/languages";
import { DEFAULT_LANGUAGE, languageOption } from "../domain/languages";

/** Only the default language's catalog is in the bundle; the others arrive through addCatalog(). */
const catalogs = new Map<WireLanguage, Messages>([[DEFAULT_LANGUAGE, defaultMessages]]);
const instances = new Map<WireLanguage, I18n>();
const listeners = new Set<() => void>();

export function hasCatalog(language: WireLanguage): boolean {
  return catalogs.has(language);
}

/** The languages whose catalogs are here, in a stable array (a new one only when one arrives). */
let loaded: readonly WireLanguage[] = [...catalogs.keys()];
export function loadedCatalogs(): readonly WireLanguage[] {
  return loaded;
}

/** Calls `listener` whenever a catalog arrives; returns the unsubscribe. */
export function onCatalogAdded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Makes a fetched catalog available; the first one of a language wins. */
export function addCatalog(language: WireLanguage, messages: Messages): void {
  if (catalogs.has(language)) return;
  catalogs.set(language, messages);
  loaded = [...catalogs.keys()];
  listeners.forEach((listener) => listener());
}

/**
 * One i18n instance per language, activated once and never switched: a widget shows a
 * language by choosing its instance, so two widgets in different languages never disturb
 * each other (Lingui's global `i18n` would: the last activate() wins). A language whose
 * catalog is not here gets the default language's instance: the machine never shows such a
 * language, and message ids must never reach the page.
 */
export function i18nFor(language: WireLanguage): I18n {
  const messages = catalogs.get(language);
  if (!messages) return i18nFor(DEFAULT_LANGUAGE);
  let i18n = instances.get(language);
  if (!i18n) {
    i18n = setupI18n();
    // `ua` is the gateway's code; plural rules and Intl need the BCP 47 tag `uk`.
    i18n.loadAndActivate({ locale: language, locales: languageOption(language).tag, messages });
    instances.set(language, i18n);
  }
  return i18n;
}
