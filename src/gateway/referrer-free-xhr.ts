/** An XMLHttpRequest that sends no Referer, and what to call once it has settled. */
export interface ReferrerFreeXhr {
  xhr: XMLHttpRequest;
  release(): void;
}

/**
 * XMLHttpRequest cannot take a referrer policy, and the page URL may carry the reference (path
 * routing): from the page itself it sends the whole URL as Referer (measured in Chromium). Made in an
 * empty `about:blank` frame, it has no URL to refer from and sends none. The frame has the page's
 * origin and CSP, so CORS and `connect-src` are what the other calls get. Null when no frame can be
 * made (no DOM, or a page without XMLHttpRequest): the caller then sends by fetch, without byte
 * progress, rather than with a Referer.
 */
export function openReferrerFreeXhr(): ReferrerFreeXhr | null {
  const document = globalThis.document as Document | undefined;
  const parent = document?.body ?? document?.documentElement;
  if (!document || !parent || typeof globalThis.XMLHttpRequest !== "function") return null;
  const frame = document.createElement("iframe");
  frame.setAttribute("aria-hidden", "true");
  frame.tabIndex = -1;
  // A host's own `iframe { display: block }` must not show it.
  frame.style.setProperty("display", "none", "important");
  parent.append(frame);
  const FrameXhr = (frame.contentWindow as (Window & typeof globalThis) | null)?.XMLHttpRequest;
  if (!FrameXhr) {
    frame.remove();
    return null;
  }
  // Removing the frame earlier would abort the request with it.
  return { xhr: new FrameXhr(), release: () => frame.remove() };
}
