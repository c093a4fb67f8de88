import { emit } from "xstate";
import { uploadBodyOf } from "../upload-body";
import { machineSetup } from "../setup";

const EDITING = "#debtNotice.objection.editing";

/**
 * Sending the objection: wait for a connection if there is none, get a fresh captcha token,
 * upload once. A failure keeps the comment and the file in the form (CONTRACT §7).
 */
export const sendingObjection = machineSetup.createStateConfig({
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
        onDone: {
          target: "uploading",
          actions: { type: "assignCaptchaToken", params: ({ event }) => ({ token: event.output }) },
        },
        onError: {
          target: EDITING,
          actions: [
            { type: "assignFailure", params: { call: "captcha" } },
            { type: "reportFailure", params: { call: "captcha", notice: "captchaFailed" } },
          ],
        },
      },
    },
    uploading: {
      invoke: {
        src: "uploadComment",
        input: ({ context }) => uploadBodyOf(context),
        onDone: {
          target: EDITING,
          actions: [
            emit(({ context }) => ({ type: "commentSent" as const, withAttachment: context.attachment !== null })),
            "keepSentRecord",
            { type: "revokeAttachmentUrl", params: ({ context }) => ({ url: context.attachment?.objectUrl ?? "" }) },
            "clearForm",
            "clearDraft",
            "markInfoProvided",
          ],
        },
        onError: [
          { guard: "isLostConnection", target: "waitingForConnection" },
          {
            target: EDITING,
            actions: [
              { type: "assignFailure", params: { call: "uploadComment" } },
              { type: "reportFailure", params: { call: "uploadComment", notice: "serverError" } },
            ],
          },
        ],
      },
    },
  },
});
