import { selectBankTransfer } from "../../machine/bank-transfer.selectors";
import { useConfig, useDebtNotice } from "../actor-context";
import { PayBySquare } from "./pay-by-square/PayBySquare";

/** Bank transfer by PAY by square, beside the online payment link. */
export function PaymentOptions() {
  const { payee } = useConfig();
  const transfer = useDebtNotice((snapshot) => selectBankTransfer(snapshot, payee));
  return transfer ? <PayBySquare transfer={transfer} /> : null;
}
