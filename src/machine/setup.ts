import { and, assertEvent, assign, emit, fromCallback, setup, stateIn, type AnyEventObject } from "xstate";
import { attachmentErrorOf, type Attachment } from "../domain/attachment";
import { offersInstalments } from "../domain/instalments";
import { isUsableReminderDate } from "../domain/reminder-ics";
import type { Route } from "../domain/routes";
import type { StateFlag } from "../domain/gateway-contract";
import { isBodySent } from "../domain/upload-progress";
import { paymentPageUrl } from "../domain/safe-url";
import type {
  DebtNoticeContext,
  DebtNoticeEmitted,
  DebtNoticeEvent,
  DebtNoticeInput,
  LoadedView,
  MarkStateInput,
  NoticeCode,
} from "./debt-notice.types";
import { detailsActions } from "./details-actions";
import { failureActions } from "./failure-actions";
import { unprovided } from "./promise-actors";
import { languageActions, languageGuards } from "./language-actions";
import { errorCodeOf, errorOf } from "./event-error";
import { machineEnqueue } from "./machine-enqueue";
import { NOTHING_OF_A_DEBTOR, storedDraftContext } from "./debtor-switch";
import { objectionActions, objectionGuards } from "./objection-actions";
import {
  revokeAttachmentOf,
  type LogFailure,
  type LogGatewayPayee,
  type LogUnusableAnswer,
  type PersistDraft,
  type PersistPendingSend,
  type PersistSentRecord,
  type RevokeAttachmentUrl,
  type SaveReminder,
} from "./provided-actions";

export { errorCodeOf };

const baseSetup = setup({
  types: {} as {
    context: DebtNoticeContext;
    events: DebtNoticeEvent;
    input: DebtNoticeInput;
    emitted: DebtNoticeEmitted;
  },
  actors: {
    fetchDetails: unprovided("fetchDetails"),
    loadLanguage: unprovided("loadLanguage"),
    saveLanguage: unprovided("saveLanguage"),
    loadCatalog: unprovided("loadCatalog"),
    markState: unprovided("markState"),
    getCaptchaToken: unprovided("getCaptchaToken"),
    uploadComment: unprovided("uploadComment"),
    readAttachment: unprovided("readAttachment"),
    shareQrImage: unprovided("shareQrImage"),
    /** Owns the session's object URLs: stopping it (the session ends) revokes what is left. */
    ownObjectUrls: fromCallback<AnyEventObject>(() => undefined),
    /** Path routing listens to Back/Forward here; memory routing keeps this no-op. */
    watchRoute: fromCallback<AnyEventObject>(() => undefined),
    /** Sends `connection.change` when the browser goes offline or back online. */
    watchConnection: fromCallback<AnyEventObject>(() => undefined),
  },
  actions: {
    // Side effects the host environment provides (session/provide-environment.ts); no-ops by default.
    pushRoute: (_, _params: { route: Route }) => undefined,
    redirectToPayment: (_, _params: { url: string | null }) => undefined,
    revokeAttachmentUrl: (_, _params: RevokeAttachmentUrl["params"]) => undefined,
    persistDraft: (_, _params: PersistDraft["params"]) => undefined,
    persistPendingSend: (_, _params: PersistPendingSend["params"]) => undefined,
    clearDraft: () => undefined,
    /** Keeps the record of the sent objection for this debtor in the tab (null: removes it). */
    persistSentRecord: (_, _params: PersistSentRecord["params"]) => undefined,
    /** Opens the browser's print dialog (print or save as PDF) for the record of what was sent. */
    printRecord: () => undefined,
    forgetPayParameter: () => undefined,
    logFailure: (_, _params: LogFailure["params"]) => undefined,
    logUnusableAnswer: (_, _params: LogUnusableAnswer["params"]) => undefined,
    logGatewayPayee: (_, _params: LogGatewayPayee["params"]) => undefined,
    /** Makes the calendar file and hands it to the browser; nothing leaves the device. */
    saveReminder: (_, _params: SaveReminder["params"]) => undefined,
    /** Hands the QR code's PNG to the browser as a file; nothing leaves the device. */
    saveQrImage: (_, _params: { image: Blob }) => undefined,

    assignRoute: assign(({ context }, params: { route: Route }) => {
      const sameDebtor = params.route.reference === context.route.reference;
      return sameDebtor ? { route: params.route } : { route: params.route, details: null };
    }),
    clearDetails: assign({ details: null }),
    forgetSentRecord: assign({ sentRecord: null }),
    /** Another debtor's page (Back/Forward): what storage keeps for them comes back into the form. */
    restoreDraft: assign(({ event }) => (event.type === "route.change" ? storedDraftContext(event.draft) : {})),
    /** The `pay` query parameter is honoured once, on the page load it came with. */
    consumePayRequest: assign({ payRequested: false }),
    clearFailure: assign({ failure: null }),
    clearLoadFailure: assign({ loadFailure: null }),
    assignAttachmentError: assign(({ event }) => ({ attachmentError: attachmentErrorOf(errorOf(event)) })),
    markSubmitAttempted: assign({ submitAttempted: true }),
    /** A fresh single-use token for this upload (null when no captcha is configured). */
    assignCaptchaToken: assign((_, params: { token: string | null }) => ({ captchaToken: params.token })),
    assignOnline: assign((_, params: { online: boolean }) => ({ online: params.online })),
    /** The host's new settings: the next call and the next render use them. */
    assignHostSettings: assign(({ event }) => {
      assertEvent(event, "host.settingsChange");
      return {
        noticeLink: event.noticeLink,
        paymentOrigins: event.paymentOrigins,
        mobile: event.mobile,
        usesCaptcha: event.usesCaptcha,
        objectionKeySent: event.objectionKeySent,
      };
    }),
    markPaid: assign({ clickedOnPay: true }),
    /** A click the gateway did not record is said on the page until the same click is recorded. */
    assignUnrecordedClick: assign((_, params: { flag: StateFlag }) => ({ unrecordedClick: params.flag })),
    clearUnrecordedClick: assign(({ context }, params: { flag: StateFlag }) => ({
      unrecordedClick: context.unrecordedClick === params.flag ? null : context.unrecordedClick,
    })),
    resetFlags: assign({ infoWasProvided: false, clickedOnPay: false }),
    notify: emit((_, params: { code: NoticeCode }) => ({ type: "notify" as const, code: params.code })),
    /** The same intent pressed again (a double click): the link must not open a second tab. */
    refuseRepeatedPayClick: ({ event }) => {
      if (event.type === "pay.click") event.cancelNavigation?.();
    },
  },
  delays: {
    /** A load not answered by then: the page says the connection seems slow (it goes on waiting). */
    answerIsSlow: 8000,
    /** How long the page waits for the preferred language once the details are shown. */
    preferredLanguageWait: 1000,
    /** A second press of Pay within this time is the same intent (a double click): no second tab. */
    payClickSettles: 1000,
    /** The same for "Save to calendar": a second press within this time saves no second file. */
    pressSettles: 1000,
    /** A send whose answer was lost and that has not arrived yet is checked once more after this. */
    arrivalRecheck: 5000,
    /** No upload progress for this long: the debtor is told it is not moving (they may wait or stop). */
    uploadStalls: 20_000,
  },
  guards: {
    isHomeRoute: ({ context }) => context.route.view === "home" && context.route.reference !== null,
    isTotalDebtRoute: ({ context }) => context.route.view === "totalDebt" && context.route.reference !== null,
    hasReference: ({ context }) => context.route.reference !== null,
    isOtherDebtor: ({ context, event }) =>
      event.type === "route.change" && event.route.reference !== context.route.reference,
    /** A popstate for the URL we are already on (e.g. the host's `#fragment` links) is not a route change. */
    isOtherView: ({ context, event }) => event.type === "route.change" && event.route.view !== context.route.view,
    hasDetails: ({ context }) => context.details !== null,
    isPayRequested: ({ context }) => context.payRequested,
    hasComment: ({ context }) => context.comment.trim() !== "",
    isOffline: ({ context }) => !context.online,
    isBackOnline: ({ event }) => event.type === "connection.change" && event.online,
    hasAttachment: ({ context }) => context.attachment !== null,
    isBodySent: ({ event }) => event.type === "upload.progress" && isBodySent(event.sample),
    hasSentRecord: ({ context }) => context.sentRecord !== null,
    hasSafePaymentUrl: ({ context }) =>
      paymentPageUrl(context.details?.paymeUrl ?? null, context.paymentOrigins) !== null,
    offersInstalments: ({ context }) => context.details !== null && offersInstalments(context.details),
    canSaveReminder: ({ context }) => context.details !== null && isUsableReminderDate(context.reminder),
    ...languageGuards,
    ...objectionGuards,
    canShareFiles: ({ context }) => context.canShareFiles,
    /** The debtor closed the share sheet without choosing an app: nothing to say. */
    isShareDismissed: ({ event }) => (errorOf(event) as { name?: unknown } | undefined)?.name === "AbortError",
  },
});

