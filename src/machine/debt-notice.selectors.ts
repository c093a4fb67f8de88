import type { SnapshotFrom } from "xstate";
import { parseAmountToPay } from "../domain/money";
import { breakdownContradicts } from "../domain/notice-amount";
import { offersInstalments } from "../domain/instalments";
import { paidOnIsInFuture } from "../domain/objection-reason";
import type { StateFlag } from "../domain/gateway-contract";
import { paymentPageUrl } from "../domain/safe-url";
import { parseTotalDebt, type TotalDebt } from "../domain/total-debt";
import { greetingOf, type Greeting } from "./greeting";
import type { DebtNoticeMachine } from "./debt-notice.machine";
import type { Attachment, AttachmentErrorCode, DebtDetails, ReasonAnswers, SentRecord } from "./debt-notice.types";

export type DebtNoticeSnapshot = SnapshotFrom<DebtNoticeMachine>;

/** Which screen to render: the home page's variants (docs/requirements.md: The home page), the total-debt page, or a wait. */
export type Screen = "loading" | "redirecting" | "notFound" | "form" | "infoProvided" | "payClicked" | "totalDebt";

export function selectScreen(snapshot: DebtNoticeSnapshot): Screen {
  if (snapshot.matches({ page: "notFound" })) return "notFound";
  if (snapshot.matches({ page: { totalDebt: "ready" } })) return "totalDebt";
  if (
    snapshot.matches({ page: { home: "redirectingToPay" } }) ||
    snapshot.matches({ page: { home: "leavingForPayment" } })
  ) {
    return "redirecting";
  }
  if (snapshot.matches({ page: { home: "ready" } })) {
    const { infoWasProvided, clickedOnPay } = snapshot.context;
    if (infoWasProvided) return "infoProvided";
    if (clickedOnPay) return "payClicked";
    return "form";
  }
  return "loading";
}

/** The details have been loading for a while: the loading state says the connection seems slow. */
export const selectLoadIsSlow = (snapshot: DebtNoticeSnapshot): boolean =>
  snapshot.matches({ page: { home: { loading: "slow" } } }) ||
  snapshot.matches({ page: { totalDebt: { loading: "slow" } } });

const LINK_PROBLEMS = new Set(["notFound", "badRequest"]);

/**
 * Why the not-found view is shown: the link itself ("notFound": no reference, unknown route,
 * or the gateway does not know it), a failure on our side that may pass ("unavailable"), or a
 * page that names a gateway the widget refuses ("notSetUp": nothing was sent, and trying again
 * cannot help; the host has a console warning naming the attribute).
 */
export function selectLoadProblem(snapshot: DebtNoticeSnapshot): "notFound" | "unavailable" | "notSetUp" {
  const failure = snapshot.context.loadFailure;
  if (failure === null || snapshot.context.route.reference === null) return "notFound";
  // No call was made: the page names a gateway the widget refuses. Trying again cannot help.
  if (failure.code === "refused") return "notSetUp";
  return LINK_PROBLEMS.has(failure.code) ? "notFound" : "unavailable";
}

/** "When did you pay?" holds a day after today: said under the field, and nothing is sent. */
export const selectPaidOnInFuture = (snapshot: DebtNoticeSnapshot): boolean =>
  paidOnIsInFuture(snapshot.context.reason, snapshot.context.today);

/** A click the gateway did not record (pay, calendar, total debt), until the same click is recorded. */
export const selectUnrecordedClick = (snapshot: DebtNoticeSnapshot): StateFlag | null =>
  snapshot.context.unrecordedClick;

export type { Greeting };

export const selectReference = (snapshot: DebtNoticeSnapshot): string | null => snapshot.context.route.reference;

/**
 * A selector of what is derived from the details alone, computed once per details object:
 * every selector runs on every snapshot (each keystroke), and the details change only on load.
 * Keyed weakly on the object, so two widgets on a page do not evict each other.
 */
