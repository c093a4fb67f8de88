import { isValidIban } from "../domain/iban";
import type { ProviderConfig } from "../domain/provider-config";

/**
 * What the host's config leaves the debtor without, said on the console (once per widget: the
 * caller's channel dedupes). Deliberate production states, so warnings, never errors.
 */
export function warnAboutIncompleteConfig(config: ProviderConfig, warn: (message: string) => void): void {
  if (!config.payee)
    warn(
      'debt-notice: no "payee" in config (iban and beneficiaryName): no bank-transfer details and no PAY by square code are shown (a payee from the gateway only confirms the config\'s, never replaces it).',
    );
  else if (!isValidIban(config.payee.iban))
    warn(
      'debt-notice: config "payee.iban" fails the IBAN check digits (ISO 13616): bank-transfer details and the PAY by square code are not shown (a bank would refuse the number).',
    );
  if (config.paymentOrigins === null)
    warn(
      "debt-notice: no \"paymentOrigins\" in config: Pay opens any https payment page the gateway's answer names. List your payment provider's origins (README: the config property), so that a changed answer cannot send the debtor to pay elsewhere.",
    );
  if (!config.phone && !config.email && !config.inPerson)
    warn(
      'debt-notice: no "phone", "email" or "inPerson" in config: the page gives the debtor no way to reach the insurer (its "call or write to us" leads nowhere).',
    );
}
