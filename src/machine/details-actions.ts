import { parseAmountToPay } from "../domain/money";
import { breakdownContradicts } from "../domain/notice-amount";
import { isPaymentSymbol } from "../domain/pay-by-square";
import { paymentPageUrl } from "../domain/safe-url";
import type { DebtDetails } from "./debt-notice.types";
import { machineEnqueue } from "./machine-enqueue";
import type { LogGatewayPayee, LogUnusableAnswer } from "./provided-actions";

/**
 * The details answer arrives: the page's state takes it, and the host is told of every field
 * the page will not use as sent (named, never its value), the gateway's fault to mend.
 */
export const detailsActions = {
  assignDetails: machineEnqueue<{ details: DebtDetails }, LogUnusableAnswer | LogGatewayPayee>(
    ({ context, enqueue }, { details }) => {
      enqueue.assign({
        details,
        infoWasProvided: details.infoWasProvided,
        clickedOnPay: details.clickedOnPay,
        loadFailure: null,
      });
      // The page says it cannot show the amount; the host is told why, the gateway's fault.
      if (!parseAmountToPay(details.actualDebt).ok)
        enqueue({ type: "logUnusableAnswer", params: { call: "getDetails", field: "actualDebt" } });
      else if (breakdownContradicts(details))
        enqueue({
          type: "logUnusableAnswer",
          params: { call: "getDetails", field: "actualDebt", against: "totalDebt" },
        });
      // Symbols a bank does not take: the page offers no bank-transfer details (selectOfferedBankTransfer).
      for (const field of ["variableSymbol", "specificSymbol"] as const)
        if (!isPaymentSymbol(details[field]) || (field === "variableSymbol" && !details[field].trim()))
          enqueue({ type: "logUnusableAnswer", params: { call: "getDetails", field } });
      // A payment link the page will not follow: Pay gives way to "contact us" (the eleventh trial:
      // a payment provider's new origin would silently take Pay away).
      if (typeof details.paymeUrl === "string" && details.paymeUrl.trim() !== "") {
        const refused = paymentPageUrl(details.paymeUrl, context.paymentOrigins) === null;
        const safe = paymentPageUrl(details.paymeUrl, null) !== null;
        if (refused)
          enqueue({
            type: "logUnusableAnswer",
            params: { call: "getDetails", field: "paymeUrl", ...(safe ? { against: "paymentOrigins" } : {}) },
          });
      }
      if (details.payee !== undefined) enqueue({ type: "logGatewayPayee", params: { payee: details.payee } });
    },
  ),
};
