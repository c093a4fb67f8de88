/**
 * What an objection is about, chosen before the text. The gateway takes one free text, so the
 * reason travels as the comment's first line, in Slovak (the insurer's clerks read it), whatever
 * language the debtor reads the page in.
 */
/** "I cannot pay it all now" is not one: it is a door of its own, to the instalment section. */
export const REASON_CODES = ["alreadyPaid", "wrongAmount", "notMyDebt", "other"] as const;
export type ReasonCode = (typeof REASON_CODES)[number];

export const PAYMENT_METHODS = ["bankTransfer", "cardOnline", "branch"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export interface ReasonAnswers {
  code: ReasonCode | null;
  /** The day the debtor says they paid, `yyyy-mm-dd` as a date input gives it; "" when not given. */
  paidOn: string;
  paidBy: PaymentMethod | null;
}

export const NO_REASON: ReasonAnswers = { code: null, paidOn: "", paidBy: null };

const REASON_SK: Record<ReasonCode, string> = {
  alreadyPaid: "Už som zaplatil(a)",
  wrongAmount: "Suma je nesprávna",
  notMyDebt: "Nie je to môj nedoplatok",
  other: "Iné",
};

const METHOD_SK: Record<PaymentMethod, string> = {
  bankTransfer: "bankový prevod",
  cardOnline: "kartou online",
  branch: "na pobočke alebo pošte",
};

/** A stored or typed value is only trusted when it is one of the known ones. */
export const isReasonCode = (value: unknown): value is ReasonCode => REASON_CODES.includes(value as ReasonCode);
export const isPaymentMethod = (value: unknown): value is PaymentMethod =>
  PAYMENT_METHODS.includes(value as PaymentMethod);

/** `2025-03-12` → `12. 3. 2025` (the Slovak way); null for anything that is not a real day. */
export function slovakDateOf(isoDay: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${day}. ${month}. ${year}`;
}

/** "I already paid" with a payment day after `today` (both `yyyy-mm-dd`): a day that has not come yet. */
export function paidOnIsInFuture(answers: ReasonAnswers, today: string): boolean {
  return answers.code === "alreadyPaid" && slovakDateOf(answers.paidOn) !== null && answers.paidOn > today;
}

/** `[Dôvod: … · Dátum platby: … · Spôsob: …]`, or null with no reason chosen. */
export function reasonLineOf(answers: ReasonAnswers): string | null {
  if (answers.code === null) return null;
  const parts = [`Dôvod: ${REASON_SK[answers.code]}`];
  if (answers.code === "alreadyPaid") {
    const date = slovakDateOf(answers.paidOn);
    if (date) parts.push(`Dátum platby: ${date}`);
    if (answers.paidBy) parts.push(`Spôsob: ${METHOD_SK[answers.paidBy]}`);
  }
  return `[${parts.join(" · ")}]`;
}

/** The `comment` the gateway receives: the reason line, then the text; the text alone without a reason. */
export function commentWithReason(answers: ReasonAnswers, comment: string): string {
  const text = comment.trim();
  const line = reasonLineOf(answers);
  return line ? `${line}\n${text}` : text;
}
