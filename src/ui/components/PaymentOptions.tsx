import { selectOfferedBankTransfer } from "../../machine/bank-transfer.selectors";
import { selectQrSaving } from "../../machine/qr-save.selectors";
import { useConfig, useDebtNotice, useSend } from "../actor-context";
import { PayBySquare } from "./pay-by-square/PayBySquare";

/**
 * Bank transfer by PAY by square, beside the online payment link; only with a payee (the gateway's,
 * else the config's: payeeOf; no empty card without) and a valid payment order to pay
 * (selectOfferedBankTransfer).
 */
export function PaymentOptions() {
  const { payee } = useConfig();
  const transfer = useDebtNotice((snapshot) => selectOfferedBankTransfer(snapshot, payee));
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