function fromDetails<T>(derive: (details: DebtDetails) => T): (snapshot: DebtNoticeSnapshot) => T | null {
  const cache = new WeakMap<DebtDetails, T>();
  return (snapshot) => {
    const details = snapshot.context.details;
    if (!details) return null;
    if (!cache.has(details)) cache.set(details, derive(details));
    return cache.get(details) as T;
  };
}

export const selectGreeting = fromDetails(greetingOf);

const offersInstalmentsOfDetails = fromDetails(offersInstalments);
export const selectOffersInstalments = (snapshot: DebtNoticeSnapshot): boolean =>
  offersInstalmentsOfDetails(snapshot) ?? false;

/** The payment page the Pay link opens, or null (unsafe, or not on the host's payment origins). */
export const selectPaymentUrl = (snapshot: DebtNoticeSnapshot): string | null =>
  paymentPageUrl(snapshot.context.details?.paymeUrl ?? null, snapshot.context.paymentOrigins);

export const selectIsPaying = (snapshot: DebtNoticeSnapshot): boolean =>
  snapshot.matches({ tracking: { pay: "marking" } });

/** The form's state apart from the text itself: it changes only when a flag flips, not per keystroke. */
export interface FormStatus {
  attachment: Attachment | null;
  attachmentError: AttachmentErrorCode | null;
  isReadingAttachment: boolean;
  isSending: boolean;
  canSubmit: boolean;
  /** The spec's 'comment incorrect' warning: a file or a send attempt without an explanation. */
  showsCommentWarning: boolean;
  captchaFailed: boolean;
  uploadFailed: boolean;
  /** A send whose answer was lost: the page is finding out whether it arrived (nothing is sent meanwhile). */
  isCheckingArrival: boolean;
  /** The check found it did not arrive: the text is kept, to be sent again. */
  notArrived: boolean;
  /** The check could not tell (the gateway unreachable, or its flag already set): "Check again" is offered. */
  arrivalUnknown: boolean;
}

export interface FormView extends FormStatus {
  comment: string;
}

export const selectComment = (snapshot: DebtNoticeSnapshot): string => snapshot.context.comment;

/** Only spaces or nothing: no comment to send (the Send button is disabled). */
export const isBlankComment = (comment: string): boolean => comment.trim() === "";

/** Not failures of the send itself: a stop by the debtor (upload-progress.selectors.ts words it), a check's finding. */
const NOT_UPLOAD_FAILURES = new Set(["stopped", "notArrived", "unconfirmed"]);

export function selectFormStatus(snapshot: DebtNoticeSnapshot): FormStatus {
  const { comment, attachment, attachmentError, submitAttempted, failure } = snapshot.context;
  const isSending = snapshot.matches({ objection: "sending" });
  const isReadingAttachment = snapshot.matches({ objection: "readingAttachment" });
  const isCheckingArrival = snapshot.matches({ objection: "unconfirmed" });
  const blank = isBlankComment(comment);
  const uploadOutcome = !isSending && failure?.call === "uploadComment" ? failure.code : null;
  return {
    attachment,
    attachmentError,
    isReadingAttachment,
    isSending,
    canSubmit: !blank && !isSending && !isReadingAttachment && !isCheckingArrival,
    showsCommentWarning: blank && (attachment !== null || submitAttempted),
    captchaFailed: !isSending && failure?.call === "captcha",
    uploadFailed: uploadOutcome !== null && !NOT_UPLOAD_FAILURES.has(uploadOutcome),
    isCheckingArrival,
    notArrived: uploadOutcome === "notArrived",
    arrivalUnknown: uploadOutcome === "unconfirmed",
  };
}

export function selectForm(snapshot: DebtNoticeSnapshot): FormView {
  return { comment: selectComment(snapshot), ...selectFormStatus(snapshot) };
}

/** What the attachment picker shows. */
export function selectAttachmentView(snapshot: DebtNoticeSnapshot) {
  const { attachment, attachmentError, isSending, isCheckingArrival, isReadingAttachment } = selectFormStatus(snapshot);
  return { attachment, attachmentError, isSending: isSending || isCheckingArrival, isReadingAttachment };
}

/** Sending, or finding out whether a send arrived: the form and the way to the total debt wait. */
export const selectIsSending = (snapshot: DebtNoticeSnapshot): boolean =>
  snapshot.matches({ objection: "sending" }) || snapshot.matches({ objection: "unconfirmed" });

