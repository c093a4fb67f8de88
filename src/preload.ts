/**
 * dist/debt-notice.preload.js: a plain script tag right after the <debt-notice> element (not
 * async: it must run before the widget's script, which then adopts the calls), it sends the two start-up calls while the widget's script is still downloading and being
 * evaluated; the widget adopts their answers instead of asking again (gateway/early-calls.ts).
 */
import { sendStartupCallsEarly } from "./element/early-start";

sendStartupCallsEarly(document, window.location);
