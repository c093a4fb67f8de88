import type { ReasonAnswers } from "../domain/objection-reason";
import type { PayeeConfig } from "../domain/provider-config";
import type { DebtNoticeContext, PendingSend, ReminderContent, SentRecord } from "./debt-notice.types";

// The actions the machine names and the session provides (side effects: storage, the console,
// object URLs, files). Declared apart from setup.ts so that the action groups setup.ts gathers
// can enqueue them without importing setup.ts back.

export type LogFailure = { type: "logFailure"; params: { call: string; code: string; field?: string } };
/** The gateway answered, but a field the page needs is not in a form the contract names. */
export type LogUnusableAnswer = {
  type: "logUnusableAnswer";
  /** `against`: the field is readable, but another field of the answer contradicts it. */
  params: { call: string; field: string; against?: string };
};
/**
 * The gateway named the account to pay into (contract 1.3.0): the session, which holds the host's
 * `config.payee`, tells the host when the two disagree or the gateway's cannot be used.
 */
export type LogGatewayPayee = { type: "logGatewayPayee"; params: { payee: PayeeConfig | "unusable" } };
export type SaveReminder = { type: "saveReminder"; params: ReminderContent & { date: string } };
export type RevokeAttachmentUrl = { type: "revokeAttachmentUrl"; params: { url: string } };
export type PersistDraft = { type: "persistDraft"; params: { comment: string; reason: ReasonAnswers } };
export type PersistPendingSend = { type: "persistPendingSend"; params: { pending: PendingSend | null } };
export type PersistSentRecord = { type: "persistSentRecord"; params: { record: SentRecord | null } };
export type ClearDraft = { type: "clearDraft"; params: unknown };

/**
 * Enqueues the revocation of the attachment's object URL, if the form holds one. Every action that
 * replaces or clears the attachment calls it, so no transition can forget to (the preview of a
 * file the form no longer holds must not live on).
 */
export function revokeAttachmentOf(
  context: Pick<DebtNoticeContext, "attachment">,
  enqueue: (action: RevokeAttachmentUrl) => void,
): void {
  if (context.attachment) enqueue({ type: "revokeAttachmentUrl", params: { url: context.attachment.objectUrl } });
}
