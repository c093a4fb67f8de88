/** Judges one answer: status, content type, body, as the widget's gateway client treats them. */
import { judgeAnswerCors } from "./cors.mjs";
import { judgeDetails } from "./details.mjs";
import { accepted, breaks, show, showRedirect, tolerated } from "./findings.mjs";
import { MAX_BODY_BYTES, callUrl } from "./http.mjs";
import { retriedStatus } from "./read-retries.mjs";

const READS = new Set(["getPreferredLanguage", "getDetails"]);
const LANGUAGES = ["sk", "en", "ua"];
const WRITE_ANSWER = 'answer JSON ({"ok":true}), an empty body or 204';

/** What the debtor meets when a read is not answered in time. */
const TIMED_OUT = {
  getDetails:
    "its retries fit within the same time (the timeout counts every attempt), so the page then says the service is unavailable",
  getPreferredLanguage: "the page opens in Slovak",
};

/** What the debtor meets when a write fails, call by call, as the widget handles it. */
const FAILED_WRITE = {
  changePreferredLanguage:
    "the widget only logs it: the page keeps the chosen language and saves it again when the connection comes back or the debtor chooses again; until then the next visit opens in the language stored before",
  updateState:
    'the page says "Server error: we could not record your last click" (the payment page, the calendar or the total-debt page opens anyway)',
  uploadComment: 'the widget shows "Server error" (the comment stays in the form, to send again)',
};

/** @param {string} call @param {import("./http.mjs").Redirected} answer */
function redirectFinding(call, { status, location }) {
  const effect =
    location === null
      ? "the widget's fetch gets no answer it can read"
      : "the widget's calls refuse a redirect (they fail), and its upload would resend the debtor's body where it points";
  return breaks(
    `${showRedirect(status, location)}: the checker did not follow it, so the reference and the body went nowhere else; ${effect}`,
    `answer ${call} at its own URL, with no redirect`,
  );
}

/** @param {string} call @param {import("./http.mjs").Oversized} answer */
function oversizeFinding(call, { status, tooLarge }) {
  return breaks(
    `${status} with an answer over ${MAX_BODY_BYTES / 1_048_576} MiB: the checker stopped reading after ${tooLarge} bytes; the widget refuses answers over its own limit`,
    READS.has(call) ? "answer only the fields openapi.yaml documents, without padding or embedded files" : WRITE_ANSWER,
  );
}

/**
 * getDetails' 404 while another call was answered otherwise: the reference is unknown to it. One
 * object, so that run.mjs can replace it when every call answered 404 ({@link everyCallNotFound}).
 */
export const UNKNOWN_REFERENCE = Object.freeze(
  breaks(
    '404: the reference is unknown, the widget shows "404 - There is nothing in here"',
    "use a test reference that exists, or make getDetails find it",
  ),
);

/**
 * getDetails' 404 when every call answered 404: a wrong api-base path answers so, and so does an
 * unknown reference (openapi.yaml: NotFound for getDetails and getPreferredLanguage alike), so the
 * path is named first: the statuses cannot tell the two apart.
 * @param {string} apiBase
 */
export function everyCallNotFound(apiBase) {
  return breaks(
    `every call answered 404: check the api-base path first (the widget sends getDetails to ${show(callUrl(apiBase, "getDetails"), 200)}); if the gateway's getDetails is there, the reference is unknown: openapi.yaml has getDetails and getPreferredLanguage answer 404 for an unknown reference, so these statuses cannot tell the two apart; the widget shows "404 - There is nothing in here"`,
    "make the api-base the path under which the gateway answers its calls; if it already is, use a test reference that exists",
  );
}

function statusFinding(call, status) {
  if (status === 404 && call === "getDetails") return UNKNOWN_REFERENCE;
  if (status === 404 && call === "getPreferredLanguage")
    return tolerated(
      "404: the page opens in Slovak",
      "answer { preferredLanguage } for every reference getDetails knows",
    );
  const retried = READS.has(call) && retriedStatus(status);
  const effect =
    call === "getDetails"
      ? retried
        ? "the same to the widget's two retries (the checker asked again after 300 ms and 600 ms, as the widget does): the page says the service is unavailable"
        : 'the widget shows "404 - There is nothing in here"'
      : call === "getPreferredLanguage"
        ? "the page opens in Slovak"
        : FAILED_WRITE[call];
  let fix =
    status >= 500
      ? "see the gateway's log for this call"
      : "compare the request with openapi.yaml and the gateway's validation";
  if (call === "uploadComment" && status < 500)
    fix += "; if it is the captcha check, pass --captcha-token with a token the test gateway accepts";
  return call === "getPreferredLanguage" ? tolerated(`${status}: ${effect}`, fix) : breaks(`${status}: ${effect}`, fix);
}

