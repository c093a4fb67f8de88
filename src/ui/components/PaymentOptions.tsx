import { selectBankTransfer } from "../../machine/bank-transfer.selectors";
import { selectGreeting } from "../../machine/debt-notice.selectors";
import { selectQrSaving } from "../../machine/qr-save.selectors";
import { useConfig, useDebtNotice, useSend } from "../actor-context";
import { PayBySquare } from "./pay-by-square/PayBySquare";

/**
 * Bank transfer by PAY by square, beside the online payment link; only with a configured payee (no
 * empty card without), and not when the notice has nothing to pay: "copy these details into your
 * banking app" under "you have nothing to pay" would have a debtor send money they do not owe.
 */
export function PaymentOptions() {
  const { payee } = useConfig();
  const nothingToPay = useDebtNotice((snapshot) => selectGreeting(snapshot)?.hasNothingToPay ?? false);
  const transfer = useDebtNotice((snapshot) => (payee ? selectBankTransfer(snapshot, payee) : null));
  const saving = useDebtNotice(selectQrSaving);
  const send = useSend();
  return transfer && !nothingToPay ? (
    <div className="dn-card">
      <PayBySquare transfer={transfer} saving={saving} onShare={(share) => send({ type: "qr.share", share })} />
    </div>
  ) : null;
}
