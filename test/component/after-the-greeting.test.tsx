import { I18nProvider } from "@lingui/react";
import { waitFor } from "@testing-library/react";
import { flushSync } from "react-dom";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { i18nFor } from "../../src/i18n/create-i18n";
import { selectScreen } from "../../src/machine/debt-notice.selectors";
import { resolveOptions } from "../../src/session/options";
import { ConfigContext, SessionContext } from "../../src/ui/actor-context";
import { AfterTheGreeting } from "../../src/ui/components/AfterTheGreeting";
import { FormView } from "../../src/ui/views/FormView";
import { fakeEnvironment, startSession, withDemoConfig } from "../helpers/render-widget";

// Rendered with React's own root, outside act(): act() would flush the transition within its
// scope, and the first commit on its own is what this file is about.
declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

let host: HTMLElement;
let root: Root;
let actEnvironment: boolean | undefined;
beforeEach(() => {
  actEnvironment = globalThis.IS_REACT_ACT_ENVIRONMENT;
  globalThis.IS_REACT_ACT_ENVIRONMENT = false;
  host = document.body.appendChild(document.createElement("div"));
  root = createRoot(host);
});
afterEach(() => {
  root.unmount();
  host.remove();
  globalThis.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
});

function View() {
  return (
    <div>
      <h1>What you owe</h1>
      <AfterTheGreeting>
        <section aria-label="Object">the objection form</section>
      </AfterTheGreeting>
    </div>
  );
}

describe("AfterTheGreeting", () => {
  it("leaves the sections out of the view's first commit, holding their place, and renders them next", async () => {
    flushSync(() => root.render(<View />));

    expect(host.querySelector("h1")?.textContent).toBe("What you owe");
    expect(host.querySelector("section")).toBeNull();
    const placeholder = host.querySelector(".dn-later");
    expect(placeholder).not.toBeNull();
    // Nothing for a screen reader to find in the placeholder.
    expect(placeholder?.getAttribute("aria-hidden")).toBe("true");

    await waitFor(() => expect(host.querySelector("section")?.textContent).toBe("the objection form"));
    expect(host.querySelector(".dn-later")).toBeNull();
  });

  it("renders them again after each new mount of its view (a return to the home view)", async () => {
    flushSync(() => root.render(<View key="first" />));
    await waitFor(() => expect(host.querySelector("section")).not.toBeNull());

    flushSync(() => root.render(<View key="again" />));
    expect(host.querySelector("section")).toBeNull();
    await waitFor(() => expect(host.querySelector("section")).not.toBeNull());
  });

  it("in the home view: the first commit holds the greeting, the amount and Pay; the sections follow", async () => {
    const options = withDemoConfig();
    const session = startSession(fakeEnvironment(), vi.fn(), options);
    await waitFor(() => expect(selectScreen(session.actor.getSnapshot())).toBe("form"));

    flushSync(() =>
      root.render(
        <SessionContext.Provider value={session}>
          <ConfigContext.Provider value={resolveOptions(options).config}>
            <I18nProvider i18n={i18nFor("en")}>
              <FormView />
            </I18nProvider>
          </ConfigContext.Provider>
        </SessionContext.Provider>,
      ),
    );

    expect(host.querySelector("h1")?.textContent).toBe("Notice of unpaid health insurance contributions");
    expect(host.querySelector("[part~='amount']")?.textContent).toMatch(/1,150\.75/);
    expect(host.querySelector("a[href]")?.textContent).toMatch(/Pay debt for/);
    expect(host.querySelector("[part~='objection']")).toBeNull();
    expect(host.querySelector(".dn-later")).not.toBeNull();

    await waitFor(() => expect(host.querySelector("[part~='objection']")).not.toBeNull());
    expect(host.querySelector(".dn-later")).toBeNull();
  });
});
