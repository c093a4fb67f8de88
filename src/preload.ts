/**
 * dist/debt-notice.preload.js sends the two start-up calls of the page's first <debt-notice>
 * while the widget's script is still downloading and being evaluated; the widget adopts their
 * answers instead of asking again (gateway/early-calls.ts). It belongs in a plain script tag
 * right after the element: not async, so that it runs before the deferred widget script.
 */
import { sendStartupCallsEarly } from "./element/early-start";
import { allowGatewayOrigins, scriptGatewayOrigins } from "./element/gateway-origins";

allowGatewayOrigins(scriptGatewayOrigins(document));
sendStartupCallsEarly(document, window.location);
