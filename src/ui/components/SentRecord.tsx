import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { slovakDateOf } from "../../domain/objection-reason";
import { displayFileName } from "../../domain/attachment";
import { languageOption } from "../../domain/languages";
import { selectGreeting, selectSentRecord } from "../../machine/debt-notice.selectors";
import { selectLanguage } from "../../machine/language.selectors";
import { useConfig, useDebtNotice, useSend } from "../actor-context";
import { formatFileSize } from "../format-size";
import { METHOD_LABELS, REASON_LABELS } from "../reason-messages";
import { useMoney } from "../use-money";
import { Card } from "./Card";

/** The day the debtor said they paid, written the way the page's language writes dates. */
function paidOnText(isoDay: string, locale: string): string | null {
  if (!slovakDateOf(isoDay)) return null;
  const [year = 0, month = 1, day = 1] = isoDay.split("-").map(Number);
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}

function Row({ label, children, className }: { label: ReactNode; children: ReactNode; className?: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd className={className}>{children}</dd>
    </>
  );
}

/**
 * The thank-you view's proof of what was sent: who, to whom, about what amount, when, and what;
 * printable on one page, kept in the tab across a reload (browser/drafts.ts) until removed.
 */
export function SentRecord() {
  const { i18n } = useLingui();
  const send = useSend();
  const record = useDebtNotice(selectSentRecord);
  const greeting = useDebtNotice(selectGreeting);
  const { providerName } = useConfig();
  const money = useMoney();
  const locale = languageOption(useDebtNotice(selectLanguage)).intlLocale;
  if (!record) return null;
  const sentAt = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeStyle: "short" }).format(record.sentAt);
  const paidOn = record.reason.code === "alreadyPaid" ? paidOnText(record.reason.paidOn, locale) : null;
  const paidBy = record.reason.code === "alreadyPaid" ? record.reason.paidBy : null;
  return (
    <Card
      part="sent-record"
      className="dn-card dn-record"
      titleId="dn-record-heading"
      title={
        <Trans comment="Heading of the record of the objection just sent (shown and printed).">What you sent us</Trans>
      }
    >
      <dl className="dn-record__list">
        {providerName && (
          <Row label={<Trans comment="Record of the sent objection: the insurer it was sent to.">Sent to</Trans>}>
            {providerName}
          </Row>
        )}
        {greeting && (
          <>
            {greeting.name && (
              <Row
                label={
                  <Trans comment="Record of the sent objection: the debtor's full name (first name and surname).">
                    Full name
                  </Trans>
                }
              >
                {greeting.name}
              </Row>
            )}
            {greeting.icp.trim() && <Row label="IČP">{greeting.icp}</Row>}
          </>
        )}
        {record.amountCents !== null && record.amountCents > 0 && (
          <Row
            label={
              <Trans comment="Record of the sent objection: the amount to pay that the notice showed when the objection was sent.">
                Amount in the notice
              </Trans>
            }
            className="dn-record__number"
          >
            {money(record.amountCents)}
          </Row>
        )}
        {record.periodLabel && (
          <Row
            label={
              record.periodKind === "period" ? (
                <Trans comment="Record of the sent objection: the billing period it concerns.">Period</Trans>
              ) : (
                <Trans comment="Record of the sent objection: the specific symbol it concerns (sk: špecifický symbol).">
                  Specific symbol
                </Trans>
              )
            }
          >
            {record.periodLabel}
          </Row>
        )}
        <Row
          label={
            <Trans comment="Record of the sent objection: when it was sent (date and time follow).">Sent on</Trans>
          }
        >
          {sentAt}
        </Row>
        {record.key && (
          <Row
            label={
              <Trans comment="Record of the sent objection: a code that identifies this objection (the same for every resend of it). Not a payment reference or variable symbol.">
                Record code
              </Trans>
            }
            className="dn-record__code"
          >
            {record.key}
          </Row>
        )}
        {record.reason.code && (
          <Row label={<Trans comment="Record of the sent objection: the chosen reason.">Reason</Trans>}>
            {i18n._(REASON_LABELS[record.reason.code])}
          </Row>
        )}
        {paidOn && (
          <Row
            label={
              <Trans comment="Record of the sent objection (it may be printed under the insurer's name): the day the debtor says they paid. Their own statement in the second person, never a label that reads as the insurer confirming a payment or setting a due date.">
                When you paid
              </Trans>
            }
          >
            {paidOn}
          </Row>
        )}
        {paidBy && (
          <Row
            label={
              <Trans comment="Record of the sent objection (it may be printed): label before the way of payment the debtor chose in the form (sk 'Bankovým prevodom'). It is the debtor's own statement: never a word that reads like a 'Paid' stamp.">
                How you paid
              </Trans>
            }
          >
            {i18n._(METHOD_LABELS[paidBy])}
          </Row>
        )}
        <Row
          label={
            <Trans comment="Record of the sent objection: the text the debtor wrote (sk: zdôvodnenie).">
              Explanation
            </Trans>
          }
          className="dn-record__text"
        >
          {record.comment}
        </Row>
        <Row label={<Trans comment="Record of the sent objection: the attached file (sk: príloha).">Attachment</Trans>}>
          {record.attachment ? (
            `${displayFileName(record.attachment.fileName)} (${formatFileSize(record.attachment.size, locale)})`
          ) : (
            <Trans comment="Record of the sent objection: no file was attached.">None</Trans>
          )}
        </Row>
      </dl>
      <p className="dn-hint dn-record__kept">
        <Trans comment="Under the record of the sent objection: where this copy is kept (the browser tab's storage, for at most 24 hours) and that deleting it does not withdraw the objection the insurer already has. Not in the printout.">
          This copy is kept only in this browser tab, also after a reload, for at most 24 hours. Deleting it does not
          withdraw your objection.
        </Trans>
      </p>
      <div className="dn-actions">
        <button type="button" className="dn-button dn-button--secondary" onClick={() => send({ type: "record.print" })}>
          <Trans comment="Button; opens the browser's print dialog, where the record can also be saved as a PDF. Keep short.">
            Print or save as PDF
          </Trans>
        </button>
        <button
          type="button"
          className="dn-button dn-button--ghost"
          onClick={(click) => {
            // The button goes with the record: the debtor goes on from the view's heading.
            const heading = click.currentTarget.closest("[part~='view']")?.querySelector<HTMLElement>("h1");
            send({ type: "record.forget" });
            heading?.focus();
          }}
        >
          <Trans comment="Button under the record of the sent objection; deletes this copy from the browser (not the objection: the insurer has it). Keep short.">
            Delete this copy from this browser
          </Trans>
        </button>
      </div>
    </Card>
  );
}
