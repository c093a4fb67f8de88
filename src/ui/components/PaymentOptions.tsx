import { selectDetails, selectGreeting } from "../../machine/debt-notice.selectors";
import { useDebtNotice, useConfig } from "../actor-context";
import { PayBySquare } from "./PayBySquare";

/** Bank transfer by PAY by square, beside the online payment link. */
export function PaymentOptions() {
  const details = useDebtNotice(selectDetails);
  const greeting = useDebtNotice(selectGreeting);
  const config = useConfig();
  if (!details) return null;
  return <PayBySquare details={details} payee={config.payee} periodLabel={greeting?.periodLabel ?? ""} />;
}
