// The fictional insurer of the demo pages. It lives here, not in the widget: a production page
// that forgets a field must show nothing rather than this insurer's account or links.
// The demo server writes it into each page (demo/pages.mjs): as the element's JSON config where
// the element names its debtor, from a script where the page's address does (the standalone page).

export const DEMO_CONFIG = Object.freeze({
  providerName: "Vzorová zdravotná poisťovňa",
  siteUrl: "https://vzorova-zp.example/",
  phone: "0800 100 200",
  email: "pohladavky@vzorova-zp.example",
  inPerson: "Mlynské nivy 1, 821 09 Bratislava",
  // The reference (a credential) in the fragment: it never reaches a server log or a Referer (README).
  calendarUrlTemplate: "https://vzorova-zp.example/splatkovy-kalendar#ref={reference}",
  privacyPdfUrl: "https://vzorova-zp.example/ochrana-osobnych-udajov.pdf",
  androidAppUrl: "https://play.google.com/store/apps/details?id=example.vzorovazp",
  iosAppUrl: "https://apps.apple.com/sk/app/vzorova-zp/id000000000",
  // Per language: a footer in English under a Slovak page reads as a foreign site (issue 27).
  footerText: Object.freeze({
    sk: "Vzorová zdravotná poisťovňa, a.\u00a0s. · IČO 00\u00a0000\u00a0000 · vymyslená poisťovňa na ukážku",
    en: "Vzorová zdravotná poisťovňa, a.\u00a0s. · Company ID (IČO) 00\u00a0000\u00a0000 · a fictional insurer for demonstration",
    ua: "Vzorová zdravotná poisťovňa, a.\u00a0s. · IČO 00\u00a0000\u00a0000 · вигаданий страховик для демонстрації",
  }),
  trust: Object.freeze({ domain: "www.vzorova-zp.example" }),
  payee: Object.freeze({
    iban: "SK3112000000198742637541",
    bic: "SUBASKBX",
    beneficiaryName: "Vzorová zdravotná poisťovňa, a. s.",
    constantSymbol: "0558",
  }),
});

/**
 * The demo insurer as an element's JSON config child: no inline script, so a page under a
 * strict CSP can carry it too. "<" is escaped so that no value can close the script element.
 * @returns {string}
 */
export function demoConfigJsonChild() {
  return `<script type="application/json">${JSON.stringify(DEMO_CONFIG).replace(/</g, "\\u003c")}</script>`;
}

/**
 * The demo insurer set from script on the page's path-routed <debt-notice> (not the first one:
 * an element injected before it would take the config): a path-routed element takes
 * no config from markup (docs/security.md). Inline, so the standalone page pays no request for it
 * (its CSP allows it by hash); set before the widget's deferred script defines the element, which
 * adopts the property. "<" is escaped as in the JSON child.
 * @returns {string}
 */
export function demoConfigScript() {
  const json = JSON.stringify(DEMO_CONFIG).replace(/</g, "\\u003c");
  return `<script>document.querySelector('debt-notice[routing="path"]').config = ${json};</script>`;
}
