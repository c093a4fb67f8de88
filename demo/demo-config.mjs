// The fictional insurer of the demo pages. It lives here, not in the widget: a production page
// that forgets a field must show nothing rather than this insurer's account or links.
// The demo server sets it from script on each page (demo/pages.mjs): a script file of the page's
// origin where a strict CSP allows no inline script, an inline script elsewhere. Never from markup:
// markup can be injected into a page, and the widget takes no config from it (docs/security.md).

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
 * The demo insurer with the payment page's origins (the demo's payment page is on the gateway,
 * which is this server: see demoPaymentOrigins), "<" escaped so that no value can close a script element.
 * @param {string} paymentOrigins
 */
function demoConfigJson(paymentOrigins) {
  const config = paymentOrigins === "" ? DEMO_CONFIG : { ...DEMO_CONFIG, paymentOrigins };
  return JSON.stringify(config).replace(/</g, "\\u003c");
}

/**
 * The origins of the demo's payment page for a page served at `host` (the Host header): the
 * gateway is this server and links its payment page where it was reached, so on this machine
 * under either loopback name.
 * @param {string | undefined} host
 * @returns {string}
 */
export function demoPaymentOrigins(host) {
  if (!host) return "";
  const loopback = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.exec(host);
  if (!loopback) return `http://${host} https://${host}`;
  const port = loopback[2] ?? "";
  return ["localhost", "127.0.0.1", "[::1]"].map((name) => `http://${name}${port}`).join(" ");
}

/** Where the demo server serves `demoConfigCode` as a script file (demo/gateway.mjs). */
export const DEMO_CONFIG_SCRIPT_PATH = "/demo/config.js";

/**
 * Script code that sets the demo insurer as the config of the <debt-notice> parsed last, as the
 * README's snippet does: run right after the element's end tag (not deferred), that is the page's
 * own element, whatever markup injected before it adds; the lookup is taken from the prototype,
 * which markup such as <form name="getElementsByTagName"> cannot shadow. Run before the widget's
 * deferred script defines the element, which then adopts the property.
 * @param {string} [paymentOrigins] space-separated (demoPaymentOrigins)
 * @returns {string}
 */
export function demoConfigCode(paymentOrigins = "") {
  return (
    '{\n  const parsed = Document.prototype.getElementsByTagName.call(document, "debt-notice");\n' +
    `  parsed[parsed.length - 1].config = ${demoConfigJson(paymentOrigins)};\n}`
  );
}

/**
 * `demoConfigCode` as an inline script (a block: its constant stays out of the page's scope).
 * Inline, so the standalone page pays no request for it (its CSP allows it by hash).
 * @param {string} [paymentOrigins] space-separated (demoPaymentOrigins)
 * @returns {string}
 */
export function demoConfigScript(paymentOrigins = "") {
  return `<script>${demoConfigCode(paymentOrigins)}</script>`;
}
