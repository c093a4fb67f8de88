import { DEFAULT_LANGUAGE } from "../domain/languages";
import { NO_REASON } from "../domain/objection-reason";
import { machineSetup } from "./setup";
import { languageRegion } from "./states/language";
import { objectionRegion } from "./states/objection";
import { pageRegion } from "./states/page";
import { qrShareRegion } from "./states/qr-share";
import { initialReminder, reminderRegion } from "./states/reminder";
import { trackingRegion } from "./states/tracking";
import { localDatePlusDays } from "../domain/reminder-ics";
import type { DebtNoticeContext, DebtNoticeInput } from "./debt-notice.types";

/**
 * The debt notice's whole behaviour (README: architecture). Parallel regions:
 * - `language`: the debtor's preferred language, loaded beside the details; a choice shown once
 *   its texts are here, and saved;
 * - `page`: the route's page (home, total debt, not found);
 * - `objection`: the form's comment, attachment and sending, which outlive a page change;
 * - `tracking`: pay, calendar and total-debt clicks recorded on the gateway;
 * - `reminder`: the day chosen for "Remind me to pay" and the calendar file's download;
 * - `qrShare`: the QR code's image handed to a banking app through the share sheet.
 * Side effects are named in setup.ts and provided from outside (session/provide-environment.ts).
 */
export const debtNoticeMachine = machineSetup.createMachine({
  id: "debtNotice",
  type: "parallel",
  context: ({ input }) => contextOf(input, input.today ?? localDatePlusDays(new Date(), 0)),
  invoke: [{ src: "ownObjectUrls" }, { src: "watchRoute" }, { src: "watchConnection" }],
  on: {
    "connection.change": { actions: { type: "assignOnline", params: ({ event }) => ({ online: event.online }) } },
    "host.settingsChange": { actions: "assignHostSettings" },
  },
  states: {
    language: languageRegion,
    page: pageRegion,
    objection: objectionRegion,
    tracking: trackingRegion,
    reminder: reminderRegion,
    qrShare: qrShareRegion,
  },
});

/** The context as the page opens: the host's input, and the debtor's calendar day. */
function contextOf(input: DebtNoticeInput, today: string): DebtNoticeContext {
  return {
    route: input.route,
    noticeLink: input.noticeLink ?? null,
    paymentOrigins: input.paymentOrigins ?? null,
    mobile: input.mobile,
    usesCaptcha: input.usesCaptcha ?? false,
    objectionKeySent: input.objectionKeySent ?? true,
    payRequested: input.payRequested,
    language: {
      settled: DEFAULT_LANGUAGE,
      preferred: null,
      chosen: null,
      waiting: null,
      chosenSent: false,
      failed: null,
      catalogs: input.catalogs ?? [DEFAULT_LANGUAGE],
    },
    details: null,
    unrecordedClick: null,
    today,
    infoWasProvided: false,
    clickedOnPay: false,
    comment: input.draftComment ?? "",
    reason: input.draftReason ?? NO_REASON,
    attachment: null,
    attachmentError: null,
    failure: null,
    loadFailure: null,
    pendingSend: input.pendingSend ?? null,
    submitAttempted: false,
    online: input.online ?? true,
    captchaToken: null,
    announcedViews: [],
    sentRecord: input.sentRecord ?? null,
    reminder: initialReminder(today),
    upload: { samples: [] },
    canShareFiles: input.canShareFiles ?? false,
    touchScreen: input.touchScreen ?? false,
  };
}

export type DebtNoticeMachine = typeof debtNoticeMachine;
