import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import type { MouseEvent } from "react";
import { decimalMarkOf, formatEuro } from "../../../domain/money";
import type { BankTransferField } from "../../../machine/bank-transfer.selectors";

/** Each line's label, and the accessible name of its copy button (translator comments must be literal). */
export const LABELS: Record<BankTransferField["field"], { label: MessageDescriptor; copy: MessageDescriptor }> = {
  beneficiary: {
    label: msg({
      message: "Beneficiary",
      comment: "Payment details: label of the payee's name (sk: príjemca, uk: отримувач).",
    }),
    copy: msg({
      message: "Copy beneficiary",
      comment: "Accessible name of a copy button. Must start with the same word as the visible button text 'Copy'.",
    }),
  },
  iban: {
    label: msg({
      message: "IBAN",
      comment: "Payment details: label of the bank account number. IBAN is the same abbreviation in every language.",
    }),
    copy: msg({
      message: "Copy IBAN",
      comment: "Accessible name of a copy button. Must start with the same word as the visible button text 'Copy'.",
    }),
  },
  bic: {
    label: msg({ message: "BIC (SWIFT)", comment: "Payment details: label of the bank's BIC/SWIFT code." }),
    copy: msg({
      message: "Copy BIC",
      comment: "Accessible name of a copy button. Must start with the same word as the visible button text 'Copy'.",
    }),
  },
  amount: {
    label: msg({ message: "Amount", comment: "Payment details: label of the amount in euro to transfer (sk: suma)." }),
    copy: msg({
      message: "Copy amount",
      comment: "Accessible name of a copy button. Must start with the same word as the visible button text 'Copy'.",
    }),
  },
  variableSymbol: {
    label: msg({
      message: "Variable symbol",
      comment:
        "Payment details: Slovak payment reference number (sk: variabilný symbol). Outside Slovak, add the abbreviation VS in brackets: banking apps in Slovakia show it.",
    }),
    copy: msg({
      message: "Copy variable symbol",
      comment: "Accessible name of a copy button. Must start with the same word as the visible button text 'Copy'.",
    }),
  },
  specificSymbol: {
    label: msg({
      message: "Specific symbol",
      comment:
        "Payment details: Slovak payment reference number (sk: špecifický symbol). Outside Slovak, add the abbreviation ŠS in brackets.",
    }),
    copy: msg({
      message: "Copy specific symbol",
      comment: "Accessible name of a copy button. Must start with the same word as the visible button text 'Copy'.",
    }),
  },
  constantSymbol: {
    label: msg({
      message: "Constant symbol",
      comment:
        "Payment details: Slovak payment type code, 4 digits (sk: konštantný symbol). Outside Slovak, add the abbreviation KS in brackets.",
    }),
    copy: msg({
      message: "Copy constant symbol",
      comment: "Accessible name of a copy button. Must start with the same word as the visible button text 'Copy'.",
    }),
  },
  note: {
    label: msg({
      message: "Payment note",
      comment:
        "Payment details: label of the message for the payee, as banks name the field (sk: správa pre príjemcu, uk: призначення платежу). The note itself stays in Slovak.",
    }),
    copy: msg({
      message: "Copy payment note",
      comment: "Accessible name of a copy button. Must start with the same word as the visible button text 'Copy'.",
    }),
  },
};

/** "1150,75" or "1150.75": the amount as a banking app's amount field takes it, no grouping, no €. */
function plainAmount(cents: number, locale: string): string {
  return `${Math.floor(cents / 100)}${decimalMarkOf(locale)}${String(cents % 100).padStart(2, "0")}`;
}

interface PaymentFieldsProps {
  fields: readonly BankTransferField[];
  /** The locale of numbers and money on screen. */
  locale: string;
  /** The label of the value copied last, while "Copied" is shown. */
  copied: string | null;
  /** A value went to the clipboard; `label` names it. */
  onCopied(label: string): void;
}

/** The payment data as text, each line with a button that copies it as a banking app wants it. */
export function PaymentFields({ fields, locale, copied, onCopied }: PaymentFieldsProps) {
  const { i18n, t } = useLingui();
  // The status line's own words ("Copied: IBAN"), so the button's name holds its visible "Copied".
  const copiedName = (copied: string) =>
    t({
      message: `Copied: ${copied}`,
      comment:
        "Confirmation after a copy button was pressed. {copied} is the label of what was copied, e.g. IBAN or Variable symbol.",
    });
  const copy = (value: string, label: string, event: MouseEvent<HTMLButtonElement>) => {
    const text = event.currentTarget.parentElement?.querySelector(".dn-pbs__text");
    // Without a clipboard (an insecure page, a refused permission) the value is selected instead.
    const selectText = () => {
      if (text) window.getSelection()?.selectAllChildren(text);
    };
    const clipboard = typeof navigator === "undefined" ? undefined : navigator.clipboard;
    if (!clipboard?.writeText) return selectText();
    clipboard.writeText(value).then(() => onCopied(label), selectText);
  };
  return (
    <dl className="dn-pbs__list">
      {fields.map((line) => {
        const label = i18n._(LABELS[line.field].label);
        const value = line.field === "amount" ? formatEuro(line.cents, locale) : line.value;
        const clipboardText = line.field === "amount" ? plainAmount(line.cents, locale) : line.copy;
        // Feedback where the finger is: the pressed button says it worked (the status line below
        // says it to screen readers, and to the eyes further down).
        const justCopied = copied === label;
        return (
          <div key={line.field} className="dn-pbs__row">
            <dt className="dn-pbs__label">{label}</dt>
            {/* The button lives in the dd: a dl row may hold only dt and dd. */}
            <dd className="dn-pbs__value">
              {/* The payment note is Slovak in every language (the insurer's clerks read it). */}
              <span className="dn-pbs__text" lang={line.field === "note" ? "sk" : undefined}>
                {value}
              </span>
              <button
                type="button"
                className="dn-pbs__copy"
                aria-label={justCopied ? copiedName(label) : i18n._(LABELS[line.field].copy)}
                data-copied={justCopied || undefined}
                onClick={(event) => copy(clipboardText, label, event)}
              >
                {/* Both words in one cell, the other one hidden: the button keeps the wider one's size,
                    so "Copied" never moves it from under the finger (or onto the next line). */}
                <span className="dn-pbs__copy-word" data-shown={!justCopied || undefined}>
                  <Trans comment="Visible text of the copy buttons beside each payment detail. Keep very short.">
                    Copy
                  </Trans>
                </span>
                <span className="dn-pbs__copy-word" data-shown={justCopied || undefined}>
                  <Trans comment="Visible text of a copy button for a few seconds after it copied its value. Keep very short (as short as 'Copy').">
                    Copied
                  </Trans>
                  <span aria-hidden="true"> ✓</span>
                </span>
              </button>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
