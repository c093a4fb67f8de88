import { selectOfferedBankTransfer } from "../../machine/bank-transfer.selectors";
import { selectQrSaving } from "../../machine/qr-save.selectors";
import { useConfig, useDebtNotice, useSend } from "../actor-context";
import { PayBySquare } from "./pay-by-square/PayBySquare";

/**
 * Bank transfer by PAY by square, beside the online payment link; only with a configured payee (no
 * empty card without) and an amount to pay (selectOfferedBankTransfer).
 */
export function PaymentOptions() {
  const { payee } = useConfig();
  const transfer = useDebtNotice((snapshot) => (payee ? selectOfferedBankTransfer(snapshot, payee) : null));
  const saving = useDebtNotice(selectQrSaving);
  const send = useSend();
  return transfer ? (
    <div className="dn-card">
      <PayBySquare
        transfer={transfer}
        saving={saving}
        onShare={(share) => send({ type: "qr.share", share })}
        onSave={(image) => send({ type: "qr.save", image })}
      />
    </div>
  ) : null;
}
