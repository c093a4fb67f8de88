import { Trans, useLingui } from "@lingui/react/macro";
import { slovakDateOf } from "../../domain/objection-reason";
import { displayFileName } from "../../domain/attachment";
import { languageOption } from "../../domain/languages";
import { selectLanguage, selectSentRecord } from "../../machine/debt-notice.selectors";
import { useDebtNotice, useSend } from "../actor-context";
import { formatFileSize } from "../format-size";
import { METHOD_LABELS, REASON_LABELS } from "../reason-messages";
import { Card } from "./Card";

/** The day the debtor said they paid, written the way the page's language writes dates. */
function paidOnText(isoDay: string, locale: string): string | null {
  if (!slovakDateOf(isoDay)) return null;
  const [year = 0, month = 1, day = 1] = isoDay.split("-").map(Number);
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}

/** The thank-you view's proof of what was sent in this session, printable as a one-page record. */
export function SentRecord() {
  const { i18n } = useLingui();
  const send = useSend();
  const record = useDebtNotice(selectSentRecord);
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
        <dt>
          <Trans comment="Record of the sent objection: when it was sent (date and time follow).">Sent on</Trans>
        </dt>
        <dd>{sentAt}</dd>
        <dt>
          {record.periodKind === "period" ? (
            <Trans comment="Record of the sent objection: the billing period it concerns.">Period</Trans>
          ) : (
            <Trans comment="Record of the sent objection: the specific symbol it concerns (sk: špecifický symbol).">
              Specific symbol
            </Trans>
          )}
        </dt>
        <dd>{record.periodLabel}</dd>
        {record.reason.code && (
          <>
            <dt>
              <Trans comment="Record of the sent objection: the chosen reason.">Reason</Trans>
            </dt>
            <dd>{i18n._(REASON_LABELS[record.reason.code])}</dd>
          </>
        )}
        {paidOn && (
          <>
            <dt>
              <Trans comment="Record of the sent objection (it may be printed under the insurer's name): the day the debtor says they paid. Their own statement in the second person, never a label that reads as the insurer confirming a payment or setting a due date.">
                When you paid
              </Trans>
            </dt>
            <dd>{paidOn}</dd>
          </>
        )}
        {paidBy && (
          <>
            <dt>
              <Trans comment="Record of the sent objection (it may be printed): label before the way of payment the debtor chose in the form (sk 'Bankovým prevodom'). It is the debtor's own statement: never a word that reads like a 'Paid' stamp.">
                How you paid
              </Trans>
            </dt>
            <dd>{i18n._(METHOD_LABELS[paidBy])}</dd>
          </>
        )}
        <dt>
          <Trans comment="Record of the sent objection: the text the debtor wrote (sk: zdôvodnenie).">
            Explanation
          </Trans>
        </dt>
        <dd className="dn-record__text">{record.comment}</dd>
        <dt>
          <Trans comment="Record of the sent objection: the attached file (sk: príloha).">Attachment</Trans>
        </dt>
        <dd>
          {record.attachment ? (
            `${displayFileName(record.attachment.fileName)} (${formatFileSize(record.attachment.size, locale)})`
          ) : (
            <Trans comment="Record of the sent objection: no file was attached.">None</Trans>
          )}
        </dd>
      </dl>
      <div className="dn-actions">
        <button type="button" className="dn-button dn-button--secondary" onClick={() => send({ type: "record.print" })}>
          <Trans comment="Button; opens the browser's print dialog, where the record can also be saved as a PDF. Keep short.">
            Print or save as PDF
          </Trans>
        </button>
      </div>
    </Card>
  );
}
