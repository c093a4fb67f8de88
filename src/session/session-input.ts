import type { DraftStore } from "../browser/drafts";
import type { NoticeLinkBase } from "../domain/notice-link";
import { parseQuery, parseRoute, type Route } from "../domain/routes";
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
  const route = routeOf(options, location);
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

type RouteOptions = Pick<ResolvedOptions, "routing" | "basePath" | "reference" | "mobile">;

/** The debtor and view the options name: the page's address in path routing, else the reference. */
export function routeOf(options: RouteOptions, location: HostLocation | null): Route {
  if (options.routing === "path" && location) return parseRoute(location.pathname, options.basePath);
  return options.reference ? { view: "home", reference: options.reference } : { view: "notFound", reference: null };
}

/** `m=1` in the address in path routing, the `mobile` option otherwise: getDetails' `mobile`. */
export function mobileOf(options: RouteOptions, location: HostLocation | null): boolean {
  return options.routing === "path" && location ? parseQuery(location.search).mobile : options.mobile;
}

/** What the options give a session beyond its route: a running session takes a change of these. */
export function hostSettings(options: ResolvedOptions, location: HostLocation | null): HostSettings {
  const paymentOrigins = originsOf(options.config.paymentOrigins);
  // The same test as getCaptchaToken's: with a key, every send loads and runs reCAPTCHA.
  const usesCaptcha = options.captchaSiteKey !== null;
  const objectionKeySent = sendsObjectionKey(options.apiBase, location?.origin, options.crossOriginObjectionKey);
  if (options.routing === "path" && location) {
    const noticeLink: NoticeLinkBase = location.origin ? { origin: location.origin, basePath: options.basePath } : null;
    return { noticeLink, paymentOrigins, mobile: mobileOf(options, location), usesCaptcha, objectionKeySent };
  }
  const noticeLink: NoticeLinkBase = options.config.noticeUrlTemplate
    ? { template: options.config.noticeUrlTemplate }
    : null;
  return { noticeLink, paymentOrigins, mobile: mobileOf(options, location), usesCaptcha, objectionKeySent };
}
