import type { DraftStore } from "../browser/drafts";
import type { NoticeLinkBase } from "../domain/notice-link";
import { parseQuery, parseRoute } from "../domain/routes";
import { originsOf } from "../domain/safe-url";
import type { DebtNoticeInput } from "../machine/debt-notice.types";
import type { ResolvedOptions } from "./options";

/** The only place that reads the host's URL, and only in path routing. */
export function sessionInput(
  options: ResolvedOptions,
  drafts: DraftStore,
  location: (Pick<Location, "pathname" | "search"> & Partial<Pick<Location, "origin">>) | null,
  online = true,
): DebtNoticeInput {
  if (options.routing === "path" && location) {
    const route = parseRoute(location.pathname, options.basePath);
    const query = parseQuery(location.search);
    const noticeLink: NoticeLinkBase = location.origin ? { origin: location.origin, basePath: options.basePath } : null;
    return {
      route,
      noticeLink,
      paymentOrigins: originsOf(options.config.paymentOrigins),
      mobile: query.mobile,
      payRequested: query.pay,
      draftComment: route.reference ? drafts.load(route.reference) : "",
      draftReason: route.reference ? drafts.loadReason(route.reference) : undefined,
      pendingSend: route.reference ? drafts.loadPendingSend(route.reference) : null,
      sentRecord: route.reference ? drafts.loadRecord(route.reference) : null,
      online,
    };
  }
  return {
    route: options.reference ? { view: "home", reference: options.reference } : { view: "notFound", reference: null },
    noticeLink: options.config.noticeUrlTemplate ? { template: options.config.noticeUrlTemplate } : null,
    paymentOrigins: originsOf(options.config.paymentOrigins),
    mobile: options.mobile,
    payRequested: false,
    draftComment: options.reference ? drafts.load(options.reference) : "",
    draftReason: options.reference ? drafts.loadReason(options.reference) : undefined,
    pendingSend: options.reference ? drafts.loadPendingSend(options.reference) : null,
    sentRecord: options.reference ? drafts.loadRecord(options.reference) : null,
    online,
  };
}

/**
 * Options that define a debtor session: when one changes, the widget starts afresh. The payment
 * origins are among them: the session vets the payment link with them, and a host that sets its
 * config after mounting (a JSON child parsed later, `element.config =` in a later script) must
 * not be left with a session that follows any https link the gateway answers.
 */
export function sessionKey(options: ResolvedOptions): string {
  return JSON.stringify([
    options.config.paymentOrigins,
    options.reference,
    options.routing,
    options.basePath,
    options.apiBase,
    options.captchaSiteKey,
    options.captchaSrc,
    options.requestTimeout,
    options.mobile,
  ]);
}
