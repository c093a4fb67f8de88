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
});
