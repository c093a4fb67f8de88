/**
 * The provider's texts and links (CONTRACT §2 `config`), as the UI reads them. There are no
 * defaults: a field the host did not configure is null and its row, link or box is left out.
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

export type ProviderTextField = Exclude<keyof ProviderConfig, "payee" | "showTrustPanel" | "trust">;

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

/** What a host passes: any subset of the fields; absent, null and empty all mean "not configured". */
export type DebtNoticeConfig = { [K in ProviderTextField]?: string | null } & {
  payee?: DebtNoticePayee | null;
  /** `false` hides the "Is this genuine?" panel (shown by default). */
  showTrustPanel?: boolean | null;
  trust?: { [K in keyof TrustConfig]?: string | null } | null;
};

export const NO_CONFIG: ProviderConfig = {
  ...(Object.fromEntries(PROVIDER_TEXT_FIELDS.map((field) => [field, null])) as Record<ProviderTextField, null>),
  payee: null,
  showTrustPanel: true,
  trust: { domain: null, phone: null, howToCheck: null, ifUnpaid: null, help: null },
};
