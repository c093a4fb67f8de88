import { Trans } from "@lingui/react/macro";
import { selectGreeting, selectIsPaying, selectPaymentUrl } from "../../machine/debt-notice.selectors";
import { useDebtNotice, useSend } from "../actor-context";

/**
 * A real link: the payment page opens from the user's own click, so no popup blocker stands
 * in the way; the machine records the click alongside, and refuses a double click's second
 * press (no second tab).
 */
export function PayLink({ className = "dn-button dn-button--primary" }: { className?: string }) {
  const url = useDebtNotice(selectPaymentUrl);
  const greeting = useDebtNotice(selectGreeting);
  const paying = useDebtNotice(selectIsPaying);
  const send = useSend();
  // An element, not a string: Lingui must not read tags inside server text (see DebtSummary).
  // Whole on its line: "(ŠS 202503667 / 7)" at 150 % zoom on a phone read as two numbers.
  const period = <span className="dn-nowrap">{greeting?.periodLabel ?? ""}</span>;
  // The same label under the name the no-period message's placeholder has for translators.
  const specificSymbol = period;
  // Nothing to pay: no pay button to press by mistake.
  if (greeting?.hasNothingToPay) return null;
  if (!url) {
    return (
      <p className="dn-note">
        <Trans>Online payment is not available right now. Please contact us and we will help you pay.</Trans>
      </p>
    );
  }
  return (
    <a
      href={url}
      className={className}
      target="_blank"
      rel="noopener noreferrer"
      aria-busy={paying || undefined}
      onClick={(click) => send({ type: "pay.click", cancelNavigation: () => click.preventDefault() })}
    >
      {/* One flex item: the button's gap would otherwise stand between the words and the period. */}
      <span>
        {!greeting?.periodLabel ? (
          <Trans comment="Main button when the notice names neither a period nor a specific symbol; opens the payment page in a new tab. Keep short.">
            Pay debt
          </Trans>
        ) : greeting.periodKind === "specificSymbol" ? (
          <Trans comment="Main button when the notice has no period: {specificSymbol} is the specific symbol (sk: špecifický symbol, ŠS), a payment reference number. The English is the spec's; say it so that the number cannot be read as a price (sk/uk: ŠS before it). Keep short.">
            Pay debt for {specificSymbol}
          </Trans>
        ) : (
          <Trans comment="Main button; opens the payment page in a new tab. {period} is a month such as 01/2025. Keep short. Wording fixed by the spec.">
            Pay debt for {period}
          </Trans>
        )}
      </span>
      <span className="dn-visually-hidden">
        {" "}
        <Trans comment="Read by screen readers only, appended to a link label (pay button, instalment plan link). Keep the parentheses.">
          (opens in a new tab)
        </Trans>
      </span>
    </a>
  );
}
