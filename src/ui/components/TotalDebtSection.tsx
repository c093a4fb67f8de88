import { Trans } from "@lingui/react/macro";
import { useContext, useEffect, useRef } from "react";
import { selectIsSending } from "../../machine/debt-notice.selectors";
import { useDebtNotice, useSend } from "../actor-context";
import { Card } from "./Card";
import { FocusNewViewContext } from "./ViewHeading";

/** The way to every period's debt (the total-debt page); not while a send is in flight. */
export function TotalDebtSection() {
  const send = useSend();
  const isSending = useDebtNotice(selectIsSending);
  const returning = useContext(FocusNewViewContext) === "totalDebtButton";
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (returning) button.current?.focus();
  }, [returning]);
  return (
    <Card
      part="total-debt-link"
      titleId="dn-total-heading"
      title={
        <Trans comment="Section heading above the button to the total-debt page. A billing period is a month, e.g. 01/2025 (sk: obdobie). Avoid 'your periods': in English it also means menstruation.">
          All billing periods
        </Trans>
      }
    >
      <p>
        <Trans>This notice is about one amount. See the debts and overpayments of every period together.</Trans>
      </p>
      <button
        ref={button}
        type="button"
        className="dn-button dn-button--secondary"
        disabled={isSending}
        onClick={() => send({ type: "totalDebt.open" })}
      >
        <Trans comment="Button; opens the page with debts and overpayments of all periods. Keep short.">
          Show your total debt
        </Trans>
      </button>
    </Card>
  );
}
