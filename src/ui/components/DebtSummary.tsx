import { Trans } from "@lingui/react/macro";
import { selectGreeting } from "../../machine/debt-notice.selectors";
import { useDebtNotice } from "../actor-context";
import { useMoney } from "../use-money";
import { IcpTerm } from "./IcpTerm";

/** Who, how much, for what: the first thing a worried reader needs. */
export function DebtSummary() {
  const greeting = useDebtNotice(selectGreeting);
  const money = useMoney();
  if (!greeting) return null;
  // Server text goes into messages as elements, never as strings: Lingui would read tags in a
  // string value ("<b>Ján</b>") as its own markup and change what the debtor sees.
  const name = <>{greeting.name}</>;
  const periodLabel = <>{greeting.periodLabel}</>;
  const { icp } = greeting;
  const cents = greeting.amountCents;
  const amount = cents === null ? null : money(cents);
  return (
    <div className="dn-summary">
      <p className="dn-greeting">
        {!greeting.name ? (
          // No name came, or text that is no name (gateway/validate.ts: nameToShow).
          greeting.isMan ? (
            <Trans comment="Letter greeting to a man when the notice gives no usable name. Slovak 'Vážený pán,', Ukrainian 'Шановний пане!'. Same convention for what follows as 'Dear Mr {name},'.">
              Dear Sir,
            </Trans>
          ) : (
            <Trans comment="Letter greeting to a woman when the notice gives no usable name. Slovak 'Vážená pani,', Ukrainian 'Шановна пані!'. Same convention for what follows as 'Dear Ms {name},'.">
              Dear Madam,
            </Trans>
          )
        ) : greeting.isMan ? (
          <Trans comment="Letter greeting to a man. {name} is the full name, inserted unchanged (often a Slovak name), so it must stay in the nominative. In English and Slovak the next paragraph continues in lower case after the comma; use your language's letter convention (Ukrainian: '!' and a capital letter).">
            Dear Mr {name},
          </Trans>
        ) : (
          <Trans comment="Letter greeting to a woman. {name} is the full name, inserted unchanged (often a Slovak name), so it must stay in the nominative. In English and Slovak the next paragraph continues in lower case after the comma; use your language's letter convention (Ukrainian: '!' and a capital letter).">
            Dear Ms {name},
          </Trans>
        )}
      </p>
      <p>
        {greeting.hasNothingToPay ? (
          <Trans comment="Paragraph after the greeting when the amount to pay is zero; in English and Slovak it starts in lower case, in Ukrainian with a capital.">
            our records show that you have nothing to pay for this notice.
          </Trans>
        ) : !greeting.periodLabel ? (
          // Neither a period nor a specific symbol came (the gateway checker names it): no label to name.
          <Trans comment="Paragraph after the greeting when the notice names neither a period nor a specific symbol; in English and Slovak it starts in lower case, in Ukrainian with a capital (the greeting ends with '!').">
            our records show an unpaid amount of health insurance contributions.
          </Trans>
        ) : greeting.periodKind === "period" ? (
          <Trans comment="Paragraph after the greeting; in English and Slovak it starts in lower case, in Ukrainian with a capital (the greeting ends with '!'). {periodLabel} is a month such as 01/2025.">
            our records show an unpaid amount of health insurance contributions for the period {periodLabel}.
          </Trans>
        ) : (
          <Trans comment="Paragraph after the greeting; in English and Slovak it starts in lower case, in Ukrainian with a capital (the greeting ends with '!'). Used when there is no period; {periodLabel} is then the specific symbol (sk: špecifický symbol), a payment reference number.">
            our records show an unpaid amount of health insurance contributions under the specific symbol {periodLabel}.
          </Trans>
        )}
      </p>
      <dl className="dn-amount" part="amount">
        <div className="dn-amount__main">
          <dt>
            <Trans comment="Label above the amount in euro owed for this notice.">Amount to pay</Trans>
          </dt>
          <dd className={amount ? "dn-amount__value" : "dn-amount__unknown"}>
            {amount ?? (
              <Trans comment="Shown instead of the amount to pay when it could not be read.">
                We cannot show the amount right now. Please contact us.
              </Trans>
            )}
          </dd>
        </div>
        {greeting.periodLabel && (
          <div>
            <dt>
              {greeting.periodKind === "period" ? (
                <Trans comment="Label before the period of the debt (e.g. 01/2025) and header of the first column of the total-debt table. Keep short. Wording fixed by the spec.">
                  Period
                </Trans>
              ) : (
                <Trans comment="Label before the specific symbol (sk: špecifický symbol), a Slovak payment reference number; shown instead of the period when there is none. Outside Slovak, add the abbreviation ŠS in brackets.">
                  Specific symbol
                </Trans>
              )}
            </dt>
            <dd>{periodLabel}</dd>
          </div>
        )}
        {/* An empty IČP (the contract allows it) leaves no label without a value. */}
        {icp.trim() && (
          <div>
            <dt>
              <IcpTerm />
            </dt>
            <dd>{icp}</dd>
          </div>
        )}
      </dl>
    </div>
  );
}
