import { fetchCatalogEarly, fetchCatalogsEarly } from "./early-catalogs";
import { optionsFromAttributes } from "../element/attributes";
import { ATTRIBUTE_OPTIONS, resolveTable } from "../session/attribute-options";
import { mobileOf, routeOf } from "../session/session-input";
import { readBodies } from "../gateway/request";
import { parseQuery, routePath } from "../domain/routes";
import type { EarlyAnswers } from "../first-paint/paint-early";
import { sendEarly } from "./early-calls";
import { parsePreferredLanguage } from "../gateway/validate";

/** What the preload script does with the early answers: the greeting's first paint. */
export type PaintEarly = (element: Element, answers: EarlyAnswers) => void;

/**
 * What follows the calls: the preload script paints the greeting from their answers; the starter
 * (starter.ts) keeps a copy of them for the preload script further down the page; the widget's
 * own early start does neither (undefined).
 */
export type AfterTheCalls = PaintEarly | "keep the answers";

/**
 * Sends the two start-up calls of the page's <debt-notice> now, reading its attributes as the
 * element will, for the widget to adopt (debt-notice.preload.js), and hands their answers to
 * `then` where the page can have a first paint. Returns whether it sent them (or found them sent).
 */
export function sendStartupCallsEarly(
  document: Document,
  location: Pick<Location, "pathname" | "search">,
  then?: AfterTheCalls,
): boolean {
  // Already defined: the widget's script ran first and has sent its own calls.
  if (typeof customElements === "undefined" || customElements.get("debt-notice")) return false;
  // A frame without an address of its own (srcdoc) is markup's: its widget stays empty (define-element.ts).
  if (globalThis.location?.protocol === "about:") return false;
  try {
    // Through the prototype: markup such as <img name="querySelector"> shadows document's own.
    const elements = Document.prototype.querySelectorAll.call(document, "debt-notice");
    // Two widgets: which of them shows, if any, is the element's to decide (define-element.ts);
    // a greeting painted here for the first could be markup injected before the real one.
    const element = elements[0];
    if (!element || elements.length > 1) return false;
    // The attributes' options alone: the config's checks (a third of this script) are the widget's.
    const options = resolveTable(
      ATTRIBUTE_OPTIONS,
      optionsFromAttributes(element, () => undefined),
      () => undefined,
    );
    return sendStartupCalls(element, options, location, then);
  } catch {
    // Invalid attributes, or a page whose markup broke the DOM's lookups: the widget itself will
    // find out; nothing is sent early, and nothing here may stop the widget's script.
    return false;
  }
}

type StartOptions = ReturnType<typeof resolveTable<typeof ATTRIBUTE_OPTIONS>>;

/**
 * Sends the two start-up calls of a session (and fetches the catalogs not in the bundle) exactly
 * as the session will ask for them: same options, same reading of the address.
 */
function sendStartupCalls(
  element: Element,
  options: StartOptions,
  location: Pick<Location, "pathname" | "search">,
  then: AfterTheCalls | undefined,
): boolean {
  const route = routeOf(options, location);
  const mobile = mobileOf(options, location);
  const { apiBase } = options;
  if (route.view !== "home" || !route.reference || apiBase === null) return false;
  // The greeting before the app's script is there; not on the `?pay` address itself (path
  // routing), which goes straight to the payment page.
  const readsTheAddress = options.routing === "path";
  const paintable = !(readsTheAddress && parseQuery(location.search).pay);
  const painting = paintable && typeof then === "function" ? then : null;
  const readAnswer = paintable && then !== undefined;
  const preferredLanguage = sendEarly(
    apiBase,
    "getPreferredLanguage",
    readBodies.getPreferredLanguage(route.reference),
    { readAnswer },
  );
  const details = sendEarly(apiBase, "getDetails", readBodies.getDetails({ reference: route.reference, mobile }), {
    readAnswer,
  });
  // The starter leaves the catalogs to the preload script, which asks for them in turn.
  if (then === "keep the answers") return true;
  if (!painting || !details || !preferredLanguage) {
    fetchCatalogsEarly();
    return true;
  }
  fetchCatalogsInTurn(preferredLanguage, details);
  // Path routing: the page's own `?pay` address, which records the click. Memory routing reads
  // no address: the payment page itself, and the app records the click when it takes over.
  const payHref = readsTheAddress
    ? `${routePath(options.basePath, { view: "home", reference: route.reference })}?${mobile ? "m=1&" : ""}pay`
    : null;
  painting(element, { details, preferredLanguage, payHref });
  return true;
}

/**
 * The catalogs of a page that paints the greeting early, in the order it needs them: on a phone's
 * network every byte in flight beside getDetails delays the greeting (issue 30's profile: both
 * catalogs fetched with the calls held a Slovak greeting back by ~0.5 s on slow 4G). The debtor's
 * own language as soon as it is known, the others once the details are in; none of those once the
 * widget's script has defined the element (its session fetches what it lacks itself).
 */
function fetchCatalogsInTurn(preferredLanguage: Promise<unknown>, details: Promise<unknown>): void {
  const own = preferredLanguage.then(
    (json) => {
      const language = parsePreferredLanguage(json);
      return language === null ? undefined : fetchCatalogEarly(language);
    },
    () => undefined,
  );
  const rest = () => fetchCatalogsEarly();
  Promise.allSettled([details, own]).then(rest, rest);
}
