import { DEFAULT_LANGUAGE, WIRE_LANGUAGES, type WireLanguage } from "./languages";

/**
 * The provider's texts and links (README: the `config` property), as the UI reads them. There
 * are no defaults: a field the host did not configure is null and its row, link or box is left out.
 * The demo insurer's values live in the demo (demo/demo-config.mjs), never in the widget, so
 * a production page cannot show a fictional IBAN by forgetting a field.
 */
export interface ProviderConfig {
  /** Shown in the header's logo text and the footer. */
  providerName: string | null;
  /** Where the logo links. */
  siteUrl: string | null;
  /** An image URL for the logo; null uses the built-in mark (no external request). */
  logoUrl: string | null;
  phone: string | null;
  email: string | null;
  /** Where to come in person, as plain text. */
  inPerson: string | null;
  /**
   * Space-separated origins of the payment provider (`https://pay.provider.sk`): a payment link from
   * the gateway elsewhere is not followed. Null: any https payment link is.
   */
  paymentOrigins: string | null;
  /** The instalment calendar page; `{reference}` is replaced by the debtor's reference. */
  calendarUrlTemplate: string | null;
  /**
   * Memory routing: the address of this debtor's notice (`{reference}` replaced), written into the
   * reminder's calendar file; without it the file holds no link. Path routing ignores it.
   */
  noticeUrlTemplate: string | null;
  privacyPdfUrl: string | null;
  androidAppUrl: string | null;
  iosAppUrl: string | null;
  /** Footer line under the provider name (registration, address). */
  footerText: string | null;
  /** Payee data for PAY by square; null: no bank-transfer details and no QR code at all. */
  payee: PayeeConfig | null;
  /** The "Is this genuine?" panel; false only when the host turned it off. */
  showTrustPanel: boolean;
  /** The panel's facts and the host's own texts; null fields use the built-in texts or are left out. */
  trust: TrustConfig;
  /**
   * Texts the host gave per language ({@link LOCALIZED_FIELDS}); the fields above hold the one
   * shown in a language the host gave none for. {@link configIn} picks the language on screen.
   */
  byLanguage: Partial<Record<WireLanguage, LanguageTexts>>;
}

/** The provider's own sentences, which a host may give once or in each language. */
export const LOCALIZED_FIELDS = ["providerName", "inPerson", "footerText"] as const;
export const LOCALIZED_TRUST_FIELDS = ["howToCheck", "ifUnpaid", "help"] as const;
export type LocalizedField = (typeof LOCALIZED_FIELDS)[number];
export type LocalizedTrustField = (typeof LOCALIZED_TRUST_FIELDS)[number];

export interface LanguageTexts {
  fields: Partial<Record<LocalizedField, string>>;
  trust: Partial<Record<LocalizedTrustField, string>>;
}

/** A text given per language (wire codes: `sk`, `en`, `ua`); a plain string is the same in all. */
export type TextByLanguage = { readonly [L in WireLanguage]?: string | null };

/** Which of the host's texts stands in for a language it gave none for: Slovak, then English, then any. */
export const FALLBACK_ORDER: readonly WireLanguage[] = [
  DEFAULT_LANGUAGE,
  "en",
  ...WIRE_LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE && language !== "en"),
];

/** The config as it reads in `language`: the host's text in that language where it gave one. */
export function configIn(config: ProviderConfig, language: WireLanguage): ProviderConfig {
  const texts = config.byLanguage[language];
  if (!texts) return config;
  return { ...config, ...texts.fields, trust: { ...config.trust, ...texts.trust } };
}

export interface TrustConfig {
  /** The insurer's own domain, as the address bar shows it (e.g. `www.insurer.sk`). */
  domain: string | null;
  /** The number to call to check the notice; null: the contact box's `phone`. */
  phone: string | null;
  /** Texts replacing the built-in ones (any language: shown as written). */
  howToCheck: string | null;
  ifUnpaid: string | null;
  help: string | null;
}

export const TRUST_FIELDS = [
  "domain",
  "phone",
  "howToCheck",
  "ifUnpaid",
  "help",
] as const satisfies readonly (keyof TrustConfig)[];

export interface PayeeConfig {
  iban: string;
  bic: string;
  beneficiaryName: string;
  constantSymbol: string;
}

export type ProviderTextField = Exclude<keyof ProviderConfig, "payee" | "showTrustPanel" | "trust" | "byLanguage">;

export const PROVIDER_TEXT_FIELDS = [
  "providerName",
  "siteUrl",
  "logoUrl",
  "phone",
  "email",
  "inPerson",
  "paymentOrigins",
  "calendarUrlTemplate",
  "noticeUrlTemplate",
  "privacyPdfUrl",
  "androidAppUrl",
  "iosAppUrl",
  "footerText",
] as const satisfies readonly ProviderTextField[];

/** The payee a host passes: the account and the name are needed for a transfer, the rest is optional. */
export interface DebtNoticePayee {
  iban: string;
  beneficiaryName: string;
  bic?: string;
  constantSymbol?: string;
}

/**
 * What a host passes: any subset of the fields; absent, null and empty all mean "not configured".
 * The provider's own sentences (name, address, footer, the trust panel's texts) may be given per
 * language: `{ sk: "…", en: "…", ua: "…" }`.
 */
export type DebtNoticeConfig = { [K in Exclude<ProviderTextField, LocalizedField>]?: string | null } & {
  [K in LocalizedField]?: string | TextByLanguage | null;
} & {
  payee?: DebtNoticePayee | null;
  /** `false` hides the "Is this genuine?" panel (shown by default). */
  showTrustPanel?: boolean | null;
  trust?:
    | ({ [K in Exclude<keyof TrustConfig, LocalizedTrustField>]?: string | null } & {
        [K in LocalizedTrustField]?: string | TextByLanguage | null;
      })
    | null;
};

export const NO_CONFIG: ProviderConfig = {
  ...(Object.fromEntries(PROVIDER_TEXT_FIELDS.map((field) => [field, null])) as Record<ProviderTextField, null>),
  payee: null,
  showTrustPanel: true,
  trust: { domain: null, phone: null, howToCheck: null, ifUnpaid: null, help: null },
  byLanguage: {},
};
