import { randomUUID } from "node:crypto";
import { decodeAttachment } from "./attachment.mjs";
import { saveComment } from "./comment-store.mjs";
import { detailsEntitiesOf, findFixture } from "./fixtures.mjs";
import { HttpError } from "./http-util.mjs";

const LANGUAGES = ["sk", "en", "ua"];
const STATE_FLAGS = ["clickedOnPay", "clickedOnTotalDebt", "clickedOnCalendar"];
export const CAPTCHA_TOKEN_PREFIX = "demo-token-";

/**
 * @typedef {{
 *   store: ReturnType<typeof import("./state-store.mjs").createStateStore>,
 *   dataDir: string, origin: string,
 *   stored?: (comment: { reference: string, comment: string }) => void,
 *   payee?: object | null
 * }} CallContext
 * @typedef {(body: Record<string, unknown>, context: CallContext) => object} GatewayCall
 */

/** @param {Record<string, unknown>} body @param {string} field */
function requireString(body, field) {
  const value = body[field];
  if (typeof value !== "string" || value.trim() === "") throw new HttpError(400, `${field}MustBeANonEmptyString`);
  return value;
}

/** @param {Record<string, unknown>} body @param {CallContext} context */
function requireDebtor(body, { store }) {
  const reference = requireString(body, "reference");
  const state = store.get(reference);
  const fixture = findFixture(reference);
  if (!state || !fixture) throw new HttpError(404, "notFound");
  return { reference, state, fixture };
}

/** @type {Record<string, GatewayCall>} */
export const gatewayCalls = {
  getPreferredLanguage(body, context) {
    return { preferredLanguage: requireDebtor(body, context).state.preferredLanguage };
  },

  changePreferredLanguage(body, context) {
    const { reference } = requireDebtor(body, context);
    const language = body.newPreferredLanguage;
    if (typeof language !== "string" || !LANGUAGES.includes(language))
      throw new HttpError(400, "newPreferredLanguageMustBeSkEnOrUa");
    context.store.update(reference, { preferredLanguage: /** @type {"sk"|"en"|"ua"} */ (language) });
    return { ok: true };
  },

  getDetails(body, context) {
    if ("mobile" in body && typeof body.mobile !== "boolean") throw new HttpError(400, "mobileMustBeABoolean");
    const { state, fixture } = requireDebtor(body, context);
    const entities = detailsEntitiesOf(fixture, {
      origin: context.origin,
      sessionId: randomUUID(),
      infoWasProvided: state.infoWasProvided,
      clickedOnPay: state.clickedOnPay,
    });
    return { entities: context.payee ? { ...entities, payee: context.payee } : entities };
  },

  uploadComment(body, context) {
    const { reference } = requireDebtor(body, context);
    const sessionId = requireString(body, "sessionId");
    const comment = requireString(body, "comment");
    const token = body.captchaToken;
    if (
      typeof token !== "string" ||
      token.length <= CAPTCHA_TOKEN_PREFIX.length ||
      !token.startsWith(CAPTCHA_TOKEN_PREFIX)
    ) {
      throw new HttpError(400, "invalidCaptchaToken");
    }
    const attachment = decodeAttachment(body.attachmentType, body.attachment);
    saveComment(context.dataDir, { reference, sessionId, comment, attachment });
    context.stored?.({ reference, comment });
    context.store.update(reference, { infoWasProvided: true });
    return { ok: true };
  },

  updateState(body, context) {
    const { reference } = requireDebtor(body, context);
    requireString(body, "sessionId");
    const flags = STATE_FLAGS.filter((flag) => flag in body);
    const [flag] = flags;
    if (flags.length !== 1 || !flag || body[flag] !== true) throw new HttpError(400, "exactlyOneFlagMustBeTrue");
    context.store.update(reference, { [flag]: true });
    return { ok: true };
  },
};
