import type { MessageDescriptor, Messages } from "@lingui/core";
import { LANGUAGES, languageOption, type WireLanguage } from "../domain/languages";
import { formatEuro } from "../domain/money";
import type { ProviderConfig } from "../domain/provider-config";
import { safeExternalUrl } from "../domain/safe-url";
import type { Greeting } from "../machine/greeting";
import { GREETING_MESSAGES } from "./greeting-messages";
import { messageParts, type MessagePart } from "./message-parts";

export interface GreetingToPaint {
  greeting: Greeting;
  language: WireLanguage;
  /** The compiled catalog of `language`. */
  messages: Messages;
  /** The host's config as shown in `language` (configIn). */
  config: ProviderConfig;
  /** Where Pay leads before the app is there (the page's own `?pay` address); null: no online payment. */
  payHref: string | null;
}

type Child = MessagePart | null | false;

/**
 * The first screen's greeting as the app renders it (Shell, FormView's hero card: the same
 * elements, classes and texts, so the app takes over without anything moving), built with the
 * DOM alone. Buttons are there for their place: they act once the app is. Null when a text
 * cannot be had from the catalog: the app then paints the greeting itself.
 */
export function greetingElement(document: Document, paint: GreetingToPaint): HTMLElement | null {
  const { greeting, messages, config } = paint;
  // Neither a period nor a specific symbol: the app words that greeting itself.
  if (!greeting.periodLabel) return null;
  const h = (tag: string, attributes: Record<string, string> = {}, ...children: Child[]): HTMLElement => {
    const element = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    for (const child of children) if (child !== null && child !== false) element.append(child);
    return element;
  };
  const svg = ([tag, attributes, ...children]: SvgShape): Element => {
    const element = document.createElementNS("http://www.w3.org/2000/svg", tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    element.append(...children.map(svg));
    return element;
  };
  let missing = false;
  const say = (descriptor: MessageDescriptor, values?: Record<string, MessagePart>): Node => {
    const parts = messageParts(messages, descriptor.id ?? "", values);
    if (!parts) missing = true;
    const fragment = document.createDocumentFragment();
    fragment.append(...(parts ?? []));
    return fragment;
  };
  const m = GREETING_MESSAGES;
  const period = greeting.periodLabel;
  const amount =
    greeting.amountCents === null ? null : formatEuro(greeting.amountCents, languageOption(paint.language).intlLocale);

  const logoUrl = safeExternalUrl(config.logoUrl);
  const markNodes: Node[] = logoUrl
    ? [h("img", { class: "dn-logo__img", src: logoUrl, alt: config.providerName ?? "", referrerpolicy: "no-referrer" })]
    : [svg(LOGO_MARK)];
  if (!logoUrl && config.providerName) markNodes.push(h("span", { class: "dn-logo__name" }, config.providerName));
  const site = config.providerName ? safeExternalUrl(config.siteUrl) : null;
  const logo = site
    ? h("a", { href: site, class: "dn-logo", target: "_blank", rel: "noopener noreferrer" }, ...markNodes)
    : h("span", { class: "dn-logo" }, ...markNodes);
  // The chooser's place (its select as wide as its longest name), empty until the app's chooser is there.
  const select = h("select", { class: "dn-lang__select", tabindex: "-1" });
  for (const option of LANGUAGES) select.append(h("option", { value: option.value }, option.nativeName));
  (select as HTMLSelectElement).value = paint.language;
  const chooserPlace = h("div", { class: "dn-lang", part: "language", "aria-hidden": "true" }, svg(FLAG_PLACE), select);
  chooserPlace.style.visibility = "hidden";

  const pay = greeting.hasNothingToPay
    ? null
    : paint.payHref === null
      ? h("p", { class: "dn-note" }, say(m.noOnlinePayment))
      : h(
          "a",
          { href: paint.payHref, class: "dn-button dn-button--primary", target: "_blank", rel: "noopener noreferrer" },
          h(
            "span",
            {},
            greeting.periodKind === "specificSymbol"
              ? say(m.payForSymbol, { specificSymbol: h("span", { class: "dn-nowrap" }, period) })
              : say(m.payForPeriod, { period: h("span", { class: "dn-nowrap" }, period) }),
          ),
          h("span", { class: "dn-visually-hidden" }, " ", say(m.opensInNewTab)),
        );
  const trustLine =
    config.showTrustPanel &&
    h(
      "p",
      { class: "dn-trust-line", part: "trust-line" },
      config.trust.domain
        ? say(m.trustDomain, { domain: h("strong", { dir: "ltr" }, config.trust.domain) })
        : say(m.trustNoDomain),
      " ",
      h("button", { type: "button", class: "dn-link-button dn-link-button--inline" }, say(m.howToCheck)),
    );
  const hero = h(
    "section",
    { class: "dn-card dn-card--hero", part: "summary" },
    h("h1", { tabindex: "-1", class: "dn-title" }, say(m.heading)),
    h(
      "div",
      { class: "dn-summary" },
      h(
        "p",
        { class: "dn-greeting" },
        greeting.name
          ? say(greeting.isMan ? m.dearMr : m.dearMs, { name: greeting.name })
          : say(greeting.isMan ? m.dearSir : m.dearMadam),
      ),
      h(
        "p",
        {},
        greeting.hasNothingToPay
          ? say(m.nothingToPay)
          : say(greeting.periodKind === "period" ? m.unpaidForPeriod : m.unpaidUnderSymbol, { periodLabel: period }),
      ),
      h(
        "dl",
        { class: "dn-amount", part: "amount" },
        h(
          "div",
          { class: "dn-amount__main" },
          h("dt", {}, say(m.amountToPay)),
          h("dd", { class: amount ? "dn-amount__value" : "dn-amount__unknown" }, amount ?? say(m.amountUnknown)),
        ),
        h(
          "div",
          {},
          h("dt", {}, say(greeting.periodKind === "period" ? m.period : m.specificSymbol)),
          h("dd", {}, period),
        ),
        greeting.icp.trim() &&
          h(
            "div",
            {},
            h(
              "dt",
              {},
              h(
                "button",
                { type: "button", class: "dn-term", "aria-expanded": "false" },
                h("abbr", {}, say(m.icp)),
                svg(TERM_ICON),
              ),
              h("span", { class: "dn-term__meaning", hidden: "" }, say(m.icpMeaning)),
            ),
            h("dd", {}, greeting.icp),
          ),
      ),
    ),
    h(
      "div",
      { class: "dn-actions dn-doors", part: "doors" },
      pay,
      !greeting.hasNothingToPay &&
        h("button", { type: "button", class: "dn-button dn-button--secondary" }, say(m.cannotPayAll)),
      h("button", { type: "button", class: "dn-button dn-button--secondary" }, say(m.disagree)),
    ),
    trustLine,
  );
  const root = h(
    "div",
    { class: "dn-root", lang: languageOption(paint.language).tag, "data-screen": "form", part: "root" },
    h("div", { class: "dn-header", part: "header" }, logo, chooserPlace),
    h(
      "div",
      { class: "dn-main", part: "main" },
      h("div", { class: "dn-view", part: "view form" }, hero, h("div", { class: "dn-later", "aria-hidden": "true" })),
    ),
    (config.providerName || config.footerText) &&
      h(
        "div",
        { class: "dn-footer", part: "footer" },
        config.providerName && h("p", {}, h("strong", {}, config.providerName)),
        config.footerText && h("p", {}, config.footerText),
      ),
  );
  return missing ? null : h("div", { class: "dn-container" }, root);
}

/** An SVG element as data (tag, attributes, children): built with createElementNS, no markup parsed. */
type SvgShape = [string, Record<string, string>, ...SvgShape[]];

const ICON = { "aria-hidden": "true", focusable: "false" };
// The same drawings as Logo.tsx and IcpTerm.tsx.
const LOGO_MARK: SvgShape = [
  "svg",
  { class: "dn-logo__mark", viewBox: "0 0 32 32", width: "32", height: "32", ...ICON },
  ["rect", { width: "32", height: "32", rx: "8", fill: "currentColor" }],
  ["path", { d: "M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z", fill: "#fff" }],
];
const FLAG_PLACE: SvgShape = ["svg", { class: "dn-flag", viewBox: "0 0 30 20", width: "24", height: "16", ...ICON }];
const TERM_ICON: SvgShape = [
  "svg",
  { class: "dn-term__icon", viewBox: "0 0 16 16", width: "16", height: "16", ...ICON },
  ["circle", { cx: "8", cy: "8", r: "7", fill: "none", stroke: "currentColor", "stroke-width": "1.5" }],
  ["path", { d: "M8 7v4.5M8 4.5v.5", stroke: "currentColor", "stroke-width": "1.8", "stroke-linecap": "round" }],
];
