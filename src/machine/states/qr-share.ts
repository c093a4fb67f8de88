import { assertEvent } from "xstate";
import { machineSetup } from "../setup";

const share = { "qr.share": { guard: "canShareFiles", target: "sharing" } } as const;

/**
 * The QR code's image: saved as a file at any time, and "Share to your banking app" on a phone: the QR code's PNG goes to the share sheet. One sheet
 * at a time (a second press while it is open is ignored); closing it without choosing an app
 * is no failure. After a real failure the debtor is told that saving the image still works.
 */
export const qrShareRegion = machineSetup.createStateConfig({
  initial: "idle",
  // Saving the image is no share: it works whatever the share sheet is doing.
  on: { "qr.save": { actions: { type: "saveQrImage", params: ({ event }) => ({ image: event.image }) } } },
  states: {
    idle: { on: share },
    sharing: {
      invoke: {
        src: "shareQrImage",
        input: ({ event }) => {
          assertEvent(event, "qr.share");
          return event.share;
        },
        onDone: "idle",
        onError: [{ guard: "isShareDismissed", target: "idle" }, { target: "failed" }],
      },
    },
    failed: { on: share },
  },
});
