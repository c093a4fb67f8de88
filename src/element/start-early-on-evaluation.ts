/**
 * The first module the UMD evaluates (register.ts imports it first): on a page that already holds
 * its <debt-notice> (a deferred script, or a script after the element), the two start-up calls
 * leave now, before React's modules and the element's definition are evaluated, as
 * debt-notice.preload.js would send them. An embedded page without the preload script gains most
 * of its head start; with it, nothing is sent twice (gateway/early-calls.ts).
 */
import { sendStartupCallsEarly } from "./early-start";
import { allowGatewayOrigins, scriptGatewayOrigins } from "./gateway-origins";

if (typeof document !== "undefined") {
  // While this script runs, its tag is the one document.currentScript names.
  allowGatewayOrigins(scriptGatewayOrigins(document));
  sendStartupCallsEarly(document, window.location);
}
