import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState, type FormEvent } from "react";
import { selectBankTransfer } from "../../../machine/bank-transfer.selectors";
import { selectGreeting } from "../../../machine/debt-notice.selectors";
import { selectNoticeLink, selectReminder } from "../../../machine/reminder.selectors";
import { useConfig, useDebtNotice, useSend } from "../../actor-context";
import { useMoney } from "../../use-money";
import { Card } from "../Card";
import { reminderContent } from "./reminder-content";

/**
 * "Remind me to pay": a day (a week ahead unless changed) and a calendar file with the payment
 * details and the link back here, saved on the device. Shown only when there is something to pay.
 */
export function ReminderSection() {
  const { i18n } = useLingui();
  const id = useId();
  const greeting = useDebtNotice(selectGreeting);
  const reminder = useDebtNotice(selectReminder);
  const pageUrl = useDebtNotice(selectNoticeLink);
  const config = useConfig();
  const { payee } = config;
  const transfer = useDebtNotice((snapshot) => selectBankTransfer(snapshot, payee));
  const money = useMoney();
  const send = useSend();
  // Folded until asked for: the form's one text field stays the objection's, and a debtor who
  // pays today is not shown a date picker. Only the disclosure is the component's own state.
  const [open, setOpen] = useState(false);
  if (!greeting || greeting.hasNothingToPay || greeting.amountCents === null) return null;
  const amountCents = greeting.amountCents;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const download = (event: FormEvent) => {
    event.preventDefault();
    const content = reminderContent({
      i18n,
      money,
      amountCents,
      transfer,
      providerName: config.providerName,
      pageUrl,
    });
    send({ type: "reminder.download", content });
  };

  return (
    <Card
      part="reminder"
      titleId="dn-reminder-heading"
      title={
        <Trans comment="Heading of the section where the debtor saves a calendar reminder to pay later.">
          Remind me to pay
        </Trans>
      }
    >
      <p>
        {transfer ? (
          <Trans comment="Intro of the reminder section. 'Calendar' = the phone's or computer's calendar app.">
            Can't pay today? Save a reminder to your calendar, with the payment details at hand.
          </Trans>
        ) : (
          <Trans comment="Intro of the reminder section when no bank details are configured: the reminder holds the amount only. 'Calendar' = the phone's or computer's calendar app.">
            Can't pay today? Save a reminder to your calendar, with the amount to pay.
          </Trans>
        )}
      </p>
      <details className="dn-reminder__fold" onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary className="dn-button dn-button--secondary dn-reminder__summary">
          <Trans comment="Opens the reminder's date field. Keep short.">Choose a day</Trans>
        </summary>
        {open && (
          <form className="dn-form dn-reminder" onSubmit={download} noValidate>
            <label htmlFor={`${id}-date`} className="dn-label">
              <Trans comment="Label of the date field of the payment reminder.">Remind me on</Trans>
            </label>
            <input
              id={`${id}-date`}
              className="dn-input dn-reminder__date"
              type="date"
              min={reminder.earliest}
              value={reminder.date}
              required
              aria-invalid={reminder.showsDateProblem || undefined}
              aria-describedby={reminder.showsDateProblem ? `${errorId} ${hintId}` : hintId}
              onChange={(event) => send({ type: "reminder.dateChange", date: event.target.value })}
            />
            {reminder.showsDateProblem && (
              <p id={errorId} className="dn-field-error" role="alert">
                <Trans comment="Error under the reminder's date field: the date is empty, in the past or today.">
                  Please choose tomorrow or a later day.
                </Trans>
              </p>
            )}
            <p id={hintId} className="dn-hint">
              <ReminderFileHint withDetails={transfer !== null} withLink={pageUrl !== null} />
            </p>
            <div className="dn-actions">
              <button type="submit" className="dn-button dn-button--secondary">
                <Trans comment="Button; saves a calendar file (.ics) with the payment reminder. Keep short.">
                  Save to calendar
                </Trans>
              </button>
            </div>
          </form>
        )}
      </details>
    </Card>
  );
}

/** What the calendar file holds, said as it is: the bank details only when configured, the link only when there is one. */
function ReminderFileHint({ withDetails, withLink }: { withDetails: boolean; withLink: boolean }) {
  if (withDetails && withLink)
    return (
      <Trans comment="Under the reminder's date field. 'Link' = the address of this page, which carries the debtor's personal reference. Nothing is sent to anyone: the file is only saved on the device.">
        The file holds the amount, the payment details and the link to this page. The link carries your personal
        reference, so keep the file to yourself. Nothing is sent anywhere.
      </Trans>
    );
  if (withDetails)
    return (
      <Trans comment="Under the reminder's date field, when the file carries no link to this page. Nothing is sent to anyone: the file is only saved on the device.">
        The file holds the amount and the payment details. Nothing is sent anywhere.
      </Trans>
    );
  if (withLink)
    return (
      <Trans comment="Under the reminder's date field when no bank details are configured (the file has the amount and the link). 'Link' = the address of this page, which carries the debtor's personal reference. Nothing is sent to anyone.">
        The file holds the amount to pay and the link to this page. The link carries your personal reference, so keep
        the file to yourself. Nothing is sent anywhere.
      </Trans>
    );
  return (
    <Trans comment="Under the reminder's date field when the file has the amount only (no bank details configured, no link). Nothing is sent to anyone.">
      The file holds the amount to pay. Nothing is sent anywhere.
    </Trans>
  );
}
