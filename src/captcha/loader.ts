/** The part of reCAPTCHA v3's `window.grecaptcha` the widget uses. */
export interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

export type CaptchaErrorCode = "loadFailed" | "timeout" | "executeFailed" | "notConfigured";

/** A captcha failure. The message never carries a token or a site key. */
export class CaptchaError extends Error {
  override readonly name = "CaptchaError";
  readonly code: CaptchaErrorCode;

  constructor(code: CaptchaErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}

export const DEFAULT_CAPTCHA_LOAD_TIMEOUT_MS = 10_000;

export interface LoadCaptchaOptions {
  /** Where to insert the script; defaults to the global `document`. */
  document?: Document;
  /** Load plus `grecaptcha.ready` must finish within this many ms. */
  timeoutMs?: number;
}

/** One pending or settled load per document and script URL; a failed load is forgotten. */
let loads = new WeakMap<Document, Map<string, Promise<Grecaptcha>>>();

/** Forgets every cached load (tests only; the page itself never needs it). */
export function resetCaptchaLoaderForTests(): void {
  loads = new WeakMap();
}

function cacheFor(doc: Document): Map<string, Promise<Grecaptcha>> {
  let cache = loads.get(doc);
  if (!cache) {
    cache = new Map();
    loads.set(doc, cache);
  }
  return cache;
}

/** `window.grecaptcha` once it is usable (has `execute` and `ready`), else null. */
export function readGrecaptcha(doc: Document): Grecaptcha | null {
  const win = (doc.defaultView ?? globalThis) as unknown as { grecaptcha?: unknown };
  const candidate = win.grecaptcha;
  if (typeof candidate !== "object" || candidate === null) return null;
  const { execute, ready } = candidate as Partial<Record<keyof Grecaptcha, unknown>>;
  return typeof execute === "function" && typeof ready === "function" ? (candidate as Grecaptcha) : null;
}

/**
 * Against the page's own address, never its base URL: a `<base>` element that markup added
 * would otherwise move a relative `captcha-src` to another site, whose script would then run.
 */
function absolute(src: string, doc: Document): string {
  try {
    return new URL(src, doc.defaultView?.location.href).href;
  } catch {
    return src;
  }
}

/** A `<script>` already in the document for the same URL (the host page, or an earlier load). */
function findScript(doc: Document, src: string): HTMLScriptElement | null {
  const wanted = absolute(src, doc);
  for (const script of Array.from(doc.getElementsByTagName("script"))) {
    const attr = script.getAttribute("src");
    if (attr !== null && (attr === src || absolute(attr, doc) === wanted)) return script;
  }
  return null;
}

function createScript(doc: Document, src: string): HTMLScriptElement {
  const script = doc.createElement("script");
  script.src = src;
  script.async = true;
  script.referrerPolicy = "no-referrer";
  (doc.head ?? doc.documentElement).appendChild(script);
  return script;
}

/**
 * Waits for `grecaptcha.ready` under a deadline. Resolves with the ready instance; rejects
 * with CaptchaError. `onFail` runs once on failure (removing the script, forgetting the load).
 */
function load(doc: Document, src: string, timeoutMs: number, onFail: () => void): Promise<Grecaptcha> {
  return new Promise<Grecaptcha>((resolve, reject) => {
    let script: HTMLScriptElement | null = null;
    let settled = false;

    const cleanup = (): void => {
      clearTimeout(timer);
      script?.removeEventListener("load", onLoad);
      script?.removeEventListener("error", onError);
    };
    const fail = (code: CaptchaErrorCode, message: string): void => {
      if (settled) return;
      settled = true;
      cleanup();
      script?.remove();
      onFail();
      reject(new CaptchaError(code, message));
    };
    const whenReady = (grecaptcha: Grecaptcha): void => {
      try {
        grecaptcha.ready(() => {
          if (settled) return;
          settled = true;
          cleanup();
          resolve(grecaptcha);
        });
      } catch {
        fail("loadFailed", "The captcha script did not initialise");
      }
    };
    function onLoad(): void {
      const grecaptcha = readGrecaptcha(doc);
      if (grecaptcha) whenReady(grecaptcha);
      else fail("loadFailed", "The captcha script loaded but provided no grecaptcha.execute");
    }
    function onError(): void {
      fail("loadFailed", "The captcha script could not be loaded");
    }
    const timer = setTimeout(
      () => fail("timeout", `The captcha script was not ready within ${timeoutMs} ms`),
      timeoutMs,
    );

    const present = readGrecaptcha(doc);
    if (present) {
      // Loaded already (by the host page or by us): only wait until it is ready.
      whenReady(present);
      return;
    }
    script = findScript(doc, src) ?? createScript(doc, absolute(src, doc));
    script.addEventListener("load", onLoad);
    script.addEventListener("error", onError);
  });
}

/**
 * Loads the reCAPTCHA v3 script from `src` once and resolves with `window.grecaptcha` when
 * it is ready. Concurrent and later calls for the same `src` share the load. An already
 * usable `window.grecaptcha` is reused without adding a script, and an existing `<script>`
 * with the same `src` is waited for instead of adding another. On a load error or after
 * `timeoutMs` (default 10 s) the promise rejects with CaptchaError (`loadFailed` or
 * `timeout`), the failed script element is removed and the next call loads afresh.
 */
export function loadCaptchaScript(src: string, options: LoadCaptchaOptions = {}): Promise<Grecaptcha> {
  const doc = options.document ?? (globalThis as { document?: Document }).document;
  if (!doc) {
    return Promise.reject(new CaptchaError("notConfigured", "There is no document to load the captcha into"));
  }
  const timeoutMs =
    options.timeoutMs !== undefined && Number.isFinite(options.timeoutMs) && options.timeoutMs > 0
      ? options.timeoutMs
      : DEFAULT_CAPTCHA_LOAD_TIMEOUT_MS;

  const cache = cacheFor(doc);
  const cached = cache.get(src);
  if (cached) return cached;

  // The failure callback may run synchronously (inside the executor), before `pending` exists.
  let failed = false;
  let pending: Promise<Grecaptcha> | undefined;
  // eslint-disable-next-line prefer-const -- a `const` would be in its TDZ if the callback runs synchronously
  pending = load(doc, src, timeoutMs, () => {
    failed = true;
    if (pending !== undefined && cache.get(src) === pending) cache.delete(src);
  });
  if (!failed) cache.set(src, pending);
  return pending;
}
