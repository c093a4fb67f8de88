/**
 * How long each answer took, against what the widget and the debtor wait: the checker shows every
 * call's time, and names an answer slow enough for the debtor to notice.
 */
import { tolerated } from "./findings.mjs";

/** An answer slower than this keeps the debtor looking at a loading page (aim below it). */
export const NOTICE_BUDGET_MS = 1000;
/** The widget's `preferredLanguageWait`: how long the page waits for the language once the notice is there. */
export const LANGUAGE_WAIT_MS = 1000;
/** The widget's `answerIsSlow`: after this the page tells the debtor the connection seems slow. */
export const SLOW_NOTICE_MS = 8000;
/** An objection's send the debtor watches for longer than this feels stuck. */
export const SEND_BUDGET_MS = 8000;

const FIX = "answer within a second: see the gateway's log for what this call waits on";

/**
 * @param {string} call
 * @param {number} ms how long the answer took
 * @param {number} timeoutMs the widget's request timeout the check runs with
 * @returns {import("./findings.mjs").Finding[]}
 */
export function judgeTime(call, ms, timeoutMs) {
  if (call === "getDetails" && ms > SLOW_NOTICE_MS)
    return [
      tolerated(
        `answered in ${ms} ms: the debtor waits that long for the notice, and after ${SLOW_NOTICE_MS / 1000} s the page says the connection seems slow`,
        FIX,
      ),
    ];
  if (call === "getDetails" && ms > NOTICE_BUDGET_MS)
    return [tolerated(`answered in ${ms} ms: the debtor looks at a loading page at least that long`, FIX)];
  if (call === "getPreferredLanguage" && ms > LANGUAGE_WAIT_MS)
    return [
      tolerated(
        `answered in ${ms} ms: once the notice is there the page waits at most ${LANGUAGE_WAIT_MS / 1000} s for the language, so it may show Slovak first and switch when the answer comes`,
        FIX,
      ),
    ];
  if (call === "uploadComment" && ms > SEND_BUDGET_MS)
    return [tolerated(`answered in ${ms} ms: the debtor watches the objection being sent that long`, FIX)];
  if (ms > timeoutMs / 2)
    return [
      tolerated(
        `answered in ${ms} ms, over half the widget's request timeout (${timeoutMs} ms): on a slower day the call fails`,
        FIX,
      ),
    ];
  return [];
}