export type SendingStep = "waitingForConnection" | "captcha" | "uploading";

export const selectSendingStep = (snapshot: DebtNoticeSnapshot): SendingStep | null => {
  for (const step of ["waitingForConnection", "captcha", "uploading"] as const) {
    if (snapshot.matches({ objection: { sending: step } })) return step;
  }
  return null;
};

export const selectIsOffline = (snapshot: DebtNoticeSnapshot): boolean => !snapshot.context.online;

/**
 * A captcha site key is configured: each send loads Google's reCAPTCHA, so the form says so
 * beside Send. Google's badge appears only once its script has loaded, after the first press of
 * Send, and the host page's CSS may hide it: the form's sentence is the one the debtor sees first.
 */
export const selectUsesCaptcha = (snapshot: DebtNoticeSnapshot): boolean => snapshot.context.usesCaptcha;

/** The breakdown by period, parsed once per details (thousands of rows for a long history). */
const parsedTotalDebts = new WeakMap<DebtDetails, TotalDebt>();
function parseTotalDebtOnce(details: DebtDetails): TotalDebt {
  let parsed = parsedTotalDebts.get(details);
  if (!parsed) parsedTotalDebts.set(details, (parsed = parseTotalDebt(details.totalDebt)));
  return parsed;
}
const totalDebtOfDetails = fromDetails(parseTotalDebtOnce);
const NO_TOTAL_DEBT = parseTotalDebt(null);
export const selectTotalDebt = (snapshot: DebtNoticeSnapshot): TotalDebt =>
  totalDebtOfDetails(snapshot) ?? NO_TOTAL_DEBT;

/**
 * The notice's amount and period when the breakdown does not show them as that period's debt
 * (breakdownShowsNotice): the total-debt page then gives no total. Null when they agree, when the
 * notice has no period (a specific symbol) or no readable amount, or there is no breakdown.
 */
const disagreementOfDetails = fromDetails((details) => {
  // The amount as sent: the greeting withholds it exactly when the breakdown contradicts it.
  const asked = parseAmountToPay(details.actualDebt);
  return asked.ok && breakdownContradicts(details)
    ? { amountCents: asked.cents, period: greetingOf(details).periodLabel }
    : null;
});
export const selectBreakdownDisagreement = (
  snapshot: DebtNoticeSnapshot,
): { amountCents: number; period: string } | null => disagreementOfDetails(snapshot);

/**
 * The notice's amount and period when the total-debt page gives a total that is not that amount
 * (other periods' debts and overpayments count too): the page says so beside it, since its Pay
 * door pays the notice's amount. Null when they are equal, when there is no total to give (the
 * disagreement or unread amounts have their own note), or no readable amount to pay for a period.
 */
const noticeBesideTotalOfDetails = fromDetails((details) => {
  const totalDebt = parseTotalDebtOnce(details);
  const greeting = greetingOf(details);
  if (!totalDebt.ok || totalDebt.invalidCount > 0 || greeting.periodKind !== "period") return null;
  // Null also when the breakdown contradicts the amount (noticeAmountOf): the other note says so.
  if (greeting.amountCents === null || greeting.amountCents === 0) return null;
  const totalAsDebt = totalDebt.totalCents < 0 ? -totalDebt.totalCents : 0;
  return totalAsDebt === greeting.amountCents
    ? null
    : { amountCents: greeting.amountCents, period: greeting.periodLabel };
});
export const selectNoticeBesideTotal = (snapshot: DebtNoticeSnapshot): { amountCents: number; period: string } | null =>
  noticeBesideTotalOfDetails(snapshot);

/** The objection's reason and its answers, as chosen so far. */
export const selectReason = (snapshot: DebtNoticeSnapshot): ReasonAnswers => snapshot.context.reason;

/** The proof of the last successful send in this session, or null (nothing sent, or after a reload). */
export const selectSentRecord = (snapshot: DebtNoticeSnapshot): SentRecord | null => snapshot.context.sentRecord;
