import type { DebtDetails, GatewayCall, StateFlag, UploadCommentBody, WireLanguage } from "../domain/gateway-contract";
import type { Attachment, AttachmentErrorCode } from "../domain/attachment";
import type { NoticeLinkBase } from "../domain/notice-link";
import type { PendingSend } from "../domain/pending-send";
import type { ReasonAnswers } from "../domain/objection-reason";
import type { Route } from "../domain/routes";
import type { SentRecord } from "../domain/sent-record";
import type { UploadSample } from "../domain/upload-progress";

export type { SentRecord };

/**
 * What the host decided before the machine starts (see options.ts). The machine never
 * reads `location`: path routing hands the parsed route and query in here.
 */
export interface DebtNoticeInput {
  route: Route;
  /** How the debtor's own link is made (domain/notice-link.ts); default none. */
  noticeLink?: NoticeLinkBase;
  /** Where a payment page may be (config `paymentOrigins`); default: any safe URL. */
  paymentOrigins?: readonly string[] | null;
  /** `m=1` in path routing, the `mobile` attribute in memory routing. */
  mobile: boolean;
  /** A captcha site key is configured: each send is checked by reCAPTCHA, and the form says so (default false). */
  usesCaptcha?: boolean;
  /** An objection carries its Idempotency-Key to this gateway (gateway/request.ts), so the record shows it (default true). */
  objectionKeySent?: boolean;
  /** The `pay` query parameter was present: mark clickedOnPay, then leave for the payment page. */
  payRequested: boolean;
  /** A send that may have reached the gateway before the page was reloaded or closed (kept with the draft). */
  pendingSend?: PendingSend | null;
  /** A comment draft restored from a previous visit (not the file). */
  draftComment?: string;
  /** The objection's reason restored with the draft. */
  draftReason?: ReasonAnswers;
  /** The record of an objection sent from this tab before a reload (default none). */
  sentRecord?: SentRecord | null;
  /** Whether the browser believes it is online when the widget starts (default true). */
  online?: boolean;
  /** The debtor's local calendar day, `YYYY-MM-DD` (default: the clock's): the reminder counts from it. */
  today?: string;
  /** Languages whose catalogs are already on the page (default: the default language only). */
  catalogs?: readonly WireLanguage[];
  /** The browser can hand a PNG to another app (Web Share with files); default false. */
  canShareFiles?: boolean;
  /** The main pointer is a finger (a phone or a tablet), whatever the link says; default false. */
  touchScreen?: boolean;
}

/** Codes the UI turns into messages (a refused attachment notifies with its own error code). */
export type NoticeCode = "serverError" | "captchaFailed" | "languageUnavailable" | AttachmentErrorCode;

export interface CallFailure {
  call: GatewayCall | "captcha";
  code: string;
}

/** The page's language: what it settled on, what was asked for, and which texts are here. */
export interface PageLanguage {
  /**
   * The language the page last settled on (the preference's, the debtor's choice, or Slovak).
   * Not always what is shown: while another debtor's preference loads, the page speaks Slovak
   * (selectLanguage) and this keeps the last settled one.
   */
  settled: WireLanguage;
  /** The language the gateway answered as the debtor's preference, while its catalog is fetched. */
  preferred: WireLanguage | null;
  /** The debtor's latest choice on this page: another debtor's page keeps it (no preference is asked). */
  chosen: WireLanguage | null;
  /** A language the debtor chose whose catalog is on its way (the chooser shows it meanwhile). */
  waiting: WireLanguage | null;
  /** The latest choice has been sent to the gateway (its changePreferredLanguage has started). */
  chosenSent: boolean;
  /** A language that could not be shown because its catalog did not come; until another choice. */
  failed: WireLanguage | null;
  /** Languages whose catalogs are here: only these can be shown. */
  catalogs: readonly WireLanguage[];
}

export interface DebtNoticeContext {
  route: Route;
  noticeLink: NoticeLinkBase;
  paymentOrigins: readonly string[] | null;
  mobile: boolean;
  /** A captcha site key is configured (option `captchaSiteKey`): the form says that reCAPTCHA protects the send. */
  usesCaptcha: boolean;
  /** The gateway receives the objection's key: the record shows it as the debtor's reference for it. */
  objectionKeySent: boolean;
  payRequested: boolean;
  /** The page's language, written only by the language region (states/language.ts). */
  language: PageLanguage;
  details: DebtDetails | null;
  /** A click the gateway did not record (updateState failed), until the same click is recorded. */
  unrecordedClick: StateFlag | null;
  /** The debtor's calendar day when the page opened, `YYYY-MM-DD`: a payment date after it is refused. */
  today: string;
  /** Local copies of the server flags: the view is derived from them. */
  infoWasProvided: boolean;
  clickedOnPay: boolean;
  comment: string;
  /** What the objection is about (optional); sent as the comment's first line. */
  reason: ReasonAnswers;
  attachment: Attachment | null;
  attachmentError: AttachmentErrorCode | null;
  /**
   * The objection's last failure (its captcha or its upload), or what a check found after a lost
   * answer ("notArrived", "unconfirmed") or that the debtor stopped it ("stopped"): for the form
   * to say, until the next send.
   */
  failure: CallFailure | null;
  /** Why the page's details could not be loaded (getDetails), for the not-found view to say; the page region's own. */
  loadFailure: CallFailure | null;
  pendingSend: PendingSend | null;
  /** The user tried to send without an explanation (shows the required-comment warning). */
  submitAttempted: boolean;
  /** Offline, a submit waits for the connection instead of failing. */
  online: boolean;
  /** The captcha token for the upload under way (each send asks for a fresh one). */
  captchaToken: string | null;
  /** Views already announced (`loaded`) for this debtor. */
  announcedViews: LoadedView[];
  /** What the last successful send carried, for the thank-you view; kept in the tab across a reload. */
  sentRecord: SentRecord | null;
  reminder: ReminderChoice;
  /** The upload under way: its recent progress reports, oldest first (domain/upload-progress.ts keepRecent). */
  upload: { samples: UploadSample[] };
  canShareFiles: boolean;
  /** A phone by its screen (input `touchScreen`), beside the link's `m=1` (`mobile`, which getDetails is told). */
  touchScreen: boolean;
}

