import { assertEvent } from "xstate";
import { machineSetup } from "../setup";
import { sendingObjection } from "./sending";

const revokeCurrentAttachment = {
  type: "revokeAttachmentUrl",
  params: ({ context }: { context: { attachment: { objectUrl: string } | null } }) => ({
    url: context.attachment?.objectUrl ?? "",
  }),
} as const;

/**
 * The objection form on the home page: typing, attaching (a file is read and checked before
 * it is accepted), sending. The spec's required comment: an empty one is not sent, it warns.
 */
export const objectionForm = machineSetup.createStateConfig({
  initial: "editing",
  states: {
    editing: {
      on: {
        "comment.change": { actions: "keepComment" },
        "attachment.select": { target: "readingAttachment" },
        "attachment.remove": { guard: "hasAttachment", actions: [revokeCurrentAttachment, "dropAttachment"] },
        "comment.submit": [{ guard: "hasComment", target: "sending" }, { actions: "markSubmitAttempted" }],
        "totalDebt.open": {
          target: "#debtNotice.page.totalDebt",
          actions: [
            {
              type: "assignRoute",
              params: ({ context }) => ({ route: { view: "totalDebt", reference: context.route.reference } }),
            },
            { type: "pushRoute", params: ({ context }) => ({ route: context.route }) },
          ],
        },
      },
    },
    readingAttachment: {
      on: { "comment.change": { actions: "keepComment" } },
      invoke: {
        src: "readAttachment",
        input: ({ event }) => {
          assertEvent(event, "attachment.select");
          return { file: event.file };
        },
        onDone: {
          target: "editing",
          actions: [
            revokeCurrentAttachment,
            { type: "replaceAttachment", params: ({ event }) => ({ attachment: event.output }) },
          ],
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
  },
});
