/**
 * The widget asks a read again after a transient failure (src/gateway/read-retries.ts): twice
 * more, after 300 ms and 600 ms. The checker does the same, so that a gateway that fails once and
 * then answers is judged as the page meets it, not as if the first answer were the last.
 */
import { tolerated } from "./findings.mjs";

/** The widget's delays before its retries of a read (defaultRetryBackoffMs: 300, 600). */
export const READ_RETRY_DELAYS_MS = [300, 600];

/** A status the widget retries a read after: 408, 429, 5xx (isRetryableFailure). */
export const retriedStatus = (status) => status === 408 || status === 429 || status >= 500;

/** An answer the widget would retry: a retried status or no answer at all (not a timeout: see below). */
function isTransient(exchange) {
  if ("error" in exchange) return true;
  return "status" in exchange && !("location" in exchange) && retriedStatus(exchange.status);
}

/** How an attempt ended, for a message: "503" or "no answer". */
const outcome = (exchange) => ("status" in exchange ? String(exchange.status) : "no answer");

/**
 * Sends a read as the widget does, retries included. A timeout is not retried here: the widget
 * would wait as long twice more, and the finding for it says so.
 * @param {() => Promise<import("./http.mjs").Exchange>} send
 * @param {(ms: number) => Promise<void>} [sleep]
 * @returns {Promise<{ exchange: import("./http.mjs").Exchange, attempts: import("./http.mjs").Exchange[] }>}
 */
export async function sendRead(send, sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))) {
  const attempts = [await send()];
  for (const delay of READ_RETRY_DELAYS_MS) {
    if (!isTransient(attempts.at(-1))) break;
    await sleep(delay);
    attempts.push(await send());
  }
  return { exchange: attempts.at(-1), attempts };
}

/**
 * What the retries cost when the last attempt was answered: the widget hid the earlier failures,
 * but the debtor waited for them. None when the first attempt answered, or the last failed too
 * (the answer's own finding says what the page does then).
 * @param {import("./http.mjs").Exchange[]} attempts @returns {import("./findings.mjs").Finding[]}
 */
export function judgeRetries(attempts) {
  const last = attempts.at(-1);
  if (attempts.length < 2 || isTransient(last)) return [];
  const delays = READ_RETRY_DELAYS_MS.slice(0, attempts.length - 1);
  const waited = [...attempts.map(({ ms }) => ms), ...delays].reduce((sum, ms) => sum + ms, 0);
  return [
    tolerated(
      `first ${attempts.slice(0, -1).map(outcome).join(", then ")}; asked again as the widget does (after ${delays.join(" ms and ")} ms), it answered: the widget reads this answer, ${waited} ms after its first request`,
      "see the gateway's log for the failed attempt: every debtor it happens to waits that much longer",
    ),
  ];
}
