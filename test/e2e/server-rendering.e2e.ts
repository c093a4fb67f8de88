import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type * as DebtNoticeApi from "../../src/index";
import type * as DebtNoticeUnstable from "../../src/unstable";

// The built ESM, imported in Node as a server-rendering host would (no DOM globals here).
// A variable specifier: the build, not the sources, is under test (typed as the sources' API).
const BUILT_ESM = "../../dist/debt-notice.esm.js";
const importBuilt = () => import(/* @vite-ignore */ BUILT_ESM) as Promise<typeof DebtNoticeApi>;

describe("the ESM build in Node", () => {
  it("imports without touching the DOM and registers nothing", async () => {
    expect(typeof globalThis.document).toBe("undefined");
    const module = await importBuilt();
    expect(Object.keys(module).sort()).toEqual(
      expect.arrayContaining(["DebtNoticeWidget", "debtNoticeMachine", "defineDebtNoticeElement", "mount"]),
    );
    expect(typeof (globalThis as { customElements?: unknown }).customElements).toBe("undefined");
  });

  it("debt-notice/unstable gives the main entry's very statechart (one copy of the code)", async () => {
    const main = await importBuilt();
    const UNSTABLE = "../../dist/debt-notice.unstable.js";
    const unstable = (await import(/* @vite-ignore */ UNSTABLE)) as typeof DebtNoticeUnstable;
    expect(unstable.debtNoticeMachine).toBe(main.debtNoticeMachine);
    expect(unstable.debtNoticeMachine.id).toBe("debtNotice");
    expect(typeof unstable.debtNoticeMachine.provide).toBe("function");
  });

  it("server-renders DebtNoticeWidget to an empty host that hydrates on the client", async () => {
    const { DebtNoticeWidget } = await importBuilt();
    const html = renderToString(createElement(DebtNoticeWidget, { reference: "a1b2c3", className: "debts" }));
    expect(html).toBe('<div class="debts"></div>');
  });

  it("mount() outside a browser fails with a clear message, not a crash deep inside", async () => {
    const { mount } = await importBuilt();
    expect(() => mount({} as Element)).toThrow(/needs a DOM element/);
  });
});
