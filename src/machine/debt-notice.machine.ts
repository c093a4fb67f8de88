import { and, assign, emit, fromCallback, fromPromise, setup, stateIn } from "xstate";
import type { AnyEventObject } from "xstate";
import { attachmentErrorOf } from "../domain/attachment";
import { offersInstalments } from "../domain/instalments";
import type { Route } from "../domain/routes";
import { safeExternalUrl } from "../domain/safe-url";
import type {
  Attachment,
  DebtDetails,
  DebtNoticeContext,
  DebtNoticeEmitted,
  DebtNoticeEvent,
  DebtNoticeInput,
  FetchDetailsInput,
  MarkStateInput,
  NoticeCode,
  UploadCommentBody,
  WireLanguage,
} from "./debt-notice.types";
import { uploadBodyOf } from "./upload-body";

function notProvided(name: string): () => Promise<never> {
  return async () => {
    throw new Error(`The "${name}" actor must be provided (see machine/debt-notice.actors.ts).`);
  };
}

/** Actors reject with `{ code }`; anything else is an unexpected failure. */
export function errorCodeOf(error: unknown, fallback = "unknown"): string {
  if (typeof error === "object" && error !== null && "code" in error && typeof error.code === "string") {
    return error.code;
  }
  return fallback;
}

function homeRoute(context: DebtNoticeContext): Route {
  return { view: "home", reference: context.route.reference };
}

function markStateInput(context: DebtNoticeContext, flag: MarkStateInput["flag"]): MarkStateInput {
  return { reference: context.route.reference ?? "", sessionId: context.details?.sessionId ?? "", flag };
}

const machineSetup = setup({
  types: {} as {
    context: DebtNoticeContext;
    events: DebtNoticeEvent;
    input: DebtNoticeInput;
    emitted: DebtNoticeEmitted;
  },
  actors: {
    fetchDetails: fromPromise<DebtDetails, FetchDetailsInput>(notProvided("fetchDetails")),
    loadLanguage: fromPromise<WireLanguage | null, { reference: string }>(notProvided("loadLanguage")),
    saveLanguage: fromPromise<void, { reference: string; language: WireLanguage }>(notProvided("saveLanguage")),
    markState: fromPromise<void, MarkStateInput>(notProvided("markState")),
    getCaptchaToken: fromPromise<string | null>(notProvided("getCaptchaToken")),
    uploadComment: fromPromise<void, UploadCommentBody>(notProvided("uploadComment")),
    readAttachment: fromPromise<Attachment, { file: File }>(notProvided("readAttachment")),
    /** Owns the session's object URLs: stopping it (the session ends) revokes what is left. */
    ownObjectUrls: fromCallback<AnyEventObject>(() => undefined),
    /** Path routing listens to Back/Forward here; memory routing keeps this no-op. */
    watchRoute: fromCallback<AnyEventObject>(() => undefined),
    /** Sends `connection.change` when the browser goes offline or back online. */
    watchConnection: fromCallback<AnyEventObject>(() => undefined),
  },
  actions: {
    // Side effects the host environment provides (debt-notice.actors.ts); no-ops by default.
    pushRoute: (_, _params: { route: Route }) => undefined,
    redirectToPayment: (_, _params: { url: string | null }) => undefined,
    revokeAttachmentUrl: (_, _params: { url: string }) => undefined,
    persistDraft: (_, _params: { comment: string }) => undefined,
    clearDraft: () => undefined,
    forgetPayParameter: () => undefined,
    logFailure: (_, _params: { call: string; code: string }) => undefined,

    assignRoute: assign(({ context }, params: { route: Route }) => {
      const sameDebtor = params.route.reference === context.route.reference;
      return sameDebtor ? { route: params.route } : { route: params.route, details: null };
    }),
    assignDetails: assign((_, params: { details: DebtDetails }) => ({
      details: params.details,
      infoWasProvided: params.details.infoWasProvided,
      clickedOnPay: params.details.clickedOnPay,
      failure: null,
    })),
    clearDetails: assign({ details: null }),
    /** Another debtor's page: nothing of the previous debtor may be shown or sent for this one. */
    forgetDebtor: assign({
      details: null,
      infoWasProvided: false,
      clickedOnPay: false,
      comment: "",
      attachment: null,
      attachmentError: null,
      submitAttempted: false,
      failure: null,
    }),
    /** The `pay` query parameter is honoured once, on the page load it came with. */
    consumePayRequest: assign({ payRequested: false }),
    assignFailure: assign((_, params: { call: NonNullable<DebtNoticeContext["failure"]>["call"]; error: unknown }) => ({
      failure: { call: params.call, code: errorCodeOf(params.error) },
    })),
    clearFailure: assign({ failure: null }),
    assignLanguage: assign((_, params: { language: WireLanguage }) => ({ language: params.language })),
    assignComment: assign((_, params: { value: string }) => ({ comment: params.value })),
    replaceAttachment: assign((_, params: { attachment: Attachment }) => ({
      attachment: params.attachment,
      attachmentError: null,
    })),
    dropAttachment: assign({ attachment: null, attachmentError: null }),
    assignAttachmentError: assign((_, params: { error: unknown }) => ({
      attachmentError: attachmentErrorOf(params.error),
    })),
    markSubmitAttempted: assign({ submitAttempted: true }),
    assignOnline: assign((_, params: { online: boolean }) => ({ online: params.online })),
    clearForm: assign({ comment: "", attachment: null, attachmentError: null, submitAttempted: false }),
    markInfoProvided: assign({ infoWasProvided: true }),
    markPaid: assign({ clickedOnPay: true }),
    resetFlags: assign({ infoWasProvided: false, clickedOnPay: false }),
    notify: emit((_, params: { code: NoticeCode }) => ({ type: "notify" as const, code: params.code })),
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
    /** A network failure while the browser says it is offline: wait, don't fail. */
    isLostConnection: ({ context, event }) =>
      !context.online && errorCodeOf((event as { error?: unknown }).error) === "network",
    hasAttachment: ({ context }) => context.attachment !== null,
    offersInstalments: ({ context }) => context.details !== null && offersInstalments(context.details),
  },
});

