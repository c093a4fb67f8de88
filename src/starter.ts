/**
 * dist/debt-notice.starter.js sends the two start-up calls of the page's <debt-notice> and
 * nothing else, so that a page can put it right after the element, ahead of everything the
 * preload script carries. Inline on the standalone page, the calls left ~300 ms earlier on slow
 * 4G at 4× CPU than from the preload script, whose evaluation (~45 KB: the first paint, its
 * texts and styles) they waited for (docs/performance.md, 2026-11-28). It keeps a copy of the
 * answers: the preload script further down finds the calls sent and paints from them; the widget
 * adopts them as it adopts the preload's (early-start/early-calls.ts).
 */
import { allowGatewayOrigins, scriptGatewayOrigins } from "./element/gateway-origins";
import { sendStartupCallsEarly } from "./early-start/start";

if (typeof document !== "undefined") {
  // While this script runs, its tag is the one document.currentScript names.
  allowGatewayOrigins(scriptGatewayOrigins(document));
  sendStartupCallsEarly(document, window.location, "keep the answers");
}
