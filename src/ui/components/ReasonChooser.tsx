import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { PAYMENT_METHODS, REASON_CODES } from "../../domain/objection-reason";
import { selectOffersInstalments, selectReason } from "../../machine/debt-notice.selectors";
import { useDebtNotice, useSend } from "../actor-context";
import { METHOD_LABELS, REASON_LABELS } from "../reason-messages";

/** The day as a date input wants it, in the debtor's own time zone. */
function todayIso(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The optional "what is it about" before the text: a radio group, and the questions a reason asks. */
export function ReasonChooser({ disabled }: { disabled: boolean }) {
  const { i18n } = useLingui();
  const id = useId();
  const send = useSend();
  const reason = useDebtNotice(selectReason);
  const offersInstalments = useDebtNotice(selectOffersInstalments);
  return (
    <fieldset className="dn-reasons" disabled={disabled}>
      <legend className="dn-label">
        <Trans comment="Legend of the optional objection reasons (radio group).">
          What is your objection about? (optional)
        </Trans>
      </legend>
      {REASON_CODES.map((code) => (
        <label key={code} className="dn-choice">
          <input
            type="radio"
            name={`${id}-reason`}
            value={code}
            checked={reason.code === code}
            onChange={() => send({ type: "reason.change", answers: { code } })}
          />
          <span>{i18n._(REASON_LABELS[code])}</span>
        </label>
      ))}
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
            onChange={(event) => send({ type: "reason.change", answers: { paidOn: event.currentTarget.value } })}
          />
          <fieldset className="dn-reasons__methods">
            <legend className="dn-label">
              <Trans comment="Legend of the payment ways (radio group) when the debtor says they already paid.">
                How did you pay?
              </Trans>
            </legend>
            {PAYMENT_METHODS.map((method) => (
              <label key={method} className="dn-choice">
                <input
                  type="radio"
                  name={`${id}-method`}
                  value={method}
                  checked={reason.paidBy === method}
                  onChange={() => send({ type: "reason.change", answers: { paidBy: method } })}
                />
                <span>{i18n._(METHOD_LABELS[method])}</span>
              </label>
            ))}
          </fieldset>
          <p className="dn-note">
            <Trans comment="Advice when the debtor says they already paid; the attachment control is below the text field.">
              Please attach the payment receipt from your bank (a screenshot or a PDF) below. It helps us find your
              payment quickly.
            </Trans>
          </p>
        </div>
      )}
      {reason.code === "cannotPayAll" && (
        <p className="dn-note">
          {offersInstalments ? (
            <Trans comment="Shown when the debtor cannot pay everything now and the instalment plan is offered (the 'Pay in instalments' section is higher up on the page).">
              You can ask for an instalment plan: see "Pay in instalments" above. If you still want to write to us, tell
              us how much and when you can pay.
            </Trans>
          ) : (
            <Trans comment="Shown when the debtor cannot pay everything now and no instalment plan is offered.">
              Tell us how much and when you can pay, and we will get back to you.
            </Trans>
          )}
        </p>
      )}
      {reason.code !== null && (
        <button
          type="button"
          className="dn-link-button"
          onClick={() => send({ type: "reason.change", answers: { code: null } })}
        >
          <Trans comment="Small button that removes the chosen objection reason. Keep short.">Clear the choice</Trans>
        </button>
      )}
    </fieldset>
  );
}
