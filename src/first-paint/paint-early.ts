import type { Messages } from "@lingui/core";
import { messages as slovak } from "../../locales/sk/messages";
import { earlyCatalogFile, fetchCatalogEarly } from "../early-start/early-catalogs";
import { DEFAULT_LANGUAGE, type WireLanguage } from "../domain/languages";
import { configIn, type DebtNoticeConfig } from "../domain/provider-config";
import { originsOf, paymentPageUrl } from "../domain/safe-url";
import { parseDetailsResponse, parsePreferredLanguage } from "../gateway/validate";
import { isMessages } from "../i18n/is-messages";
import { greetingOf } from "../machine/greeting";
import { resolveConfig } from "../session/resolve-config";
import { greetingCss } from "../ui/styles/compose";
import { constructedSheet } from "../ui/stylesheet";
import { whenAppMissing } from "./app-arrival";
import { showAppMissing } from "./app-missing";
import { greetingElement } from "./paint-greeting";
import { clickableAncestor } from "../element/clickable-ancestor";
import { windowOf } from "../element/document-reads";
import { claimedByApp, standFirstPaint, standingPaint } from "./standing";

export interface EarlyAnswers {
  details: Promise<unknown>;
  preferredLanguage: Promise<unknown>;
  /**
   * Pay before the app is there: the page's `?pay` address (docs/requirements.md: Pages and
   * routes), or null for the payment page itself (memory routing: the app records the press).
   */
  payHref: string | null;
}

const quiet = { invalid: () => undefined, warning: () => undefined };

/**
 * The greeting in `element`, painted from the start-up's own answers while the app's script is
 * still on its way (README: Start-up order): what the app would show first, in the language it
 * would show. Nothing when the app got there first, or when the app would show anything else (a
 * thank-you page, an unreadable answer): the app then paints as before. `widgetArrival`: the
 * widget's script as this page's preload script loads it, after the paint.
 */
export async function paintFromEarlyAnswers(
  element: Element,
  answers: EarlyAnswers,
  widgetArrival?: Promise<"ran" | "failed">,
): Promise<void> {
  try {
    const [detailsJson, preferredJson] = await Promise.all([
      answers.details,
      answers.preferredLanguage.catch(() => null),
    ]);
    if (claimedByApp(element) || standingPaint(element)) return;
    const details = parseDetailsResponse(detailsJson);
    if (details.infoWasProvided || details.clickedOnPay) return;
    const { language, messages } = await catalogFor(readPreference(preferredJson));
    if (claimedByApp(element) || standingPaint(element) || !element.isConnected || hasSiblings(element)) return;
    // Inside a link or a button, the app stays empty (define-element.ts): so does its first paint.
    if (clickableAncestor(element) !== null) return;
    const config = configIn(resolveConfig(configOf(element), quiet), language);
    const payUrl = paymentPageUrl(details.paymeUrl, originsOf(config.paymentOrigins));
    const container = greetingElement(element.ownerDocument, {
      greeting: greetingOf(details),
      language,
      messages,
      config,
      payHref: payUrl === null ? null : (answers.payHref ?? payUrl),
    });
    if (!container) return;
    const shadow = element.shadowRoot ?? element.attachShadow({ mode: "open" });
    const sheet = adoptedSheet(shadow);
    shadow.append(container);
    const paint = { container, sheet, payGoesDirect: payUrl !== null && answers.payHref === null };
    standFirstPaint(element, paint);
    const view = windowOf(element.ownerDocument);
    if (view)
      whenAppMissing(
        element,
        paint,
        view,
        () => showAppMissing(container, { messages, payUrl, reload: () => view.location.reload() }),
        widgetArrival,
      );
  } catch {
    // An answer the app will not show as a greeting either: the app decides what the debtor sees.
  }
}

function readPreference(json: unknown): WireLanguage {
  try {
    return parsePreferredLanguage(json) ?? DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** The language's catalog as the app will have it; Slovak (in this script) when it cannot be had, as in the app. */
async function catalogFor(language: WireLanguage): Promise<{ language: WireLanguage; messages: Messages }> {
  if (language !== DEFAULT_LANGUAGE) {
    const fetched = await (earlyCatalogFile(language) ?? fetchCatalogEarly(language))?.catch(() => undefined);
    if (isMessages(fetched)) return { language, messages: fetched };
  }
  return { language: DEFAULT_LANGUAGE, messages: slovak };
}

/** The config as the element will adopt it: set by script before the element was defined (never from markup). */
function configOf(element: Element): DebtNoticeConfig | undefined {
  return Object.hasOwn(element, "config") ? (element as { config?: DebtNoticeConfig }).config : undefined;
}

/** The greeting's own sheet (not the app's, which it drops at the takeover). */
function adoptedSheet(shadow: ShadowRoot): CSSStyleSheet | null {
  const sheet = constructedSheet(shadow, greetingCss);
  if (sheet) shadow.adoptedStyleSheets = [...shadow.adoptedStyleSheets, sheet];
  return sheet;
}

/** Another element of the same name now (path routing: the app then leaves both empty). */
function hasSiblings(element: Element): boolean {
  return Document.prototype.getElementsByTagName.call(element.ownerDocument, element.localName).length > 1;
}
