import { Trans } from "@lingui/react/macro";
import { selectGreeting } from "../../machine/debt-notice.selectors";
import { useDebtNotice } from "../actor-context";
import { useMoney } from "../use-money";

/** Who, how much, for what: the first thing a worried reader needs. */
export function DebtSummary() {
  const greeting = useDebtNotice(selectGreeting);
  const money = useMoney();
  if (!greeting) return null;
  const { name, icp, periodLabel } = greeting;
  const amount = greeting.amountCents === null ? null : money(Math.abs(greeting.amountCents));
  return (
    <div className="dn-summary">
      <p className="dn-greeting">
        {greeting.isMan ? <Trans>Dear Mr {name},</Trans> : <Trans>Dear Ms {name},</Trans>}
      </p>
      <p>
        {greeting.periodKind === "period" ? (
          <Trans>our records show an unpaid amount of health insurance contributions for the period {periodLabel}.</Trans>
        ) : (
          <Trans>our records show an unpaid amount of health insurance contributions under the specific symbol {periodLabel}.</Trans>
        )}
      </p>
      <dl className="dn-amount" part="amount">
        <div className="dn-amount__main">
          <dt><Trans>Amount to pay</Trans></dt>
          <dd className="dn-amount__value">
            {amount ?? <Trans>We cannot show the amount right now. Please contact us.</Trans>}
          </dd>
        </div>
        <div>
          <dt>{greeting.periodKind === "period" ? <Trans>Period</Trans> : <Trans>Specific symbol</Trans>}</dt>
          <dd>{periodLabel}</dd>
        </div>
        <div>
          <dt>
            <abbr title="identifikačné číslo platiteľa"><Trans>ICP</Trans></abbr>
          </dt>
          <dd>{icp}</dd>
        </div>
      </dl>
    </div>
  );
}
