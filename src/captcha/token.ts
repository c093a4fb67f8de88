import { CaptchaError, DEFAULT_CAPTCHA_LOAD_TIMEOUT_MS, loadCaptchaScript } from "./loader";

/** The reCAPTCHA v3 action name (README: captcha). */
export const DEFAULT_CAPTCHA_ACTION = "submit";

/** Google's reCAPTCHA v3 script for a site key. */
export function defaultCaptchaSrc(siteKey: string): string {
  return `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
}

export interface CaptchaTokenConfig {
  /** `captcha-site-key`; without one there is no captcha and the result is `null`. */
  siteKey: string | null;
  /** `captcha-src`; defaults to `defaultCaptchaSrc(siteKey)`. */
  src: string | null;
  action?: string;
  /** Bound for loading the script and, separately, for one `execute`. Default 10 s. */
  timeoutMs?: number;
  document?: Document;
}

/**
 * A fresh single-use reCAPTCHA v3 token for `action` (default `submit`), or `null` when no
 * site key is configured: then no script is loaded and the gateway decides whether a
 * comment without a token is accepted. Rejects with CaptchaError: `loadFailed`/`timeout`
 * while loading, `executeFailed` when `execute` fails or yields no token, `timeout` when it
 * does not answer within `timeoutMs`.
 */
export async function getCaptchaToken(config: CaptchaTokenConfig): Promise<string | null> {
  const siteKey = config.siteKey?.trim() ?? "";
  if (siteKey === "") return null;
  const timeoutMs =
    config.timeoutMs !== undefined && Number.isFinite(config.timeoutMs) && config.timeoutMs > 0
      ? config.timeoutMs
      : DEFAULT_CAPTCHA_LOAD_TIMEOUT_MS;
  const src = config.src?.trim() ? config.src.trim() : defaultCaptchaSrc(siteKey);
  const action = config.action ?? DEFAULT_CAPTCHA_ACTION;

  const grecaptcha = await loadCaptchaScript(src, {
    timeoutMs,
    ...(config.document ? { document: config.document } : {}),
  });

  let execution: Promise<string>;
  try {
    // reCAPTCHA returns a thenable, not always a native promise.
    execution = Promise.resolve(grecaptcha.execute(siteKey, { action }));
  } catch {
    throw new CaptchaError("executeFailed", "The captcha could not be executed");
  }

  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new CaptchaError("timeout", `The captcha gave no token within ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  try {
    const token: unknown = await Promise.race([
      execution.catch(() => {
        throw new CaptchaError("executeFailed", "The captcha execution failed");
      }),
      deadline,
    ]);
    if (typeof token !== "string" || token === "") {
      throw new CaptchaError("executeFailed", "The captcha returned no token");
    }
    return token;
  } finally {
    clearTimeout(timer);
  }
}
