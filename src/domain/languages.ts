/**
 * The one language table: validation of wire codes, the chooser, the catalogs (src/i18n), the
 * flags (ui/components/Flag.tsx) and lingui.config.ts all read it. Adding a language touches
 * this table, its catalog and its flag.
 */
export const LANGUAGES = [
  { value: "sk", tag: "sk", intlLocale: "sk-SK", nativeName: "Slovenčina", flag: "sk", group: "\u00A0", decimal: "," },
  { value: "en", tag: "en", intlLocale: "en", nativeName: "English", flag: "gb", group: ",", decimal: "." },
  { value: "ua", tag: "uk", intlLocale: "uk-UA", nativeName: "Українська", flag: "ua", group: "\u00A0", decimal: "," },
] as const satisfies readonly LanguageEntry[];

interface LanguageEntry {
  /** The gateway's spelling (`ua` for Ukrainian). */
  value: string;
  /** BCP 47 tag for `lang`, `Intl` and plural rules (`ua` is not a language tag). */
  tag: string;
  /** The locale used for numbers and money. */
  intlLocale: string;
  /** Each language by its own name, so a reader finds theirs whatever is shown now. */
  nativeName: string;
  flag: string;
  /**
   * How the locale groups thousands and marks decimals, as CLDR (and so `Intl.NumberFormat` in
   * every engine) writes them: money is formatted from these, not through `Intl`, whose first use
   * loads the locale's data (~60–190 ms at 4× CPU) on the greeting's path. A unit test holds them
   * to `Intl`'s output.
   */
  group: string;
  decimal: string;
}

export type LanguageOption = (typeof LANGUAGES)[number];

/** Language codes as the gateway spells them (Ukrainian is `ua` on the wire, `uk` in the page). */
export type WireLanguage = LanguageOption["value"];

/** The spec's default and fallback language. */
export const DEFAULT_LANGUAGE: WireLanguage = "sk";

export const WIRE_LANGUAGES: readonly WireLanguage[] = LANGUAGES.map((language) => language.value);

export function isWireLanguage(value: unknown): value is WireLanguage {
  return LANGUAGES.some((language) => language.value === value);
}

export function languageOption(value: WireLanguage): LanguageOption {
  return LANGUAGES.find((language) => language.value === value) ?? LANGUAGES[0];
}
