/** Types for demo-config.mjs (structurally a complete `DebtNoticeConfig`). */
export declare const DEMO_CONFIG: {
  readonly providerName: string;
  readonly siteUrl: string;
  readonly phone: string;
  readonly email: string;
  readonly inPerson: string;
  readonly calendarUrlTemplate: string;
  readonly privacyPdfUrl: string;
  readonly androidAppUrl: string;
  readonly iosAppUrl: string;
  readonly footerText: string;
  readonly payee: {
    readonly iban: string;
    readonly bic: string;
    readonly beneficiaryName: string;
    readonly constantSymbol: string;
  };
};
