import amount from "./amount.css?raw";
import base from "./base.css?raw";
import buttons from "./buttons.css?raw";
import chooser from "./chooser.css?raw";
import contacts from "./contacts.css?raw";
import form from "./form.css?raw";
import layout from "./layout.css?raw";
import loading from "./loading.css?raw";
import payment from "./payment.css?raw";
import print from "./print.css?raw";
import reasons from "./reasons.css?raw";
import toasts from "./toasts.css?raw";
import tokens from "./tokens.css?raw";
import totalDebt from "./total-debt.css?raw";
import trust from "./trust.css?raw";

/**
 * The widget's one stylesheet, in cascade order: tokens and resets first, then one file per part
 * of the page. Each file keeps its own wide-screen rules after the rules they override; the print
 * rules come last, so they override them all.
 */
export const css = [
  tokens,
  base,
  layout,
  chooser,
  amount,
  buttons,
  form,
  reasons,
  contacts,
  totalDebt,
  loading,
  toasts,
  payment,
  trust,
  print,
].join("");

/**
 * What the greeting's first paint needs of it (first-paint/, in the preload script): the same
 * files in the same order, without those of the parts below the greeting.
 */
export const greetingCss = [tokens, base, layout, chooser, amount, buttons, form, reasons, trust].join("");
