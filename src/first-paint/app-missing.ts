import type { Messages } from "@lingui/core";
import { APP_MISSING_MESSAGES } from "./greeting-messages";
import { messageParts } from "./message-parts";

export interface AppMissing {
  /** The compiled catalog the first paint was painted in. */
  messages: Messages;
  /** The payment page itself (checked as the app checks it), or null: no online payment. */
  payUrl: string | null;
  /** Loads the page again (the Try again button). */
  reload: () => void;
}

/**
 * The app's script has not come (app-arrival.ts): the first paint's doors would never open, so
 * they leave, and a note in their place says so, with a button that loads the page again. Pay
 * stays and goes to the payment page itself: its `?pay` address needs the same script, in a new
 * tab. Focus on a button that left moves to Try again. Returns false when a text is missing (the
 * paint is then left as it is).
 */
export function showAppMissing(container: HTMLElement, missing: AppMissing): boolean {
  const note = messageParts(missing.messages, APP_MISSING_MESSAGES.partNotLoaded.id ?? "");
  const tryAgainText = messageParts(missing.messages, APP_MISSING_MESSAGES.tryAgain.id ?? "");
  const doors = container.querySelector(".dn-doors");
  if (!note || !tryAgainText || !doors) return false;
  const document = container.ownerDocument;
  const root = container.getRootNode() as ShadowRoot | Document;

  const pay = doors.querySelector<HTMLAnchorElement>("a.dn-button--primary");
  if (pay && missing.payUrl) pay.href = missing.payUrl;
  // The doors and "How to check" (the term's button stays: it carries the term's name).
  const leaving = [...container.querySelectorAll(".dn-doors button, .dn-trust-line button")];
  const focusLeaves = leaving.some((button) => button === root.activeElement);
  for (const button of leaving) button.remove();

  const notice = document.createElement("p");
  notice.className = "dn-note";
  notice.setAttribute("role", "alert");
  notice.append(...note);
  const tryAgain = document.createElement("button");
  tryAgain.type = "button";
  tryAgain.className = "dn-button dn-button--secondary";
  tryAgain.append(...tryAgainText);
  tryAgain.addEventListener("click", missing.reload);
  doors.before(notice);
  doors.append(tryAgain);
  if (focusLeaves) tryAgain.focus();
  return true;
}
