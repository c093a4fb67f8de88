/**
 * The first module the UMD evaluates (register.ts imports it first): on a page that already holds
 * its <debt-notice> (a deferred script, or a script after the element), the two start-up calls
 * leave now, before React's modules and the element's definition are evaluated. It is also the
 * whole of debt-notice.preload.js (src/preload.ts), which a page puts right after the element:
 * an embedded page without it still gains most of the head start; with it, nothing is sent
 * twice (gateway/early-calls.ts).
 */
import { sendStartupCallsEarly } from "./early-start";
import { allowGatewayOrigins, scriptGatewayOrigins } from "./gateway-origins";

if (typeof document !== "undefined") {
  // While this script runs, its tag is the one document.currentScript names.
  allowGatewayOrigins(scriptGatewayOrigins(document));
  sendStartupCallsEarly(document, window.location);
}
