import { Plural, Trans, useLingui } from "@lingui/react/macro";
import {
  selectBreakdownDisagreement,
  selectNoticeBesideTotal,
  selectTotalDebt,
} from "../../machine/debt-notice.selectors";
import { useDebtNotice, useSend } from "../actor-context";
import { Contacts } from "../components/Contacts";
import { Doors } from "../components/Doors";
import { DebtChart } from "../components/DebtChart";
import { HeroCard } from "../components/Card";
import { breakableAfterSlashes } from "../breakable-after-slashes";
import { UnrecordedClickNote } from "../components/UnrecordedClickNote";
import { useMoney } from "../use-money";

export function TotalDebtView() {
  const totalDebt = useDebtNotice(selectTotalDebt);
  const disagreement = useDebtNotice(selectBreakdownDisagreement);
  const besideTotal = useDebtNotice(selectNoticeBesideTotal);
  const send = useSend();
  const money = useMoney();
  const { t } = useLingui();
  const amount = totalDebt.ok ? money(totalDebt.totalCents) : "";
  const notice = disagreement ?? besideTotal;
  const noticeAmount = notice ? money(notice.amountCents) : "";
  const noticePeriod = notice?.period ?? "";
  return (
    <div className="dn-view" part="view total-debt">
      <HeroCard
        documentTitle={t({ message: "Debt and overpayment by period", comment: "Caption of the total-debt table." })}
        heading={
          <>
            <Trans comment="Heading of the total-debt page, followed by the debt of all periods together without a sign (e.g. '5 897,52 €'), or by 'none'. Wording fixed by the spec.">
              Your total debt:
            </Trans>{" "}
            {
              // Without a breakdown, with amounts it could not read, or with periods that do not show
              // the notice's own debt, no total is true (a debt, "none", an overpayment): the note says why.
              !totalDebt.ok || totalDebt.invalidCount > 0 || disagreement ? (
                <span className="dn-total__value dn-total__value--unknown">
                  <Trans comment="After 'Your total debt:' when no total can be given (the breakdown by period is not available, some of its amounts could not be read, or it does not show this notice's amount); the note under it says why and asks the debtor to contact the insurer. Lower case in English.">
                    cannot be calculated yet (see the note below)
                  </Trans>
                </span>
              ) : totalDebt.totalCents < 0 ? (
                <span className="dn-total__value dn-total__value--debt">{money(-totalDebt.totalCents)}</span>
              ) : (
                <span className="dn-total__value">
                  <Trans comment="After 'Your total debt:' when all periods together are no debt (nothing, or an overpayment). Lower case in English.">
                    none
                  </Trans>
                </span>
              )
            }
          </>
        }
      >
        {totalDebt.ok && totalDebt.totalCents > 0 && totalDebt.invalidCount === 0 && !disagreement && (
          <p className="dn-total__overpayment">
            <Trans comment="Under 'Your total debt: none' when all periods together are an overpayment (a credit). {amount} is in euro, e.g. '120,00 €'.">
              Overpayment in total: {amount}
            </Trans>
          </p>
        )}
        {besideTotal && (
          <p className="dn-total__notice">
            <Trans comment="On the total-debt page under the total when it differs from this notice's own amount, since the Pay button below pays the notice's amount. {noticeAmount} in euro, e.g. '123,45 €'; {noticePeriod} e.g. '01/2025'.">
              This notice asks you to pay {noticeAmount} for {noticePeriod}. The total above also counts your debts and
              overpayments for other periods, so it differs from the amount in this notice. If you are not sure how much
              to pay, please contact us.
            </Trans>
          </p>
        )}
        <p>
          <Trans>Negative amounts are debt, positive amounts are overpayment.</Trans>
        </p>
        <Doors />
        <div className="dn-actions">
          <button
            type="button"
            className="dn-button dn-button--secondary"
            onClick={() => send({ type: "totalDebt.back" })}
          >
            <span aria-hidden="true">← </span>
            <Trans comment="Button on the total-debt page; returns to the debt notice. Wording fixed by the spec.">
              Back to previous page
            </Trans>
          </button>
        </div>
        <UnrecordedClickNote />
      </HeroCard>
      {totalDebt.ok ? (
        <section className="dn-card" part="breakdown">
          {totalDebt.rows.length > 1 && <DebtChart rows={totalDebt.rows} />}
          <div className="dn-table-wrap">
            <table className="dn-table">
              <caption>
                <Trans comment="Caption of the total-debt table.">Debt and overpayment by period</Trans>{" "}
                <span className="dn-caption-count">
                  (
                  <Plural
                    value={totalDebt.rows.length}
                    one="# period"
                    other="# periods"
                    comment="Number of billing periods (months) in the total-debt table, shown in brackets after its caption."
                  />
                  )
                </span>
              </caption>
              <thead>
                <tr>
                  <th scope="col">
                    <Trans>Period</Trans>
                  </th>
                  <th scope="col" className="dn-num">
                    {breakableAfterSlashes(
                      t({
                        message: "Amount of debt/overpayment",
                        comment:
                          "Table column header on the total-debt page (negative = debt, positive = overpayment). Keep short: the table is 320 px wide on the narrowest phones; it may wrap at a space or after the slash. Wording fixed by the spec.",
                      }),
                    )}
                  </th>
                </tr>
              </thead>
              <tbody>
                {totalDebt.rows.length === 0 && (
                  <tr>
                    <td colSpan={2}>
                      <Trans comment="Shown in the total-debt table when it has no rows.">
                        There are no periods to show.
                      </Trans>
                    </td>
                  </tr>
                )}
                {totalDebt.rows.map((row, index) => (
                  <tr key={index}>
                    <th scope="row">{row.period}</th>
                    <td className={`dn-num ${row.cents !== null && row.cents < 0 ? "dn-debt" : ""}`}>
                      {row.cents === null ? (
                        <Trans comment="Shown in the total-debt table's amount cell instead of an amount that could not be read. Keep short, lower case.">
                          not available
                        </Trans>
                      ) : (
                        money(row.cents)
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">
                    <Trans comment="Label of the last (sum) row of the total-debt table. Keep short.">Total</Trans>
                  </th>
                  <td className={`dn-num ${totalDebt.totalCents < 0 ? "dn-debt" : ""}`}>
                    {money(totalDebt.totalCents)}
                  </td>
                </tr>
              </tfoot>
            </table>
          </div>
          {disagreement && (
            <p className="dn-note">
              <Trans comment="Under the total-debt table when the periods the server sent do not show this notice's own amount as the debt of its period (a missing period, another amount, an overpayment), so the page gives no total. {noticeAmount} in euro, e.g. '1 150,75 €'; {noticePeriod} e.g. '01/2025'. Do not say which figure is wrong.">
                The table above does not show the {noticeAmount} that this notice asks you to pay for {noticePeriod}. So
                we cannot work out your total debt here yet. Please contact us to check it.
              </Trans>
            </p>
          )}
          {totalDebt.invalidCount > 0 && (
            <p className="dn-note">
              <Plural
                value={totalDebt.invalidCount}
                one="# amount could not be read and is not included in the total. Please contact us to check it."
                other="# amounts could not be read and are not included in the total. Please contact us to check them."
                comment="Under the total-debt table when the server sent amounts that are not numbers."
              />
            </p>
          )}
        </section>
      ) : (
        <section className="dn-card">
          <p className="dn-note">
            <Trans>The breakdown by period is not available right now. Please try again later or contact us.</Trans>
          </p>
        </section>
      )}
      <Contacts />
    </div>
  );
}
