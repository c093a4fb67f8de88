import { act, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { WireLanguage } from "../../src/machine/debt-notice.types";
import { resolveOptions } from "../../src/session/options";
import {
  detailsFixture,
  fakeGateway,
  formShown,
  REFERENCE,
  renderWidget,
  sectionsShown,
  withDemoConfig,
} from "../helpers/render-widget";

// With a captcha site key every send loads Google's reCAPTCHA. Its badge comes only once the
// script has loaded (after the first press of Send) and a host page may hide it, so the form says
// so itself, above Send, in the page's language; without a key nothing of Google's is loaded and
// the form says nothing about it.

const TEXTS: Record<WireLanguage, { notice: string; send: string }> = {
  en: { notice: "This site is protected by reCAPTCHA.", send: "Send explanation" },
  sk: { notice: "Táto stránka je chránená systémom reCAPTCHA.", send: "Odoslať zdôvodnenie" },
  ua: { notice: "Цей сайт захищено системою reCAPTCHA.", send: "Надіслати пояснення" },
};
const NOTICE_EN = TEXTS.en.notice;

/** The objection form (the `objection` part's form, in every language). */
function objectionForm(): HTMLElement {
  const form = document.querySelector<HTMLElement>("[part~='objection'] form");
  if (!form) throw new Error("no objection form");
  return form;
}

describe.each(Object.entries(TEXTS) as [WireLanguage, (typeof TEXTS)["en"]][])(
  "in %s",
  (language, { notice, send: sendName }) => {
    it("with a captcha site key, the form says reCAPTCHA protects it, just before Send", async () => {
      renderWidget({
        options: { reference: REFERENCE, captchaSiteKey: "site-key" },
        env: { gateway: fakeGateway(detailsFixture(), language) },
      });
      await sectionsShown();
      await within(objectionForm()).findByText(notice);
      const form = objectionForm();
      const text = within(form).getByText(notice);
      const send = within(form).getByRole("button", { name: sendName });
      // Read before the press that loads Google's script: earlier in the document than Send.
      expect(text.compareDocumentPosition(send) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(document.body.textContent?.split(notice)).toHaveLength(2);
    });

    it("without a site key, nothing about reCAPTCHA", async () => {
      renderWidget({ env: { gateway: fakeGateway(detailsFixture(), language) } });
      await sectionsShown();
      expect(objectionForm()).toBeInTheDocument();
      expect(document.body.textContent).not.toMatch(/reCAPTCHA/);
    });
  },
);

describe("a site key set while the page is open", () => {
  it("shows the sentence at once, and removing the key takes it away, with no new session", async () => {
    const { session, gateway } = renderWidget();
    await formShown();
    expect(screen.queryByText(NOTICE_EN)).toBeNull();

    act(() => session.update(resolveOptions(withDemoConfig({ reference: REFERENCE, captchaSiteKey: "site-key" }))));
    expect(await screen.findByText(NOTICE_EN)).toBeInTheDocument();

    act(() => session.update(resolveOptions(withDemoConfig({ reference: REFERENCE }))));
    expect(screen.queryByText(NOTICE_EN)).toBeNull();
    expect(gateway.getDetails).toHaveBeenCalledTimes(1);
  });
});
