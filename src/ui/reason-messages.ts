import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { PaymentMethod, ReasonCode } from "../domain/objection-reason";

/** The reasons and payment ways in the debtor's language (the gateway gets them in Slovak, domain/objection-reason.ts). */
export const REASON_LABELS: Record<ReasonCode, MessageDescriptor> = {
  alreadyPaid: msg({
    message: "I have already paid",
    comment: "Objection reason (radio). The writer may be a man or a woman: sk 'Už som zaplatil(a)'.",
  }),
  wrongAmount: msg({ message: "The amount is wrong", comment: "Objection reason (radio)." }),
  notMyDebt: msg({ message: "This is not my debt", comment: "Objection reason (radio). sk: nedoplatok." }),
  other: msg({ message: "Something else", comment: "Objection reason (radio)." }),
};

export const METHOD_LABELS: Record<PaymentMethod, MessageDescriptor> = {
  bankTransfer: msg({ message: "Bank transfer", comment: "How the debtor paid (radio). Keep short." }),
  cardOnline: msg({ message: "Card online", comment: "How the debtor paid (radio). Keep short." }),
  branch: msg({
    message: "In cash at our branch or a post office",
    comment: "How the debtor paid (radio): in cash at the insurer's branch or at a post office. Keep short.",
  }),
};
