import type { DraftStore } from "../browser/drafts";
import type { NoticeLinkBase } from "../domain/notice-link";
import { parseQuery, parseRoute } from "../domain/routes";
import { originsOf } from "../domain/safe-url";
import { sendsObjectionKey } from "../gateway/request";
import type { DebtNoticeInput, HostSettings } from "../machine/debt-notice.types";
import type { ResolvedOptions } from "./options";

type HostLocation = Pick<Location, "pathname" | "search"> & Partial<Pick<Location, "origin">>;

/** The only place that reads the host's URL, and only in path routing. */
export function sessionInput(
  options: ResolvedOptions,
  drafts: DraftStore,
  location: HostLocation | null,
  online = true,
): DebtNoticeInput {
  const route =
    options.routing === "path" && location
      ? parseRoute(location.pathname, options.basePath)
      : options.reference
        ? ({ view: "home", reference: options.reference } as const)
        : ({ view: "notFound", reference: null } as const);
  const reference = route.reference;
  return {
    route,
    ...hostSettings(options, location),
    payRequested: options.routing === "path" && location ? parseQuery(location.search).pay : false,
    draftComment: reference ? drafts.load(reference) : "",
    draftReason: reference ? drafts.loadReason(reference) : undefined,
    pendingSend: reference ? drafts.loadPendingSend(reference) : null,
    sentRecord: reference ? drafts.loadRecord(reference) : null,
    online,
  };
}

/** What the options give a session beyond its route: a running session takes a change of these. */
export function hostSettings(options: ResolvedOptions, location: HostLocation | null): HostSettings {
  const paymentOrigins = originsOf(options.config.paymentOrigins);
  // The same test as getCaptchaToken's: with a key, every send loads and runs reCAPTCHA.
  const usesCaptcha = options.captchaSiteKey !== null;
  const objectionKeySent = sendsObjectionKey(options.apiBase, location?.origin);
  if (options.routing === "path" && location) {
    const noticeLink: NoticeLinkBase = location.origin ? { origin: location.origin, basePath: options.basePath } : null;
    return { noticeLink, paymentOrigins, mobile: parseQuery(location.search).mobile, usesCaptcha, objectionKeySent };
  }
  const noticeLink: NoticeLinkBase = options.config.noticeUrlTemplate
    ? { template: options.config.noticeUrlTemplate }
    : null;
  return { noticeLink, paymentOrigins, mobile: options.mobile, usesCaptcha, objectionKeySent };
}