/** What the invoked uploadComment actor gets: the body, and where to report the bytes sent. */
export interface UploadCommentInput {
  body: UploadCommentBody;
  reportProgress: (sample: UploadSample) => void;
}

/** The "Remind me to pay" date: any day from tomorrow on. */
export interface ReminderChoice {
  /** `YYYY-MM-DD` as the date field gives it; empty while the field is incomplete. */
  date: string;
  /** Tomorrow, the earliest day a reminder may be set for. */
  earliest: string;
  /** The debtor pressed download with a date that cannot be used: say why. */
  refused: boolean;
}

/** The QR code's PNG for the share sheet, with texts written by the UI in the debtor's language. */
export interface QrShare {
  file: File;
  title: string;
  text: string;
}

/** The event's texts, written by the UI in the debtor's language (domain/reminder-ics.ts). */
export interface ReminderContent {
  summary: string;
  description: string;
  url: string | null;
}

/** What storage keeps for a debtor (the draft store), handed over when Back/Forward opens their page. */
export interface StoredDraft {
  comment: string;
  reason: ReasonAnswers;
  pendingSend: PendingSend | null;
  /** Default none. */
  sentRecord?: SentRecord | null;
}

/** What the host's options give the session beyond the route, changeable while it runs. */
export interface HostSettings {
  noticeLink: NoticeLinkBase;
  paymentOrigins: readonly string[] | null;
  mobile: boolean;
  usesCaptcha: boolean;
  objectionKeySent: boolean;
}

export type DebtNoticeEvent =
  /** Back/Forward (path routing); for another debtor, with what storage keeps for them. */
  | { type: "route.change"; route: Route; draft?: StoredDraft }
  | { type: "language.change"; language: WireLanguage }
  /** Catalogs fetched outside the machine (the session's prefetch): these languages can be shown now. */
  | { type: "catalogs.loaded"; languages: readonly WireLanguage[] }
  | { type: "comment.change"; value: string }
  /** Any of the reason's answers; the others stay as they were. */
  | { type: "reason.change"; answers: Partial<ReasonAnswers> }
  | { type: "record.print" }
  /** The debtor removes the record of the sent objection from this device. */
  | { type: "record.forget" }
  | { type: "attachment.select"; file: File }
  | { type: "attachment.remove" }
  | { type: "comment.submit" }
  /** The uploadComment actor reports bytes sent (never more often than the browser does). */
  | { type: "upload.progress"; sample: UploadSample }
  /** The debtor stops the upload: the form keeps everything. */
  | { type: "upload.cancel" }
  | { type: "form.fillAgain" }
  /** `cancelNavigation` stops the link's own navigation when the machine refuses the click. */
  | { type: "pay.click"; cancelNavigation?: () => void }
  | { type: "calendar.click" }
  | { type: "totalDebt.open" }
  | { type: "totalDebt.back" }
  | { type: "connection.change"; online: boolean }
  /** The host changed options that apply to the running session (session/option-table.ts). */
  | ({ type: "host.settingsChange" } & HostSettings)
  | { type: "page.restored" }
  | { type: "details.retry" }
  /** "Check again" whether a send whose answer was lost has arrived. */
  | { type: "objection.check" }
  | { type: "reminder.dateChange"; date: string }
  | { type: "reminder.download"; content: ReminderContent }
  | { type: "qr.share"; share: QrShare }
  /** "Download the QR code" / "Save the QR code to your photos": its PNG, made by the UI. */
  | { type: "qr.save"; image: Blob };

/** Emitted to the adapter (DOM events) and the UI (toasts); never carries the comment. */
export type LoadedView = "home" | "totalDebt" | "notFound";

export type DebtNoticeEmitted =
  | { type: "loaded"; view: LoadedView }
  | { type: "commentSent"; withAttachment: boolean }
  | { type: "pay" }
  | { type: "languageChanged"; language: WireLanguage }
  | { type: "failed"; call: GatewayCall | "captcha" }
  | { type: "notify"; code: NoticeCode };

export interface FetchDetailsInput {
  reference: string;
  /** Omitted on the total-debt page (openapi.yaml: `GetDetailsRequest`). */
  mobile?: boolean;
}

export interface MarkStateInput {
  reference: string;
  sessionId: string;
  flag: StateFlag;
}

export type { PendingSend, ReasonAnswers, UploadSample };
export type { Attachment, AttachmentErrorCode, DebtDetails, UploadCommentBody, WireLanguage, StateFlag };
