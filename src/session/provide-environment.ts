import { fromCallback, fromPromise } from "xstate";
import { readAttachment } from "../browser/attachment-reader";
import type { ConnectionWatcher } from "../browser/connection";
import type { DraftStore } from "../browser/drafts";
import type { IdleScheduler } from "../browser/write-behind";
import type { RouteHistory } from "../browser/history";
import type { ObjectUrls } from "../browser/object-urls";

import { QR_FILE_NAME } from "../domain/pay-by-square";
import { buildReminderIcs, REMINDER_FILE_NAME } from "../domain/reminder-ics";
import { safeExternalUrl } from "../domain/safe-url";
import type { Gateway } from "../gateway/client";
import type { CatalogSource } from "./catalogs";
import { debtNoticeMachine } from "../machine/debt-notice.machine";
import type { InputOf, OutputOf } from "../machine/promise-actors";
import { sameAccount } from "../machine/bank-transfer.selectors";
import type { PayeeConfig } from "../domain/provider-config";
import type { LogUnusableAnswer } from "../machine/provided-actions";

export interface DebtNoticeEnvironment {
  gateway: Gateway;
  /** Resolves a fresh single-use token (or null when no captcha is configured). */
  getCaptchaToken: () => Promise<string | null>;
  history: RouteHistory;
  connection: ConnectionWatcher;
  drafts: DraftStore;
  /**
   * The page's idle moments and its being left: a keystroke's text is told to the machine then.
   * Optional in this exported type, so an environment written before it still fits (default: the browser's).
   */
  idle?: IdleScheduler;
  /** Leaves the page for the payment site (the `pay` query parameter flow). */
  navigate: (url: string) => void;
  /** The session's `blob:` URLs: created for previews, all revoked when the session stops. */
  objectUrls: ObjectUrls;
  /** The browser's print dialog (the thank-you view's record: print or save as PDF). */
  print: () => void;
  /** Failures are logged by call and code only: never the reference or the comment. */
  log: (message: string) => void;
  /** Hands a file the page made (the reminder's calendar event) to the browser's download. */
  saveFile: (file: Blob, fileName: string) => void;
  /** A fresh unique id (the calendar event's UID). */
  uniqueId: () => string;
  /** The languages' texts beyond the default language's (fetched files). */
  catalogs: CatalogSource;
  /**
   * The account the host's config names (`config.payee`), as the page uses it now. Optional in
   * this exported type (default: none, and nothing is compared).
   */
  hostPayee?: () => PayeeConfig | null;
  /** Whether the browser's share sheet takes a PNG file (Web Share with files). */
  canShareFiles: () => boolean;
  /** A touch screen as its main pointer (a phone or a tablet), whatever the link says; default false. */
  isTouchScreen?: () => boolean;
  /** Opens the share sheet (navigator.share); rejects with an AbortError when the debtor closes it. */
  shareFiles: (data: { files: File[]; title: string; text: string }) => Promise<void>;
}

