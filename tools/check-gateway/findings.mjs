/** A finding: what the widget would make of one thing the gateway did, and how to fix it. */

export const ACCEPTED = "accepted";
export const TOLERATED = "tolerated";
export const BREAKS = "would break";
export const SKIPPED = "skipped";

const RANK = { [SKIPPED]: 0, [ACCEPTED]: 1, [TOLERATED]: 2, [BREAKS]: 3 };

/** @typedef {{ level: string, what: string, fix?: string, condition?: true }} Finding */

/** @param {string} what @returns {Finding} */
export const accepted = (what) => ({ level: ACCEPTED, what });
/** @param {string} what @param {string} fix @returns {Finding} */
export const tolerated = (what, fix) => ({ level: TOLERATED, what, fix });
/** @param {string} what @param {string} fix @returns {Finding} */
export const breaks = (what, fix) => ({ level: BREAKS, what, fix });

/** The worst level among `findings` (`accepted` for none). @param {Finding[]} findings */
export function worstOf(findings) {
  return findings.reduce((worst, { level }) => (RANK[level] > RANK[worst] ? level : worst), ACCEPTED);
}

/**
 * JSON text with the C1 controls and bidi marks JSON leaves as they are escaped: what a message
 * quotes must not write to the terminal. @param {string} json
 */
export function printable(json) {
  return json.replace(
    /[\u0080-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/** A value as a short JSON snippet for a message. @param {unknown} value */
export function show(value, max = 60) {
  const text = printable(value === undefined ? "missing" : JSON.stringify(value));
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/**
 * A 3xx answer as a message names it: its status and where it pointed.
 * @param {number} status @param {string | null} location
 */
export function showRedirect(status, location) {
  return location === null ? `${status} with no Location` : `${status} redirect to ${show(location, 200)}`;
}
