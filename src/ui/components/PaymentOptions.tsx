import { selectBankTransfer } from "../../machine/bank-transfer.selectors";
import { selectQrSaving } from "../../machine/qr-save.selectors";
import { useConfig, useDebtNotice, useSend } from "../actor-context";
import { PayBySquare } from "./pay-by-square/PayBySquare";

/** Bank transfer by PAY by square, beside the online payment link; only with a configured payee (no empty card without). */
export function PaymentOptions() {
  const { payee } = useConfig();
  const transfer = useDebtNotice((snapshot) => (payee ? selectBankTransfer(snapshot, payee) : null));
  const saving = useDebtNotice(selectQrSaving);
  const send = useSend();
  return transfer ? (
    <div className="dn-card">
      <PayBySquare transfer={transfer} saving={saving} onShare={(share) => send({ type: "qr.share", share })} />
    </div>
  ) : null;
}
