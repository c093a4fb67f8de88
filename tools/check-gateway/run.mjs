/** Calls the gateway in the widget's order and collects, call by call, what the widget would make of it. */
import { randomBytes } from "node:crypto";
import { UNKNOWN_REFERENCE, everyCallNotFound, judgeAnswer } from "./answers.mjs";
import { UNLISTED_ORIGIN, allowsObjectionKey, judgePreflight, judgeUnlistedOrigin } from "./cors.mjs";
import { BREAKS, SKIPPED, accepted, breaks, printable, tolerated, worstOf } from "./findings.mjs";
import { postCall, preflight } from "./http.mjs";
import { judgeRetries, sendRead } from "./read-retries.mjs";
import { apiBaseProblem } from "./readers.mjs";
import { judgeTime } from "./timing.mjs";

/** A 1×1 PNG: uploadComment is checked with an attachment, as a debtor with a photo sends it. */
const TINY_PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==";
export const CHECK_COMMENT = "debt-notice-check-gateway: a conformance check, please ignore.";

/**
 * @typedef {{ apiBase: string, reference: string, origin?: string, write?: boolean,
 *             captchaToken?: string | null, timeoutMs?: number }} CheckOptions
 * @typedef {{ label: string, call: string, level: string, ms?: number,
 *             findings: import("./findings.mjs").Finding[] }} StepReport
 */

/** @param {{ sessionId: string, language: string }} seen @param {CheckOptions} options */
function steps(seen, options) {
  const { reference } = options;
  return [
    { label: "getPreferredLanguage", call: "getPreferredLanguage", body: () => ({ reference }) },
    { label: "getDetails (home)", call: "getDetails", body: () => ({ reference, mobile: false }) },
    { label: "getDetails (total-debt page)", call: "getDetails", body: () => ({ reference }) },
    {
      label: "changePreferredLanguage",
      call: "changePreferredLanguage",
      write: true,
      // The language the gateway already holds: the debtor's choice is left as it was.
      body: () => ({ reference, newPreferredLanguage: seen.language }),
    },
    {
      label: "updateState",
      call: "updateState",
      write: true,
      body: () => ({ reference, sessionId: seen.sessionId, clickedOnTotalDebt: true }),
    },
    {
      label: "uploadComment",
      call: "uploadComment",
      write: true,
      body: () => ({
        reference,
        sessionId: seen.sessionId,
        comment: CHECK_COMMENT,
        attachmentType: "png",
        attachment: TINY_PNG,
        captchaToken: options.captchaToken ?? null,
      }),
    },
  ];
}

/**
 * The api-base itself, as the widget judges it before it sends anything (readers.mjs ports its
 * rule); null when the widget accepts it. A refused one that is still a URL is called anyway, to
 * check the rest of the gateway for when the address is fixed.
 * @param {CheckOptions} options @returns {StepReport | null}
 */
function judgeApiBase({ apiBase, origin }) {
  const problem = apiBaseProblem(apiBase, origin === undefined ? undefined : `${origin}/`);
  if (problem === null) return null;
  const anyway = URL.canParse(apiBase) ? "; the calls below are checked anyway, for when it is fixed" : "";
  const finding = breaks(
    `the widget refuses this api-base and sends no call at all: the debtor reads that the notice cannot be shown on this page${anyway} (the page's console: ${printable(problem)})`,
    "give an https: URL without a user name or password (plain http: only on localhost, 127.0.0.0/8 or [::1], for development), or a path on the page's own site",
  );
  return { label: "api-base", call: "api-base", level: BREAKS, findings: [finding] };
}

