import { I18nProvider } from "@lingui/react";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { DEMO_CONFIG } from "../../demo/demo-config.mjs";
import { i18nFor } from "../../src/i18n/create-i18n";
import { resolveConfig } from "../../src/session/resolve-config";
import { ConfigContext } from "../../src/ui/actor-context";
import { ViewErrorBoundary } from "../../src/ui/components/ViewErrorBoundary";

/**
 * A view that throws while rendering, as the total-debt chart did with a 150,000-period answer
 * (Math.max over a spread argument list), until `fault.throws` is cleared.
 */
function FailingView({ fault }: { fault: { throws: boolean } }) {
  if (fault.throws) throw new RangeError("Maximum call stack size exceeded");
  return <h1>Your total debt:</h1>;
}

const CONFIG = resolveConfig(DEMO_CONFIG, {
  invalid: (message) => {
    throw new Error(message);
  },
  warning: () => undefined,
});

function renderBoundary(fault: { throws: boolean }, language: "en" | "sk" | "ua" = "en") {
  return render(
    <I18nProvider i18n={i18nFor(language)}>
      <ConfigContext.Provider value={CONFIG}>
        <ViewErrorBoundary>
          <FailingView fault={fault} />
        </ViewErrorBoundary>
      </ConfigContext.Provider>
    </I18nProvider>,
  );
}

describe("a view that fails to render (ViewErrorBoundary, around every view in Shell)", () => {
  it("leaves a calm message, the contacts and Try again, never a blank widget; Try again renders the view anew", async () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const fault = { throws: true };
    renderBoundary(fault);
    const heading = screen.getByRole("heading", { level: 1, name: "This page could not be shown" });
    const view = heading.closest("[part~='view']") as HTMLElement;
    expect(view.getAttribute("part")).toBe("view failed");
    expect(within(view).getByText(/This is a problem on our side, not with your link/)).toBeInTheDocument();
    expect(within(view).getByRole("region", { name: "Contact us" })).toHaveTextContent("0800 100 200");
    // React reports what broke, for the host's developers.
    expect(consoleError).toHaveBeenCalled();

    fault.throws = false;
    await userEvent.click(within(view).getByRole("button", { name: "Try again" }));
    expect(screen.getByRole("heading", { level: 1, name: "Your total debt:" })).toBeInTheDocument();
    expect(screen.queryByText("This page could not be shown")).toBeNull();
  });

  it("a view that keeps failing keeps the message after Try again", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    renderBoundary({ throws: true });
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(screen.getByRole("heading", { level: 1, name: "This page could not be shown" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it.each([
    ["sk", "Túto stránku sa nepodarilo zobraziť", "Skúsiť znova"],
    ["ua", "Не вдалося показати цю сторінку", "Спробувати ще раз"],
  ] as const)("in %s", (language, heading, button) => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    renderBoundary({ throws: true }, language);
    expect(screen.getByRole("heading", { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: button })).toBeInTheDocument();
  });
});
