import { render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DebtNoticeWidget } from "../../src/DebtNoticeWidget";
import { json, routedFetch, stubFetch, type RecordedCall, type Route } from "../helpers/fake-fetch";
import { detailsFixture } from "../helpers/render-widget";

let bodies: RecordedCall[];
let routes: Partial<Record<string, Route>>;

beforeEach(() => {
  const ok = () => json({});
  const fake = stubFetch(
    routedFetch({
      getPreferredLanguage: () => json({ preferredLanguage: "en" }),
      getDetails: () => json({ entities: { ...detailsFixture(), payBySquare: undefined } }),
      changePreferredLanguage: ok,
      updateState: ok,
      uploadComment: ok,
    }),
  );
  bodies = fake.calls;
  routes = fake.routes;
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe("<DebtNoticeWidget>", () => {
  it("renders into an open shadow root on its own host div and calls onLoaded", async () => {
    const onLoaded = vi.fn();
    const onError = vi.fn();
    const hostEvents: Event[] = [];
    const { container } = render(
      <div>
        <DebtNoticeWidget reference="W-REF" className="host-class" onLoaded={onLoaded} onError={onError} />
      </div>,
    );
    const host = container.querySelector<HTMLDivElement>("div.host-class");
    expect(host).not.toBeNull();
    host!.addEventListener("debt-notice-loaded", (e) => hostEvents.push(e));
    await waitFor(() => expect(host!.shadowRoot).not.toBeNull());
    expect(host!.shadowRoot!.mode).toBe("open");

    const ui = within(host!.shadowRoot as unknown as HTMLElement);
    expect(
      await ui.findByRole("heading", { level: 1, name: "Notice of unpaid health insurance contributions" }),
    ).toBeTruthy();
    // Rendered inside the shadow root, not in the light DOM.
    expect(screen.queryByText("Dear Mr Ján Novák,")).toBeNull();
    expect(ui.getByText("Dear Mr Ján Novák,")).toBeTruthy();

    await waitFor(() => expect(onLoaded).toHaveBeenCalledWith({ reference: "W-REF", view: "home" }));
    expect(onLoaded).toHaveBeenCalledTimes(1);
    expect(hostEvents).toHaveLength(1);
    expect((hostEvents[0] as CustomEvent).detail).toEqual({ reference: "W-REF", view: "home" });
    expect(onError).not.toHaveBeenCalled();
    expect(bodies.find((b) => b.call === "getDetails")?.body).toEqual({ reference: "W-REF", mobile: false });
  });

  it("a new reference prop starts a new session for the new debtor", async () => {
    const onLoaded = vi.fn();
    const { container, rerender } = render(<DebtNoticeWidget reference="W-ONE" onLoaded={onLoaded} />);
    const host = container.firstElementChild as HTMLElement;
    await waitFor(() => expect(onLoaded).toHaveBeenCalledWith({ reference: "W-ONE", view: "home" }));
    rerender(<DebtNoticeWidget reference="W-TWO" onLoaded={onLoaded} />);
    await waitFor(() => expect(onLoaded).toHaveBeenCalledWith({ reference: "W-TWO", view: "home" }));
    expect(bodies.filter((b) => b.call === "getDetails").map((b) => b.body?.reference)).toEqual(["W-ONE", "W-TWO"]);
    expect(host.shadowRoot?.querySelectorAll(".dn-root")).toHaveLength(1);
  });

  it("calls onError when loading fails", async () => {
    routes.getDetails = () => json({}, 404);
    const onError = vi.fn();
    const onLoaded = vi.fn();
    render(<DebtNoticeWidget reference="W-BAD" onError={onError} onLoaded={onLoaded} />);
    await waitFor(() => expect(onError).toHaveBeenCalledWith({ reference: "W-BAD", call: "getDetails" }));
    expect(onLoaded).toHaveBeenCalledWith({ reference: "W-BAD", view: "notFound" });
  });

  it("a wrong prop is reported and dropped, never thrown into the host's render (the host app stays)", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      const onLoaded = vi.fn();
      const wrong = { config: { phone: 5, providerName: "Host Insurer" }, requestTimeout: -1 } as unknown as object;
      const { container } = render(
        <main>
          <h1>The host's own page</h1>
          <DebtNoticeWidget reference="W-REF" onLoaded={onLoaded} {...wrong} />
        </main>,
      );
      expect(screen.getByRole("heading", { name: "The host's own page" })).toBeInTheDocument();
      await waitFor(() => expect(onLoaded).toHaveBeenCalledWith({ reference: "W-REF", view: "home" }));
      const shadow = (container.querySelector("main > div") as HTMLElement).shadowRoot!;
      // The rest of the config still applies; the wrong field and the wrong option are said once each.
      expect(within(shadow as unknown as HTMLElement).getAllByText("Host Insurer").length).toBeGreaterThan(0);
      const said = warn.mock.calls.map(([message]) => String(message));
      expect(said.filter((m) => m.includes('"phone"') && m.endsWith("It is ignored."))).toHaveLength(1);
      expect(said.filter((m) => m.includes('"requestTimeout"') && m.endsWith("It is ignored."))).toHaveLength(1);
    } finally {
      warn.mockRestore();
    }
  });

  it("an unusable apiBase names no gateway: nothing is sent, not even to the default one, and the notice says it could not load", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      const onError = vi.fn();
      const { container } = render(
        <DebtNoticeWidget reference="W-REF" apiBase="http://gateway.example/api" onError={onError} />,
      );
      await waitFor(() => expect(onError).toHaveBeenCalledWith({ reference: "W-REF", call: "getDetails" }));
      expect(bodies).toEqual([]);
      expect(warn.mock.calls.filter(([message]) => String(message).includes("apiBase"))).toHaveLength(1);
      // The trial-4 integrator read "getDetails failed (network)" for a call never sent.
      const said = warn.mock.calls.map(([message]) => String(message));
      expect(said).toContain("debt-notice: getDetails failed (refused)");
      expect(said.some((m) => m.includes("(network)"))).toBe(false);
      // The fifth trial: the debtor read "probably a passing problem … try again", which never helps
      // here. (In Slovak: the widget's default language.)
      const shadow = (container.firstElementChild as HTMLElement).shadowRoot as unknown as HTMLElement;
      expect(await within(shadow).findByRole("heading", { level: 1 })).toHaveTextContent(
        "Vaše upozornenie na nedoplatok sa na tejto stránke nedá zobraziť",
      );
      expect(
        within(shadow).getByText(/^Táto stránka nie je správne nastavená.*Váš odkaz je v\sporiadku/),
      ).toBeInTheDocument();
      expect(within(shadow).queryByRole("button", { name: "Skúsiť znova" })).toBeNull();
    } finally {
      warn.mockRestore();
    }
  });

  it("a reference that is not text names no debtor: the not-found view, not a reference read from the address", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      const onLoaded = vi.fn();
      const wrong = { reference: 42 } as unknown as object;
      render(<DebtNoticeWidget onLoaded={onLoaded} {...wrong} />);
      await waitFor(() => expect(onLoaded).toHaveBeenCalledWith({ reference: null, view: "notFound" }));
      expect(bodies.filter((b) => b.call === "getDetails")).toHaveLength(0);
      expect(warn.mock.calls.some(([message]) => String(message).includes('"reference" must be a string'))).toBe(true);
    } finally {
      warn.mockRestore();
    }
  });
});
