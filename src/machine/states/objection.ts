import { and, assertEvent, not } from "xstate";
import { machineSetup } from "../setup";
import { sendingObjection } from "./sending";
import { unconfirmedObjection } from "./unconfirmed";

/**
 * The debtor's objection: typing, attaching (a file is read and checked before it is
 * accepted), sending. The form is shown on the home page, but the objection is a region of its
 * own, so a send or a file check in flight survives Back/Forward and a language change; only
 * another debtor's page abandons it. The spec's required comment: an empty one is not sent.
 */
export const objectionRegion = machineSetup.createStateConfig({
  initial: "deciding",
  on: {
    // Nothing of the previous debtor may be sent for this one (the page region forgets the rest and
    // brings back what storage keeps for the new one: a send of theirs still pending is checked).
    "route.change": { guard: "isOtherDebtor", target: ".deciding" },
    // The thank-you view's "Print or save as PDF": only while there is a record of a send.
    "record.print": { guard: "hasSentRecord", actions: "printRecord" },
    // "Remove this record from this device": gone from the view and from the tab's storage.
    "record.forget": {
      guard: "hasSentRecord",
      actions: ["forgetSentRecord", { type: "persistSentRecord", params: { record: null } }],
    },
  },
  states: {
    deciding: {
      // A send in flight when the page was reloaded or closed: find out first whether it arrived.
      always: [{ guard: "hasPendingSend", target: "unconfirmed" }, { target: "editing" }],
    },
    editing: {
      on: {
        "objection.check": { guard: "hasPendingSend", target: "unconfirmed" },
        // The form is shown once the details are in: nothing earlier is taken (or sent without a session).
        "comment.change": { guard: "hasDetails", actions: "keepComment" },
        "reason.change": { guard: "hasDetails", actions: "keepReason" },
        "attachment.select": { guard: "hasDetails", target: "readingAttachment" },
        "attachment.remove": { guard: "hasAttachment", actions: "dropAttachment" },
        "comment.submit": [
          { guard: and(["hasDetails", "hasComment", not("isPaidOnInFuture")]), target: "sending" },
          { guard: "hasDetails", actions: "markSubmitAttempted" },
        ],
      },
    },
    readingAttachment: {
      on: {
        "comment.change": { actions: "keepComment" },
        "reason.change": { actions: "keepReason" },
        // The debtor's later intent wins over the check in flight: stop it, its answer is dropped.
        "attachment.remove": { target: "editing", actions: "dropAttachment" },
        "attachment.select": { target: "readingAttachment", reenter: true },
      },
      invoke: {
        src: "readAttachment",
        input: ({ event }) => {
          assertEvent(event, "attachment.select");
          return { file: event.file };
        },
        onDone: {
          target: "editing",
          actions: [{ type: "replaceAttachment", params: ({ event }) => ({ attachment: event.output }) }],
        },
        onError: {
          target: "editing",
          actions: [
            "assignAttachmentError",
            { type: "notify", params: ({ context }) => ({ code: context.attachmentError ?? "readFailed" }) },
          ],
        },
      },
    },
    sending: sendingObjection,
    unconfirmed: unconfirmedObjection,
  },
});
