// Generated from the JSDoc of the .mjs beside it by scripts/demo-types.mjs: do not edit.
/**
 * The origins of the demo's payment page for a page served at `host` (the Host header): the
 * gateway is this server and links its payment page where it was reached, so on this machine
 * under either loopback name.
 * @param {string | undefined} host
 * @returns {string}
 */
export function demoPaymentOrigins(host: string | undefined): string;
/**
 * Script code that sets the demo insurer as the config of the <debt-notice> parsed last, as the
 * README's snippet does: run right after the element's end tag (not deferred), that is the page's
 * own element, whatever markup injected before it adds; the lookup is taken from the prototype,
 * which markup such as <form name="getElementsByTagName"> cannot shadow. Run before the widget's
 * deferred script defines the element, which then adopts the property.
 * @param {string} [paymentOrigins] space-separated (demoPaymentOrigins)
 * @returns {string}
 */
export function demoConfigCode(paymentOrigins?: string): string;
/**
 * `demoConfigCode` as an inline script (a block: its constant stays out of the page's scope).
 * Inline, so the standalone page pays no request for it (its CSP allows it by hash).
 * @param {string} [paymentOrigins] space-separated (demoPaymentOrigins)
 * @returns {string}
 */
export function demoConfigScript(paymentOrigins?: string): string;
export const DEMO_CONFIG: Readonly<{
    providerName: "Vzorová zdravotná poisťovňa";
    siteUrl: "https://vzorova-zp.example/";
    phone: "0800 100 200";
    email: "pohladavky@vzorova-zp.example";
    inPerson: "Mlynské nivy 1, 821 09 Bratislava";
    calendarUrlTemplate: "https://vzorova-zp.example/splatkovy-kalendar#ref={reference}";
    privacyPdfUrl: "https://vzorova-zp.example/ochrana-osobnych-udajov.pdf";
    androidAppUrl: "https://play.google.com/store/apps/details?id=example.vzorovazp";
    iosAppUrl: "https://apps.apple.com/sk/app/vzorova-zp/id000000000";
    footerText: Readonly<{
        sk: "Vzorová zdravotná poisťovňa, a. s. · IČO 00 000 000 · vymyslená poisťovňa na ukážku";
        en: "Vzorová zdravotná poisťovňa, a. s. · Company ID (IČO) 00 000 000 · a fictional insurer for demonstration";
        ua: "Vzorová zdravotná poisťovňa, a. s. · IČO 00 000 000 · вигаданий страховик для демонстрації";
    }>;
    trust: Readonly<{
        domain: "www.vzorova-zp.example";
    }>;
    payee: Readonly<{
        iban: "SK3112000000198742637541";
        bic: "SUBASKBX";
        beneficiaryName: "Vzorová zdravotná poisťovňa, a. s.";
        constantSymbol: "0558";
    }>;
}>;
/** Where the demo server serves `demoConfigCode` as a script file (demo/gateway.mjs). */
export const DEMO_CONFIG_SCRIPT_PATH: "/demo/config.js";
