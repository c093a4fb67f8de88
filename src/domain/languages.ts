import type { WireLanguage } from "../gateway/types";

export interface LanguageOption {
  /** The gateway's spelling. */
  value: WireLanguage;
  /** BCP 47 tag for `lang`, `Intl` and plural rules (`ua` is not a language tag). */
  tag: string;
  /** The locale used for numbers and money. */
  intlLocale: string;
  /** Each language by its own name, so a reader finds theirs whatever is shown now. */
  nativeName: string;
  flag: "sk" | "gb" | "ua";
}

export const LANGUAGES: readonly LanguageOption[] = [
  { value: "sk", tag: "sk", intlLocale: "sk-SK", nativeName: "Slovenčina", flag: "sk" },
  { value: "en", tag: "en", intlLocale: "en", nativeName: "English", flag: "gb" },
  { value: "ua", tag: "uk", intlLocale: "uk-UA", nativeName: "Українська", flag: "ua" },
];

export const DEFAULT_LANGUAGE: WireLanguage = "sk";

export function languageOption(value: WireLanguage): LanguageOption {
  return LANGUAGES.find((l) => l.value === value) ?? (LANGUAGES[0] as LanguageOption);
}

export function isWireLanguage(value: unknown): value is WireLanguage {
  return LANGUAGES.some((l) => l.value === value);
}
