/**
 * dist/debt-notice.preload.js sends the two start-up calls of the page's first <debt-notice>
 * while the widget's script is still downloading and being evaluated; the widget adopts their
 * answers instead of asking again (early-start/early-calls.ts). It belongs in a plain script tag
 * right after the element: not async, so that it runs before the deferred widget script. The
 * same module the UMD evaluates first does it.
 */
import "./early-start/on-evaluation";