/**
 * The one setup of debtNoticeMachine: names only, implementations of side effects provided
 * from outside. `reportFailure` is what every failed call does: log it (by call and code only),
 * tell the host (`failed`), and tell the debtor when there is something to tell.
 */
export const machineSetup = baseSetup.extend({
  actions: {
    ...languageActions,
    ...objectionActions,
    ...failureActions,
    ...detailsActions,
    /** The checked file becomes the form's attachment (the one it replaces is let go). */
    replaceAttachment: machineEnqueue<{ attachment: Attachment }, RevokeAttachmentUrl>(
      ({ enqueue, context }, { attachment }) => {
        revokeAttachmentOf(context, enqueue);
        enqueue.assign({ attachment, attachmentError: null });
      },
    ),
    /** The debtor removed the attachment. */
    dropAttachment: machineEnqueue<undefined, RevokeAttachmentUrl>(({ enqueue, context }) => {
      revokeAttachmentOf(context, enqueue);
      enqueue.assign({ attachment: null, attachmentError: null });
    }),
    /** Another debtor's page: nothing of the previous debtor may be shown or sent for this one. */
    forgetDebtor: machineEnqueue<undefined, RevokeAttachmentUrl>(({ enqueue, context }) => {
      revokeAttachmentOf(context, enqueue);
      enqueue.assign(NOTHING_OF_A_DEBTOR);
    }),
    /** `loaded` tells the host once per debtor and view shown (not on a return to it). */
    announceLoaded: machineEnqueue<{ view: LoadedView }>(({ enqueue, context }, { view }) => {
      if (context.announcedViews.includes(view)) return;
      enqueue.assign({ announcedViews: [...context.announcedViews, view] });
      enqueue.emit({ type: "loaded", view });
    }),
  },
});

/** The home page's objection form is idle: the total-debt link may leave it (not mid-send). */
export const CAN_OPEN_TOTAL_DEBT = and([
  stateIn("#debtNotice.page.home.ready"),
  stateIn("#debtNotice.objection.editing"),
]);

/** A route to the home page of the same debtor. */
export function homeRouteOf(context: DebtNoticeContext): Route {
  return { view: "home", reference: context.route.reference };
}

export function markStateInput(context: DebtNoticeContext, flag: MarkStateInput["flag"]): MarkStateInput {
  return { reference: context.route.reference ?? "", sessionId: context.details?.sessionId ?? "", flag };
}
