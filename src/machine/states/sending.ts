import { uploadBodyOf } from "../upload-body";
import { machineSetup } from "../setup";

const EDITING = "#debtNotice.objection.editing";
const UNCONFIRMED = "#debtNotice.objection.unconfirmed";

/**
 * Sending the objection: wait for a connection if there is none, get a fresh captcha token,
 * upload once, showing the bytes sent; the debtor may stop it. A failure or a stop keeps the
 * comment, the reason and the file in the form (docs/requirements.md: The objection form). When
 * the answer is lost after the body may have left, the page does not say "not sent": it finds
 * out whether it arrived (unconfirmed.ts).
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
          actions: [{ type: "reportAndKeepFailure", params: { call: "captcha", notice: "captchaFailed" } }],
        },
      },
    },
    uploading: {
      entry: ["clearUploadProgress", "markPendingSend"],
      initial: "moving",
      on: {
        // Aborts the request (the invoke stops); the form keeps the text, the reason and the file.
        // Stopped once every byte had left, it may have arrived all the same: the page finds out.
        "upload.cancel": [
          { guard: "isBodySentSoFar", target: UNCONFIRMED },
          { target: EDITING, actions: ["assignUploadStopped", "clearPendingSend"] },
        ],
      },
      // Each report re-enters the child it targets, so the stall timer starts again.
      states: {
        moving: {
          after: { uploadStalls: "stuck" },
          on: {
            "upload.progress": [
              { guard: "isBodySent", target: "bodySent", actions: "assignUploadProgress" },
              { target: "moving", reenter: true, actions: "assignUploadProgress" },
            ],
          },
        },
        stuck: {
          on: {
            "upload.progress": [
              { guard: "isBodySent", target: "bodySent", actions: "assignUploadProgress" },
              { target: "moving", actions: "assignUploadProgress" },
            ],
          },
        },
        /** Every byte has left: only the gateway's answer is awaited (the gateway client bounds that wait). */
        bodySent: {},
      },
      invoke: {
        src: "uploadComment",
        input: ({ context, self }) => ({
          body: uploadBodyOf(context),
          reportProgress: (sample) => self.send({ type: "upload.progress", sample }),
        }),
        onDone: { target: EDITING, actions: "acceptObjection" },
        onError: [
          { guard: "isLostConnectionBeforeBody", target: "waitingForConnection", actions: "clearPendingSend" },
          // The call failed all the same: logged and the host told, but no "not sent" toast.
          {
            guard: "mayHaveArrived",
            target: UNCONFIRMED,
            actions: { type: "reportFailure", params: { call: "uploadComment", notice: null } },
          },
          {
            target: EDITING,
            actions: [
              { type: "reportAndKeepFailure", params: { call: "uploadComment", notice: "serverError" } },
              "clearPendingSend",
            ],
          },
        ],
      },
    },
  },
});
