import { msg } from "@lingui/core/macro";

/**
 * The greeting's texts, for the first paint: the very messages the app's components render (the
 * same source text, so the same catalog entry; test/unit/first-paint checks that each is in
 * every catalog, and the e2e that both paints read the same in sk, en and ua). Translators'
 * comments are the components'.
 */
export const GREETING_MESSAGES = {
  heading: msg({ message: "Notice of unpaid health insurance contributions" }),
  dearMr: msg({ message: "Dear Mr {name}," }),
  dearMs: msg({ message: "Dear Ms {name}," }),
  dearSir: msg({ message: "Dear Sir," }),
  dearMadam: msg({ message: "Dear Madam," }),
  nothingToPay: msg({ message: "our records show that you have nothing to pay for this notice." }),
  unpaidForPeriod: msg({
    message: "our records show an unpaid amount of health insurance contributions for the period {periodLabel}.",
  }),
  unpaidUnderSymbol: msg({
    message:
      "our records show an unpaid amount of health insurance contributions under the specific symbol {periodLabel}.",
  }),
  amountToPay: msg({ message: "Amount to pay" }),
  amountUnknown: msg({ message: "We cannot show the amount right now. Please contact us." }),
  period: msg({ message: "Period" }),
  specificSymbol: msg({ message: "Specific symbol" }),
  icp: msg({ message: "IČP" }),
  icpMeaning: msg({ message: "payer identification number" }),
  payForPeriod: msg({ message: "Pay debt for {period}" }),
  payForSymbol: msg({ message: "Pay debt for {specificSymbol}" }),
  opensInNewTab: msg({ message: "(opens in a new tab)" }),
  noOnlinePayment: msg({
    message: "Online payment is not available right now. Please contact us and we will help you pay.",
  }),
  cannotPayAll: msg({ message: "I can't pay it all now" }),
  disagree: msg({ message: "I disagree / I already paid" }),
  trustDomain: msg({ message: "Are you really on our page? The address bar must show exactly the domain {domain}." }),
  trustNoDomain: msg({
    message:
      "Not sure this page is ours? Call us on the number on your insurance card or in our letter, not one from a message.",
  }),
  howToCheck: msg({ message: "How to check" }),
} as const;

/**
 * The first paint's own texts: what it says when the app's script has not come (app-missing.ts).
 * Only the first paint shows them; "Try again" is the not-found view's button, the same entry.
 */
export const APP_MISSING_MESSAGES = {
  partNotLoaded: msg({
    comment:
      "Shown above the amount's buttons when the rest of the page (its script) did not arrive: only the amount and the Pay link are on screen, the other buttons are gone. The debtor's link and data are fine. Calm tone; the button below it reloads the page.",
    message:
      "Part of this page did not load, probably because of a weak connection or a problem on our side. Please try again.",
  }),
  tryAgain: msg({ message: "Try again" }),
} as const;
