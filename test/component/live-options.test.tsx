import { render, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { DebtNoticeWidget } from "../../src/DebtNoticeWidget";
import { mount } from "../../src/mount";
import { json, routedFetch, stubFetch, type RecordedCall } from "../helpers/fake-fetch";
import { FORM_HEADING, detailsFixture, sectionsShown } from "../helpers/render-widget";

// update() starts a new session only for another debtor or gateway (session/option-table.ts):
// a portal that changes the timeout, the captcha or the mobile flag must not make the debtor's
// page load again (both start-up calls, another debt-notice-loaded, the form's state gone).

let calls: RecordedCall[];
let warn: MockInstance<typeof console.warn>;
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

/** changePreferredLanguage never answers: only request-timeout ends it. */
const hangingSave = (_body: unknown) => "hang" as const;

beforeEach(() => {
  const fake = stubFetch(
    routedFetch({
      getPreferredLanguage: () => json({ preferredLanguage: "en" }),
      getDetails: () => json({ entities: { ...detailsFixture(), payBySquare: undefined } }),
      changePreferredLanguage: hangingSave,
      updateState: () => json({}),
      uploadComment: () => json({}),
    }),
  );
  calls = fake.calls;
  warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
});

afterEach(async () => {
  vi.unstubAllGlobals();
  warn.mockRestore();
  document.body.innerHTML = "";
  sessionStorage.clear();
  await new Promise((resolve) => setTimeout(resolve, 0));
});

const countOf = (call: string) => calls.filter((recorded) => recorded.call === call).length;
const savesTimedOut = () =>
  warn.mock.calls.filter(([message]) => String(message).includes("changePreferredLanguage failed (timeout)")).length;

async function formIn(root: ShadowRoot) {
  const ui = within(root as unknown as HTMLElement);
  await ui.findByRole("heading", { level: 1, name: FORM_HEADING });
  await sectionsShown(root as unknown as HTMLElement);
  return ui;
}

describe("mount().update() with options that do not name another debtor", () => {
  let previousAct: boolean | undefined;
  beforeEach(() => {
    previousAct = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = previousAct;
  });

  it("keeps the session: no start-up call again, no second loaded event, the typed text stays", async () => {
    const target = document.createElement("div");
    document.body.append(target);
    const loaded: unknown[] = [];
    target.addEventListener("debt-notice-loaded", (event) => loaded.push((event as CustomEvent).detail));
    const handle = mount(target, { reference: "LIVE-1" });
    const ui = await formIn(target.shadowRoot!);
    await userEvent.setup().type(ui.getByRole("textbox"), "I paid in March");

    handle.update({ requestTimeout: 5000 });
    handle.update({ captchaSiteKey: "site-key", captchaSrc: "/recaptcha.js" });
    handle.update({ mobile: true });
    handle.update({ config: { providerName: "Nová poisťovňa" } });
    await waitFor(() => expect(ui.getAllByText("Nová poisťovňa").length).toBeGreaterThan(0));

    expect(countOf("getDetails")).toBe(1);
    expect(countOf("getPreferredLanguage")).toBe(1);
    expect(loaded).toEqual([{ reference: "LIVE-1", view: "home" }]);
    expect(ui.getByRole<HTMLInputElement>("textbox").value).toBe("I paid in March");
    handle.unmount();
  });

  it("the next gateway call is bounded by the new request-timeout", async () => {
    const target = document.createElement("div");
    document.body.append(target);
    const handle = mount(target, { reference: "LIVE-2" });
    const ui = await formIn(target.shadowRoot!);

    handle.update({ requestTimeout: 30 });
    // Slovak's texts are in the bundle: the choice is shown at once and its save leaves now.
    await userEvent.setup().selectOptions(ui.getByRole("combobox"), "sk");
    await waitFor(() => expect(countOf("changePreferredLanguage")).toBe(1));
    // With the 20 s it started with, this save would still be waiting.
    await waitFor(() => expect(savesTimedOut()).toBe(1), { timeout: 2000 });
    expect(countOf("getDetails")).toBe(1);
    handle.unmount();
  });

  it("another reference still starts a new session", async () => {
    const target = document.createElement("div");
    document.body.append(target);
    const handle = mount(target, { reference: "LIVE-3", requestTimeout: 5000 });
    await formIn(target.shadowRoot!);
    handle.update({ reference: "LIVE-4", requestTimeout: 6000 });
    await waitFor(() => expect(countOf("getDetails")).toBe(2));
    expect(
      calls.filter((recorded) => recorded.call === "getDetails").map((recorded) => recorded.body?.reference),
    ).toEqual(["LIVE-3", "LIVE-4"]);
    handle.unmount();
  });
});

describe("the element's attributes", () => {
  it("a changed request-timeout or mobile attribute keeps the session", async () => {
    const { defineDebtNoticeElement } = await import("../../src/element/define-element");
    const previousAct = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      defineDebtNoticeElement("dn-live-options");
      const element = document.createElement("dn-live-options");
      element.setAttribute("reference", "LIVE-EL");
      document.body.append(element);
      await formIn(element.shadowRoot!);
      element.setAttribute("request-timeout", "5000");
      element.setAttribute("mobile", "");
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(countOf("getDetails")).toBe(1);
      element.remove();
      await new Promise((resolve) => setTimeout(resolve, 0));
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = previousAct;
    }
  });
});

describe("<DebtNoticeWidget> props", () => {
  it("a new requestTimeout or captchaSiteKey keeps the session; a new reference starts one", async () => {
    const onLoaded = vi.fn();
    const view = render(<DebtNoticeWidget reference="LIVE-R" onLoaded={onLoaded} />);
    const host = view.container.querySelector("div")!;
    await waitFor(() => expect(host.shadowRoot).not.toBeNull());
    await formIn(host.shadowRoot!);
    view.rerender(<DebtNoticeWidget reference="LIVE-R" onLoaded={onLoaded} requestTimeout={5000} captchaSiteKey="k" />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(countOf("getDetails")).toBe(1);
    expect(onLoaded).toHaveBeenCalledTimes(1);

    view.rerender(<DebtNoticeWidget reference="LIVE-S" onLoaded={onLoaded} requestTimeout={5000} />);
    await waitFor(() => expect(onLoaded).toHaveBeenCalledWith({ reference: "LIVE-S", view: "home" }));
    expect(countOf("getDetails")).toBe(2);
  });

  it("a new requestTimeout bounds the running session's next call", async () => {
    const view = render(<DebtNoticeWidget reference="LIVE-T" />);
    const host = view.container.querySelector("div")!;
    await waitFor(() => expect(host.shadowRoot).not.toBeNull());
    const ui = await formIn(host.shadowRoot!);
    view.rerender(<DebtNoticeWidget reference="LIVE-T" requestTimeout={30} />);
    await userEvent.setup().selectOptions(ui.getByRole("combobox"), "sk");
    await waitFor(() => expect(savesTimedOut()).toBe(1), { timeout: 2000 });
    expect(countOf("getDetails")).toBe(1);
  });
});
