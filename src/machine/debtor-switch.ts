import { NO_REASON } from "../domain/objection-reason";
import type { DebtNoticeContext, StoredDraft } from "./debt-notice.types";

/** What another debtor's page clears (Back/Forward to another reference): all of the previous one's. */
export const NOTHING_OF_A_DEBTOR = {
  announcedViews: [],
  details: null,
  infoWasProvided: false,
  clickedOnPay: false,
  comment: "",
  reason: NO_REASON,
  attachment: null,
  attachmentError: null,
  submitAttempted: false,
  failure: null,
  loadFailure: null,
  unrecordedClick: null,
  sentRecord: null,
  pendingSend: null,
} satisfies Partial<DebtNoticeContext>;

/** What storage keeps for the debtor of the new page, as context (nothing when it keeps nothing). */
export function storedDraftContext(draft: StoredDraft | undefined): Partial<DebtNoticeContext> {
  if (!draft) return {};
  const { comment, reason, pendingSend, sentRecord = null } = draft;
  return { comment, reason, pendingSend, sentRecord };
}
