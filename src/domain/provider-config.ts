/**
 * The provider's texts and links (CONTRACT §2 `config`). Every field is optional for the
 * host; missing ones fall back to the demo defaults of a fictional insurer.
 */
export interface ProviderConfig {
  /** Shown in the header's logo alt text and the footer. */
  providerName: string;
  /** Where the logo links. */
  siteUrl: string;
  /** An image URL for the logo; `null` uses the built-in mark (no external request). */
  logoUrl: string | null;
  phone: string;
  email: string;
  /** Where to come in person, as plain text. */
  inPerson: string;
  /** The instalment calendar page; `{reference}` is replaced by the debtor's reference. */
  calendarUrlTemplate: string;
  privacyPdfUrl: string;
  androidAppUrl: string;
  iosAppUrl: string;
  /** Footer line under the provider name (registration, address). */
  footerText: string;
  /** Payee data for PAY by square (issue 8). */
  payee: PayeeConfig;
}

export interface PayeeConfig {
  iban: string;
  bic: string;
  beneficiaryName: string;
  constantSymbol: string;
}

export const DEMO_CONFIG: ProviderConfig = {
  providerName: "Vzorová zdravotná poisťovňa",
  siteUrl: "https://vzorova-zp.example/",
  logoUrl: null,
  phone: "0800 100 200",
  email: "pohladavky@vzorova-zp.example",
  inPerson: "Mlynské nivy 1, 821 09 Bratislava",
  calendarUrlTemplate: "https://vzorova-zp.example/splatkovy-kalendar?ref={reference}",
  privacyPdfUrl: "https://vzorova-zp.example/ochrana-osobnych-udajov.pdf",
  androidAppUrl: "https://play.google.com/store/apps/details?id=example.vzorovazp",
  iosAppUrl: "https://apps.apple.com/sk/app/vzorova-zp/id000000000",
  footerText: "Vzorová zdravotná poisťovňa, a. s. · IČO 00 000 000 · a fictional insurer for demonstration",
  payee: {
    iban: "SK3112000000198742637541",
    bic: "SUBASKBX",
    beneficiaryName: "Vzorová zdravotná poisťovňa, a. s.",
    constantSymbol: "0558",
  },
};

/** What a host passes: any subset of the fields, the payee's included. */
export type DebtNoticeConfig = Partial<Omit<ProviderConfig, "payee">> & { payee?: Partial<PayeeConfig> };

export function resolveConfig(partial: DebtNoticeConfig | undefined): ProviderConfig {
  if (!partial) return DEMO_CONFIG;
  return { ...DEMO_CONFIG, ...partial, payee: { ...DEMO_CONFIG.payee, ...partial.payee } };
}
