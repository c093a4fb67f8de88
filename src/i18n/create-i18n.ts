import { setupI18n, type I18n, type Messages } from "@lingui/core";
import { messages as en } from "../../locales/en/messages";
import { messages as sk } from "../../locales/sk/messages";
import { messages as ua } from "../../locales/ua/messages";
import type { WireLanguage } from "../gateway/types";
import { languageOption } from "./languages";

const CATALOGS: Record<WireLanguage, Messages> = { sk, en, ua };

/** One i18n per widget: two widgets on a page may speak different languages. */
export function createI18n(language: WireLanguage): I18n {
  const i18n = setupI18n();
  activateLanguage(i18n, language);
  return i18n;
}

export function activateLanguage(i18n: I18n, language: WireLanguage): void {
  if (i18n.locale === language) return;
  i18n.loadAndActivate({ locale: language, locales: languageOption(language).tag, messages: CATALOGS[language] });
}