/** @param {CheckOptions} options @returns {Promise<{ steps: StepReport[], exitCode: number }>} */
export async function checkGateway(options) {
  const settings = { timeoutMs: 20_000, ...options };
  const seen = { sessionId: "", language: "sk" };
  const preflighted = new Map();
  const refused = judgeApiBase(settings);
  if (refused && !URL.canParse(settings.apiBase)) return { steps: [refused], exitCode: 1 };
  /** @type {StepReport[]} */
  const reports = refused ? [refused] : [];
  const apiOrigin = new URL(settings.apiBase).origin;
  // As the widget: a page on the gateway's own origin sends no preflight, and only such a page
  // sends the objection's Idempotency-Key (a cross-origin preflight would have to allow it).
  const crossOrigin = settings.origin !== undefined && settings.origin !== apiOrigin;
  // Cross-origin, the widget sends the key only with cross-origin-objection-key, which needs the
  // preflight to allow the header: asked as a browser would before such a send.
  const keyAllowed =
    crossOrigin && settings.write
      ? allowsObjectionKey(await preflight(settings, "uploadComment", "content-type,idempotency-key"), settings.origin)
      : !crossOrigin;
  /** The status of every call sent (null: no answer). */
  const statuses = [];
  for (const step of steps(seen, settings)) {
    if (step.write && !settings.write) {
      const what = "not sent: pass --write to send it (it writes to the test reference)";
      reports.push({ label: step.label, call: step.call, level: SKIPPED, findings: [{ level: SKIPPED, what }] });
      continue;
    }
    const findings = [];
    if (crossOrigin) {
      if (!preflighted.has(step.call)) preflighted.set(step.call, await preflight(settings, step.call));
      findings.push(...judgePreflight(preflighted.get(step.call), settings.origin));
    }
    const body = step.body();
    const headers = step.call === "uploadComment" && keyAllowed ? { "idempotency-key": OBJECTION_KEY() } : {};
    const { exchange, attempts } = step.write
      ? { exchange: await postCall(settings, step.call, body, headers), attempts: [] }
      : await sendRead(() => postCall(settings, step.call, body, headers));
    statuses.push("status" in exchange ? exchange.status : null);
    const { findings: answerFindings, body: answer } = judgeAnswer(
      step.call,
      exchange,
      crossOrigin ? settings.origin : undefined,
      settings.origin ?? apiOrigin,
    );
    findings.push(...answerFindings, ...judgeRetries(attempts));
    if (!("timedOut" in exchange) && !("error" in exchange))
      findings.push(...judgeTime(step.call, exchange.ms, settings.timeoutMs));
    remember(step.call, answer, seen);
    const ms = attempts.length > 1 ? attempts.reduce((sum, attempt) => sum + attempt.ms, 0) : exchange.ms;
    reports.push({ label: step.label, call: step.call, level: worstOf(findings), ms, findings });
    if (step.call === "uploadComment" && !keyAllowed) {
      const finding = tolerated(
        `from a page on another origin (${settings.origin}) the widget sends the objection's Idempotency-Key only with cross-origin-objection-key on the element, and this gateway's preflight does not allow that header: a connection dropped after the gateway stored an objection can make the browser resend it by itself, and it is stored twice`,
        "add Idempotency-Key to Access-Control-Allow-Headers, store a repeat once (openapi.yaml), and set cross-origin-objection-key on the element (README)",
      );
      reports.push({
        label: "uploadComment (the same objection again)",
        call: step.call,
        level: worstOf([finding]),
        findings: [finding],
      });
    } else if (step.call === "uploadComment" && worstOf(findings) !== BREAKS) {
      const repeat = await postCall(settings, step.call, body, headers);
      const findings = judgeRepeat(repeat, crossOrigin ? settings.origin : undefined);
      reports.push({
        label: "uploadComment (the same objection again)",
        call: step.call,
        level: worstOf(findings),
        ms: repeat.ms,
        findings,
      });
    }
    if (step.call === "uploadComment" && worstOf(findings) !== BREAKS) {
      const readBack = await postCall(settings, "getDetails", { reference: settings.reference, mobile: false });
      const findings = judgeArrival(readBack);
      reports.push({
        label: "getDetails (after the objection)",
        call: "getDetails",
        level: worstOf(findings),
        ms: readBack.ms,
        findings,
      });
    }
  }
  const unlisted = await preflight({ ...settings, origin: UNLISTED_ORIGIN }, "getDetails");
  const unlistedFindings = judgeUnlistedOrigin(unlisted);
  reports.push({
    label: "CORS (a page on an unlisted website)",
    call: "getDetails",
    level: worstOf(unlistedFindings),
    ms: unlisted.ms,
    findings: unlistedFindings,
  });
  if (statuses.length > 0 && statuses.every((status) => status === 404)) {
    // Not only the reference: a typo in the api-base path answers every call so.
    const notFound = everyCallNotFound(settings.apiBase);
    for (const report of reports)
      report.findings = report.findings.map((finding) => (finding === UNKNOWN_REFERENCE ? notFound : finding));
  }
  return { steps: reports, exitCode: reports.some((report) => report.level === BREAKS) ? 1 : 0 };
}

