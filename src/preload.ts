/**
 * dist/debt-notice.preload.js sends the two start-up calls of the page's first <debt-notice>
 * while the widget's script is still downloading and being evaluated; the widget adopts their
 * answers instead of asking again (early-start/early-calls.ts). It belongs in a plain script tag
 * right after the element: not async, so that it runs before the deferred widget script. The
 * same start the UMD evaluates first; here, with the answers, the greeting's first paint
 * (first-paint/), which the app takes over. With `data-load-widget` on its tag it loads the
 * widget's script itself, once the greeting is painted (first-paint/widget-after-greeting.ts).
 */
import { allowGatewayOrigins, scriptGatewayOrigins } from "./element/gateway-origins";
import { sendStartupCallsEarly } from "./early-start/start";
import { paintFromEarlyAnswers } from "./first-paint/paint-early";
import { widgetLoadFor } from "./first-paint/widget-after-greeting";

if (typeof document !== "undefined") {
  // While this script runs, its tag is the one document.currentScript names.
  allowGatewayOrigins(scriptGatewayOrigins(document));
  const widget = widgetLoadFor(document, window);
  let painting = false;
  sendStartupCallsEarly(document, window.location, (element, answers) => {
    painting = true;
    const painted = paintFromEarlyAnswers(element, answers, widget?.arrival);
    // Painted or not (an answer the app shows otherwise, a failed call): the widget now.
    if (widget) void painted.finally(widget.start);
  });
  // Nothing to paint here (no element, a `?pay` address, two elements): the widget at once.
  if (!painting) widget?.start();
}
