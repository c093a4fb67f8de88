/**
 * The early start, run when this module is evaluated: on a page that already holds its
 * <debt-notice>, the two start-up calls (and the catalogs) leave now. It is the first module
 * the UMD evaluates (register.ts), before React's modules and the element's definition; the
 * preload script (preload.ts), which a page puts right after the element, does the same and
 * paints the greeting from the answers (first-paint/). The
 * session's gateway client adopts the answers (early-calls.ts), so nothing is sent twice.
 * README: Start-up order.
 */
import { allowGatewayOrigins, scriptGatewayOrigins } from "../element/gateway-origins";
import { sendStartupCallsEarly } from "./start";

if (typeof document !== "undefined") {
  // While this script runs, its tag is the one document.currentScript names.
  allowGatewayOrigins(scriptGatewayOrigins(document));
  sendStartupCallsEarly(document, window.location);
}
