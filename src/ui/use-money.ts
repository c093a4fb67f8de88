import { formatEuro } from "../domain/money";
import { languageOption } from "../domain/languages";
import { selectLanguage } from "../machine/language.selectors";
import { useDebtNotice } from "./actor-context";

/** Formats cents for the language on screen: two decimals and the euro sign (README: architecture). */
export function useMoney(): (cents: number) => string {
  const locale = languageOption(useDebtNotice(selectLanguage)).intlLocale;
  return (cents) => formatEuro(cents, locale);
}
