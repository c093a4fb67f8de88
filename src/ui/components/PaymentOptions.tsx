import { selectBankTransfer } from "../../machine/bank-transfer.selectors";
import { useConfig, useDebtNotice } from "../actor-context";
import { PayBySquare } from "./pay-by-square/PayBySquare";

/** Bank transfer by PAY by square, beside the online payment link; only with a configured payee. */
export function PaymentOptions() {
  const { payee } = useConfig();
  const transfer = useDebtNotice((snapshot) => (payee ? selectBankTransfer(snapshot, payee) : null));
  return transfer ? <PayBySquare transfer={transfer} /> : null;
}