/** Binds every named actor and side-effect action of the machine to the real world. */
export function provideEnvironment(env: DebtNoticeEnvironment) {
  /** What storage keeps for the debtor of a route (route.change hands it to the machine). */
  const storedDraftOf = (reference: string | null) =>
    reference
      ? {
          draft: {
            comment: env.drafts.load(reference),
            reason: env.drafts.loadReason(reference),
            pendingSend: env.drafts.loadPendingSend(reference),
            sentRecord: env.drafts.loadRecord(reference),
          },
        }
      : {};
  return debtNoticeMachine.provide({
    actors: {
      fetchDetails: fromPromise<OutputOf<"fetchDetails">, InputOf<"fetchDetails">>(({ input, signal }) =>
        env.gateway.getDetails(input.mobile === undefined ? { reference: input.reference } : input, signal),
      ),
      loadLanguage: fromPromise<OutputOf<"loadLanguage">, InputOf<"loadLanguage">>(({ input, signal }) =>
        env.gateway.getPreferredLanguage(input.reference, signal),
      ),
      saveLanguage: fromPromise<OutputOf<"saveLanguage">, InputOf<"saveLanguage">>(({ input, signal }) =>
        env.gateway.changePreferredLanguage(input.reference, input.language, signal),
      ),
      loadCatalog: fromPromise<OutputOf<"loadCatalog">, InputOf<"loadCatalog">>(async ({ input }) => {
        // Not aborted with the actor: the file is shared by every widget on the page.
        await env.catalogs.load(input.language);
        return input.language;
      }),
      markState: fromPromise<OutputOf<"markState">, InputOf<"markState">>(({ input, signal }) =>
        env.gateway.updateState(input, signal),
      ),
      getCaptchaToken: fromPromise<OutputOf<"getCaptchaToken">, InputOf<"getCaptchaToken">>(() =>
        env.getCaptchaToken(),
      ),
      uploadComment: fromPromise<OutputOf<"uploadComment">, InputOf<"uploadComment">>(({ input, signal }) =>
        env.gateway.uploadComment(input.body, signal, (sent, total) =>
          input.reportProgress({ sent, total, at: Date.now() }),
        ),
      ),
      readAttachment: fromPromise<OutputOf<"readAttachment">, InputOf<"readAttachment">>(({ input, signal }) =>
        readAttachment(input.file, signal, (blob) => env.objectUrls.create(blob)),
      ),
      shareQrImage: fromPromise<OutputOf<"shareQrImage">, InputOf<"shareQrImage">>(({ input }) =>
        env.shareFiles({ files: [input.file], title: input.title, text: input.text }),
      ),
      // Stopped with the session (XState runs no exit actions then): whatever preview is left goes.
      ownObjectUrls: fromCallback(() => () => env.objectUrls.revokeAll()),
      watchRoute: fromCallback(({ sendBack }) =>
        env.history.listen(
          (route) => sendBack({ type: "route.change", route, ...storedDraftOf(route.reference) }),
          () => sendBack({ type: "page.restored" }),
        ),
      ),
      watchConnection: fromCallback(({ sendBack }) =>
        env.connection.listen((online) => sendBack({ type: "connection.change", online })),
      ),
    },
    actions: {
      pushRoute: (_, params) => env.history.push(params.route),
      redirectToPayment: (_, params) => {
        const url = safeExternalUrl(params.url);
        if (url) env.navigate(url);
      },
      revokeAttachmentUrl: (_, params) => {
        if (params.url) env.objectUrls.revoke(params.url);
      },
      persistDraft: ({ context }, params) => {
        if (!context.route.reference) return;
        env.drafts.save(context.route.reference, params.comment);
        env.drafts.saveReason(context.route.reference, params.reason);
      },
      persistSentRecord: ({ context }, params) => {
        if (context.route.reference) env.drafts.saveRecord(context.route.reference, params.record);
      },
      persistPendingSend: ({ context }, params) => {
        if (context.route.reference) env.drafts.savePendingSend(context.route.reference, params.pending);
      },
      forgetPayParameter: () => env.history.forgetPayParameter(),
      clearDraft: ({ context }) => {
        if (context.route.reference) env.drafts.clear(context.route.reference);
      },
      printRecord: () => env.print(),
      logFailure: (_, { call, code, field }) =>
        env.log(
          field
            ? `debt-notice: ${call} failed (${code}): its "${field}" is in no form openapi.yaml lists (debt-notice-check-gateway names the problem).`
            : `debt-notice: ${call} failed (${code})`,
        ),
      logUnusableAnswer: (_, params) => env.log(unusableAnswerLine(params)),
      logGatewayPayee: (_, { payee }) => {
        const host = env.hostPayee?.() ?? null;
        if (payee === "unusable")
          env.log(
            "debt-notice: getDetails answered an unusable payee (openapi.yaml: Payee): no bank-transfer details are offered.",
          );
        else if (host && !sameAccount(payee, host))
          env.log(
            "debt-notice: getDetails names another payee account than config.payee: no bank-transfer details are offered; check both (docs/security.md).",
          );
      },
      saveQrImage: (_, params) => env.saveFile(params.image, QR_FILE_NAME),
      saveReminder: (_, params) => {
        const ics = buildReminderIcs({ ...params, uid: `${env.uniqueId()}@debt-notice`, stamp: new Date() });
        env.saveFile(new Blob([ics], { type: "text/calendar;charset=utf-8" }), REMINDER_FILE_NAME);
      },
    },
  });
}

/** What the host is told of an answer's field the page cannot use, and what the debtor sees instead. */
function unusableAnswerLine({ call, field, against }: LogUnusableAnswer["params"]): string {
  if (against === "paymentOrigins")
    return `debt-notice: ${call} answered a ${field} on an origin that config.paymentOrigins does not list; the page offers no online payment and asks the debtor to contact you.`;
  if (against)
    return `debt-notice: ${call} answered an ${field} that its ${against} does not show as the debt of its period; the page says it cannot show the amount (debt-notice-check-gateway names the problem).`;
  const instead =
    field === "actualDebt"
      ? "the page says it cannot show the amount"
      : field === "paymeUrl"
        ? "the page offers no online payment and asks the debtor to contact you"
        : "the page offers no bank-transfer details (the Pay link stays)";
  return `debt-notice: ${call} answered ${field === "actualDebt" ? "an" : "a"} ${field} that is not in a form openapi.yaml lists; ${instead} (debt-notice-check-gateway names the problem).`;
}
