import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useRef } from "react";
import { PAYMENT_METHODS, REASON_CODES } from "../../domain/objection-reason";
import { selectPaidOnInFuture, selectReason } from "../../machine/debt-notice.selectors";
import { useDebtNotice, useSend } from "../actor-context";
import { METHOD_LABELS, REASON_LABELS } from "../reason-messages";

/** The day as a date input wants it, in the debtor's own time zone. */
function todayIso(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** One radio per value, each a whole clickable row. */
function RadioChoices<T extends string>(props: {
  name: string;
  values: readonly T[];
  checked: T | null;
  label: (value: T) => string;
  onChoose: (value: T) => void;
}) {
  return props.values.map((value) => (
    <label key={value} className="dn-choice">
      <input
        type="radio"
        name={props.name}
        value={value}
        checked={props.checked === value}
        onChange={() => props.onChoose(value)}
      />
      <span>{props.label(value)}</span>
    </label>
  ));
}

/** The optional "what is it about" before the text: a radio group, and the questions a reason asks. */
export function ReasonChooser({ disabled }: { disabled: boolean }) {
  const { i18n } = useLingui();
  const id = useId();
  const send = useSend();
  const reason = useDebtNotice(selectReason);
  const paidOnInFuture = useDebtNotice(selectPaidOnInFuture);
  const group = useRef<HTMLFieldSetElement>(null);
  const paidOnErrorId = `${id}-paid-on-error`;
  return (
    <fieldset className="dn-reasons" disabled={disabled} ref={group}>
      <legend className="dn-label">
        <Trans comment="Legend of the optional objection reasons (radio group).">
          What are you writing to us about? (optional)
        </Trans>
      </legend>
      <RadioChoices
        name={`${id}-reason`}
        values={REASON_CODES}
        checked={reason.code}
        label={(code) => i18n._(REASON_LABELS[code])}
        onChoose={(code) => send({ type: "reason.change", answers: { code } })}
      />
      {reason.code === "alreadyPaid" && (
        <div className="dn-reasons__more">
          <label htmlFor={`${id}-paid-on`} className="dn-label">
            <Trans comment="Label of the date field when the debtor says they already paid.">When did you pay?</Trans>
          </label>
          <input
            id={`${id}-paid-on`}
            type="date"
            className="dn-input dn-input--date"
            value={reason.paidOn}
            max={todayIso()}
            aria-invalid={paidOnInFuture || undefined}
            aria-describedby={paidOnInFuture ? paidOnErrorId : undefined}
            onChange={(event) => send({ type: "reason.change", answers: { paidOn: event.currentTarget.value } })}
          />
          {paidOnInFuture && (
            <p id={paidOnErrorId} className="dn-field-error" role="alert">
              <Trans comment="Error under 'When did you pay?' when the date is after today. Nothing is sent until it is corrected.">
                The payment date cannot be in the future. Please check it.
              </Trans>
            </p>
          )}
          <fieldset className="dn-reasons__methods">
            <legend className="dn-label">
              <Trans comment="Legend of the payment ways (radio group) when the debtor says they already paid.">
                How did you pay?
              </Trans>
            </legend>
            <RadioChoices
              name={`${id}-method`}
              values={PAYMENT_METHODS}
              checked={reason.paidBy}
              label={(method) => i18n._(METHOD_LABELS[method])}
              onChoose={(method) => send({ type: "reason.change", answers: { paidBy: method } })}
            />
          </fieldset>
          <p className="dn-note">
            <Trans comment="Advice when the debtor says they already paid; the attachment control is below the text field.">
              Please attach your payment receipt below: a confirmation from your bank, a screenshot, or a photo of the
              receipt from the post office. It helps us find your payment quickly.
            </Trans>
          </p>
        </div>
      )}
      {reason.code !== null && (
        <button
          type="button"
          className="dn-link-button"
          onClick={() => {
            const chosen = group.current?.querySelector<HTMLInputElement>("input[type=radio]:checked");
            send({ type: "reason.change", answers: { code: null } });
            // The button goes with the choice: the focus goes to the reason that was chosen.
            chosen?.focus();
          }}
        >
          <Trans comment="Small button that removes the chosen objection reason. Keep short.">Clear the choice</Trans>
        </button>
      )}
    </fieldset>
  );
}