/** A key shaped as the widget's (`dn-` and 24 hex digits), new for each run. */
const OBJECTION_KEY = () => `dn-${randomBytes(12).toString("hex")}`;

/** A resend with the same Idempotency-Key, as a debtor's "send again" after a lost answer. */
/** @param {import("./http.mjs").Exchange} answer @param {string} [otherOrigin] the page's, when not the gateway's */
function judgeRepeat(answer, otherOrigin) {
  if (!("status" in answer) || answer.status < 200 || answer.status > 299 || "location" in answer)
    return [
      tolerated(
        `a resend of the same objection (same Idempotency-Key) was not accepted (${"status" in answer ? answer.status : answer.error}): the debtor's "send again" after a lost answer would fail`,
        "answer a repeat of a stored objection with the first answer again",
      ),
    ];
  if (answer.headers.get("idempotent-replayed") === "true")
    return [
      accepted(
        otherOrigin
          ? `Idempotency-Key honoured from ${otherOrigin} too: the resend was answered as a replay (stored once); set cross-origin-objection-key on the element so the widget sends it there`
          : "Idempotency-Key honoured: the resend was answered as a replay (stored once)",
      ),
    ];
  return [
    tolerated(
      "a resend of the same objection (same Idempotency-Key) was accepted without Idempotent-Replayed: true: it was probably stored twice, as a debtor's resend after a lost answer would be",
      "honour Idempotency-Key: store a repeat once and answer it with Idempotent-Replayed: true (openapi.yaml)",
    ),
  ];
}

/**
 * The details read right after an accepted objection: the widget decides "it arrived" (or "send
 * it again") after a lost answer by exactly this flag (openapi.yaml: uploadComment).
 */
function judgeArrival(exchange) {
  let infoWasProvided;
  if ("text" in exchange && exchange.status === 200) {
    try {
      infoWasProvided = JSON.parse(exchange.text)?.entities?.infoWasProvided;
    } catch {
      infoWasProvided = undefined;
    }
  }
  if (infoWasProvided === true)
    return [accepted("after the accepted objection getDetails answers infoWasProvided: true")];
  return [
    breaks(
      `after the accepted objection getDetails answers infoWasProvided: ${infoWasProvided === undefined ? "no answer with it" : JSON.stringify(infoWasProvided)}: after a lost answer the widget reads this flag to tell whether the objection arrived, would tell the debtor it did not, and the debtor would send it again`,
      "answer infoWasProvided: true on every getDetails after an objection was stored for the reference",
    ),
  ];
}

function remember(call, answer, seen) {
  if (answer === null || typeof answer !== "object") return;
  if (call === "getPreferredLanguage" && ["sk", "en", "ua"].includes(answer.preferredLanguage))
    seen.language = answer.preferredLanguage;
  const sessionId = call === "getDetails" ? answer.entities?.sessionId : undefined;
  if (typeof sessionId === "string" || typeof sessionId === "number") seen.sessionId = String(sessionId);
}
