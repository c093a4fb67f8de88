import { Trans } from "@lingui/react/macro";
import { selectUnrecordedClick } from "../../machine/debt-notice.selectors";
import { useDebtNotice } from "../actor-context";

/**
 * The "Server error" toast of a click the gateway did not record, said where it stays (WCAG
 * 2.2.1: the toast is gone after 4 s) until the same click is recorded. Recording a click is our
 * bookkeeping: the payment page, the calendar and the total opened all the same.
 */
export function UnrecordedClickNote() {
  const unrecorded = useDebtNotice(selectUnrecordedClick);
  if (!unrecorded) return null;
  return (
    <p className="dn-note" role="status">
      <Trans comment="Stays on the page after the 'Server error' toast when the server could not record a click (on Pay, the instalment calendar or the total debt). The page or payment the debtor opened is not affected; nothing is lost.">
        Server error: we could not record your last click on our side. This does not change what you owe, and does not
        affect any payment you make.
      </Trans>
    </p>
  );
}
