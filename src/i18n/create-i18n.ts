import { setupI18n, type I18n, type Messages } from "@lingui/core";
import { messages as en } from "../../locales/en/messages";
import { messages as sk } from "../../locales/sk/messages";
import { messages as ua } from "../../locales/ua/messages";
import type { WireLanguage } from "../domain/languages";
import { languageOption } from "../domain/languages";

const CATALOGS: Record<WireLanguage, Messages> = { sk, en, ua };
const instances = new Map<WireLanguage, I18n>();

/**
 * One i18n instance per language, activated once and never switched: a widget shows a
 * language by choosing its instance, so two widgets in different languages never disturb
 * each other (Lingui's global `i18n` would: the last activate() wins).
 */
export function i18nFor(language: WireLanguage): I18n {
  let i18n = instances.get(language);
  if (!i18n) {
    i18n = setupI18n();
    // `ua` is the gateway's code; plural rules and Intl need the BCP 47 tag `uk`.
    i18n.loadAndActivate({ locale: language, locales: languageOption(language).tag, messages: CATALOGS[language] });
    instances.set(language, i18n);
  }
  return i18n;
}