function looksLikeHtml(text) {
  return /^\s*</.test(text);
}

function contentTypeFinding(headers) {
  const type = (headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  if (type === "application/json" || type.endsWith("+json")) return [];
  return [
    tolerated(
      `JSON sent as Content-Type ${show(type || "missing")}: the widget parses it anyway`,
      "send Content-Type: application/json",
    ),
  ];
}

function judgeLanguage(body) {
  const value = body !== null && typeof body === "object" ? body.preferredLanguage : undefined;
  if (typeof value === "string" && LANGUAGES.includes(value)) return [accepted(`preferredLanguage ${show(value)}`)];
  if (typeof value === "string" && LANGUAGES.includes(value.trim().toLowerCase()))
    return [
      tolerated(
        `preferredLanguage ${show(value)} is read after trimming and lower-casing`,
        `send ${show(value.trim().toLowerCase())}`,
      ),
    ];
  const hint = value === "uk" ? ' (Ukrainian is "ua" on the wire)' : "";
  return [
    tolerated(
      `preferredLanguage is ${show(value)}${hint}: the page opens in Slovak`,
      'answer { "preferredLanguage": "sk" | "en" | "ua" }',
    ),
  ];
}

/**
 * @param {string} call
 * @param {import("./http.mjs").Exchange} answer
 * @param {string | undefined} origin
 * @param {string} [page] the origin of the page the widget runs on (`origin`, else the api-base's)
 * @returns {{ findings: import("./findings.mjs").Finding[], body: unknown }}
 */
export function judgeAnswer(call, answer, origin, page) {
  if ("timedOut" in answer)
    return {
      findings: [
        breaks(
          `no answer within ${answer.ms} ms, the widget's request timeout (--timeout): ${TIMED_OUT[call] ?? FAILED_WRITE[call]}`,
          "the gateway was reached but did not answer in time: see its log and what it waits for (a slow upstream), and answer within a second or two",
        ),
      ],
      body: undefined,
    };
  if ("error" in answer)
    return {
      findings: [breaks(`no answer: ${answer.error}`, "check the api-base URL, TLS and that the gateway is reachable")],
      body: undefined,
    };
  const findings = origin ? judgeAnswerCors(answer.headers, origin) : [];
  if ("location" in answer) return { findings: [...findings, redirectFinding(call, answer)], body: undefined };
  if ("tooLarge" in answer) return { findings: [...findings, oversizeFinding(call, answer)], body: undefined };
  const { status, text } = answer;
  if (status < 200 || status > 299) return { findings: [...findings, statusFinding(call, status)], body: undefined };
  const read = READS.has(call);
  if (!read && (status === 204 || text.trim() === ""))
    return { findings: [...findings, accepted(`${status} with no body`)], body: undefined };
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    const what =
      text.trim() === "" ? "an empty body" : looksLikeHtml(text) ? "an HTML page" : `non-JSON text ${show(text)}`;
    const effect = read
      ? call === "getDetails"
        ? 'the widget shows "Server error"'
        : "the page opens in Slovak"
      : `the widget counts the write as failed: ${FAILED_WRITE[call]}`;
    const fix = read ? "answer JSON; send errors with an error status, not 200" : WRITE_ANSWER;
    const finding =
      call === "getPreferredLanguage"
        ? tolerated(`${status} with ${what}: ${effect}`, fix)
        : breaks(`${status} with ${what}: ${effect}`, fix);
    return { findings: [...findings, finding], body: undefined };
  }
  findings.push(...contentTypeFinding(answer.headers));
  if (call === "getDetails") findings.push(...judgeDetails(body, page));
  else if (call === "getPreferredLanguage") findings.push(...judgeLanguage(body));
  else findings.push(accepted(`${status} with JSON`));
  return { findings, body };
}