/**
 * Tells the gateway (updateState) that the debtor used a feature, then goes back to `idle`.
 * Bookkeeping only: a failure is logged and reported, the page carries on.
 */
function markingState(flag: MarkStateInput["flag"], whenMarked?: "markPaid") {
  return machineSetup.createStateConfig({
    invoke: {
      src: "markState",
      input: ({ context }) => markStateInput(context, flag),
      onDone: { target: "idle", actions: whenMarked },
      onError: {
        target: "idle",
        actions: [
          { type: "logFailure", params: ({ event }) => ({ call: "updateState", code: errorCodeOf(event.error) }) },
          { type: "notify", params: { code: "serverError" } },
          emit({ type: "failed", call: "updateState" }),
        ],
      },
    },
  });
}

export const debtNoticeMachine = machineSetup.createMachine({
  id: "debtNotice",
  type: "parallel",
  context: ({ input }) => ({
    route: input.route,
    mobile: input.mobile,
    payRequested: input.payRequested,
    language: "en",
    details: null,
    infoWasProvided: false,
    clickedOnPay: false,
    comment: input.draftComment ?? "",
    attachment: null,
    attachmentError: null,
    failure: null,
    submitAttempted: false,
    online: input.online ?? true,
  }),
  invoke: [{ src: "ownObjectUrls" }, { src: "watchRoute" }, { src: "watchConnection" }],
  on: {
    "connection.change": { actions: { type: "assignOnline", params: ({ event }) => ({ online: event.online }) } },
  },
  states: {
    language: {
      initial: "deciding",
      on: {
        "language.change": [
          {
            guard: "hasReference",
            target: ".saving",
            reenter: true,
            actions: [
              { type: "assignLanguage", params: ({ event }) => ({ language: event.language }) },
              emit(({ event }) => ({ type: "languageChanged" as const, language: event.language })),
            ],
          },
          {
            target: ".ready",
            actions: [
              { type: "assignLanguage", params: ({ event }) => ({ language: event.language }) },
              emit(({ event }) => ({ type: "languageChanged" as const, language: event.language })),
            ],
          },
        ],
      },
      states: {
        deciding: {
          always: [
            { guard: "hasReference", target: "loading" },
            { target: "ready", actions: { type: "assignLanguage", params: { language: "sk" } } },
          ],
        },
        loading: {
          invoke: {
            src: "loadLanguage",
            input: ({ context }) => ({ reference: context.route.reference ?? "" }),
            onDone: {
              target: "ready",
              actions: { type: "assignLanguage", params: ({ event }) => ({ language: event.output ?? "sk" }) },
            },
            onError: {
              target: "ready",
              actions: [
                { type: "assignLanguage", params: { language: "sk" } },
                {
                  type: "logFailure",
                  params: ({ event }) => ({ call: "getPreferredLanguage", code: errorCodeOf(event.error) }),
                },
              ],
            },
          },
        },
        ready: {},
        saving: {
          invoke: {
            src: "saveLanguage",
            input: ({ context }) => ({ reference: context.route.reference ?? "", language: context.language }),
            onDone: { target: "ready" },
            onError: {
              target: "ready",
              actions: {
                type: "logFailure",
                params: ({ event }) => ({ call: "changePreferredLanguage", code: errorCodeOf(event.error) }),
              },
            },
          },
        },
      },
    },

    page: {
      initial: "routing",
      on: {
        "route.change": [
          {
            guard: "isOtherDebtor",
            target: ".routing",
            actions: [
              { type: "revokeAttachmentUrl", params: ({ context }) => ({ url: context.attachment?.objectUrl ?? "" }) },
              "forgetDebtor",
              { type: "assignRoute", params: ({ event }) => ({ route: event.route }) },
            ],
          },
          {
            guard: "isOtherView",
            target: ".routing",
            actions: { type: "assignRoute", params: ({ event }) => ({ route: event.route }) },
          },
        ],
      },
      states: {
        routing: {
          always: [
            { guard: "isTotalDebtRoute", target: "totalDebt" },
            { guard: "isHomeRoute", target: "home" },
            { target: "notFound" },
          ],
        },

        notFound: {
          entry: emit({ type: "loaded", view: "notFound" }),
          on: {
            // After a failed load (not an unknown link): the debtor may try again.
            "details.retry": { guard: "hasReference", target: "routing", actions: "clearFailure" },
          },
        },

        home: {
          initial: "checking",
          states: {
            checking: {
              always: [{ guard: "hasDetails", target: "ready" }, { target: "loading" }],
            },
            loading: {
              invoke: {
                src: "fetchDetails",
                input: ({ context }) => ({ reference: context.route.reference ?? "", mobile: context.mobile }),
                onDone: [
                  {
                    guard: and(["isPayRequested", ({ event }) => safeExternalUrl(event.output.paymeUrl) !== null]),
                    target: "redirectingToPay",
                    actions: { type: "assignDetails", params: ({ event }) => ({ details: event.output }) },
                  },
                  {
                    // Without a safe payment link there is nowhere to send the debtor: show the page.
                    target: "ready",
                    actions: [
                      "consumePayRequest",
                      "forgetPayParameter",
                      { type: "assignDetails", params: ({ event }) => ({ details: event.output }) },
                    ],
                  },
                ],
                onError: {
                  target: "#debtNotice.page.notFound",
                  actions: [
                    "clearDetails",
                    { type: "assignFailure", params: ({ event }) => ({ call: "getDetails", error: event.error }) },
                    {
                      type: "logFailure",
                      params: ({ event }) => ({ call: "getDetails", code: errorCodeOf(event.error) }),
                    },
                    { type: "notify", params: { code: "serverError" } },
                    emit({ type: "failed", call: "getDetails" }),
                  ],
                },
              },
            },
            redirectingToPay: {
              entry: ["consumePayRequest", "forgetPayParameter"],
              invoke: {
                src: "markState",
                input: ({ context }) => markStateInput(context, "clickedOnPay"),
                // Payment matters more than the bookkeeping: leave for the payment page either way.
                onDone: {
                  target: "leavingForPayment",
                  actions: ["markPaid", emit({ type: "pay" })],
                },
                onError: {
                  target: "leavingForPayment",
                  actions: [
                    {
                      type: "logFailure",
                      params: ({ event }) => ({ call: "updateState", code: errorCodeOf(event.error) }),
                    },
                    emit({ type: "pay" }),
                  ],
                },
              },
            },
            leavingForPayment: {
              entry: {
                type: "redirectToPayment",
                params: ({ context }) => ({ url: context.details?.paymeUrl ?? null }),
              },
              on: {
                // Back from the payment page, restored from the back/forward cache: show the page.
                "page.restored": { target: "ready" },
              },
            },
            ready: {
              initial: "editing",
              entry: emit({ type: "loaded", view: "home" }),
              on: {
                "form.fillAgain": { actions: "resetFlags" },
              },
              states: {
                editing: {
                  on: {
                    "comment.change": {
                      actions: [
                        { type: "assignComment", params: ({ event }) => ({ value: event.value }) },
                        { type: "persistDraft", params: ({ event }) => ({ comment: event.value }) },
                      ],
                    },
                    "attachment.select": { target: "readingAttachment" },
                    "attachment.remove": {
                      guard: "hasAttachment",
                      actions: [
                        {
                          type: "revokeAttachmentUrl",
                          params: ({ context }) => ({ url: context.attachment?.objectUrl ?? "" }),
                        },
                        "dropAttachment",
                      ],
                    },
                    "comment.submit": [{ guard: "hasComment", target: "sending" }, { actions: "markSubmitAttempted" }],
                    "totalDebt.open": {
                      target: "#debtNotice.page.totalDebt",
                      actions: [
                        {
                          type: "assignRoute",
                          params: ({ context }) => ({
                            route: { view: "totalDebt", reference: context.route.reference },
                          }),
                        },
                        { type: "pushRoute", params: ({ context }) => ({ route: context.route }) },
                      ],
                    },
                  },
                },
                readingAttachment: {
                  on: {
                    "comment.change": {
                      actions: [
                        { type: "assignComment", params: ({ event }) => ({ value: event.value }) },
                        { type: "persistDraft", params: ({ event }) => ({ comment: event.value }) },
                      ],
                    },
                  },
                  invoke: {
                    src: "readAttachment",
                    input: ({ event }) => ({
                      file: (event as Extract<DebtNoticeEvent, { type: "attachment.select" }>).file,
                    }),
                    onDone: {
                      target: "editing",
                      actions: [
                        {
                          type: "revokeAttachmentUrl",
                          params: ({ context }) => ({ url: context.attachment?.objectUrl ?? "" }),
                        },
                        { type: "replaceAttachment", params: ({ event }) => ({ attachment: event.output }) },
                      ],
                    },
                    onError: {
                      target: "editing",
                      actions: [
                        { type: "assignAttachmentError", params: ({ event }) => ({ error: event.error }) },
                        {
                          type: "notify",
                          params: ({ event }) => ({
                            code: attachmentErrorOf(event.error),
                          }),
                        },
                      ],
                    },
                  },
                },
                sending: {
                  initial: "checkingConnection",
                  entry: "clearFailure",
                  states: {
                    checkingConnection: {
                      always: [{ guard: "isOffline", target: "waitingForConnection" }, { target: "captcha" }],
                    },
                    waitingForConnection: {
                      on: {
                        "connection.change": {
                          target: "checkingConnection",
                          actions: { type: "assignOnline", params: ({ event }) => ({ online: event.online }) },
                        },
                      },
                    },
                    captcha: {
                      invoke: {
                        src: "getCaptchaToken",
                        onDone: { target: "uploading" },
                        onError: {
                          target: "#debtNotice.page.home.ready.editing",
                          actions: [
                            { type: "assignFailure", params: ({ event }) => ({ call: "captcha", error: event.error }) },
                            {
                              type: "logFailure",
                              params: ({ event }) => ({ call: "captcha", code: errorCodeOf(event.error) }),
                            },
                            { type: "notify", params: { code: "captchaFailed" } },
                            emit({ type: "failed", call: "captcha" }),
                          ],
                        },
                      },
                    },
                    uploading: {
                      invoke: {
                        src: "uploadComment",
                        input: ({ context, event }) =>
                          uploadBodyOf(context, (event as { output?: string | null }).output ?? null),
                        onDone: {
                          target: "#debtNotice.page.home.ready.editing",
                          actions: [
                            emit(({ context }) => ({
                              type: "commentSent" as const,
                              withAttachment: context.attachment !== null,
                            })),
                            {
                              type: "revokeAttachmentUrl",
                              params: ({ context }) => ({ url: context.attachment?.objectUrl ?? "" }),
                            },
                            "clearForm",
                            "clearDraft",
                            "markInfoProvided",
                          ],
                        },
                        onError: [
                          { guard: "isLostConnection", target: "waitingForConnection" },
                          {
                            target: "#debtNotice.page.home.ready.editing",
                            actions: [
                              {
                                type: "assignFailure",
                                params: ({ event }) => ({ call: "uploadComment", error: event.error }),
                              },
                              {
                                type: "logFailure",
                                params: ({ event }) => ({ call: "uploadComment", code: errorCodeOf(event.error) }),
                              },
                              { type: "notify", params: { code: "serverError" } },
                              emit({ type: "failed", call: "uploadComment" }),
                            ],
                          },
                        ],
                      },
                    },
                  },
                },
              },
            },
          },
        },

        totalDebt: {
          initial: "checking",
          on: {
            "totalDebt.back": {
              target: "home",
              actions: [
                { type: "assignRoute", params: ({ context }) => ({ route: homeRoute(context) }) },
                { type: "pushRoute", params: ({ context }) => ({ route: homeRoute(context) }) },
              ],
            },
          },
          states: {
            checking: {
              always: [{ guard: "hasDetails", target: "ready" }, { target: "loading" }],
            },
            loading: {
              invoke: {
                src: "fetchDetails",
                input: ({ context }) => ({ reference: context.route.reference ?? "" }),
                onDone: {
                  target: "ready",
                  actions: { type: "assignDetails", params: ({ event }) => ({ details: event.output }) },
                },
                onError: {
                  target: "#debtNotice.page.notFound",
                  actions: [
                    "clearDetails",
                    { type: "assignFailure", params: ({ event }) => ({ call: "getDetails", error: event.error }) },
                    {
                      type: "logFailure",
                      params: ({ event }) => ({ call: "getDetails", code: errorCodeOf(event.error) }),
                    },
                    { type: "notify", params: { code: "serverError" } },
                    emit({ type: "failed", call: "getDetails" }),
                  ],
                },
              },
            },
            ready: {
              entry: emit({ type: "loaded", view: "totalDebt" }),
            },
          },
        },
      },
    },

    tracking: {
      type: "parallel",
      states: {
        pay: {
          initial: "idle",
          states: {
            idle: {
              on: { "pay.click": { guard: "hasDetails", target: "marking", actions: emit({ type: "pay" }) } },
            },
            marking: markingState("clickedOnPay", "markPaid"),
          },
        },
        calendar: {
          initial: "idle",
          states: {
            idle: {
              on: { "calendar.click": { guard: "offersInstalments", target: "marking" } },
            },
            marking: markingState("clickedOnCalendar"),
          },
        },
        totalDebt: {
          initial: "idle",
          states: {
            idle: {
              // Only when the page really opens it (not while a comment is being sent or read).
              on: { "totalDebt.open": { guard: stateIn("#debtNotice.page.home.ready.editing"), target: "marking" } },
            },
            marking: markingState("clickedOnTotalDebt"),
          },
        },
      },
    },
  },
});

export type DebtNoticeMachine = typeof debtNoticeMachine;
