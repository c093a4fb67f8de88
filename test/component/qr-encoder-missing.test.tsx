import { I18nProvider } from "@lingui/react";
import { act, render, screen } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DEMO_CONFIG } from "../../demo/demo-config.mjs";
import { i18nFor } from "../../src/i18n/create-i18n";
import { bankTransferOf } from "../../src/machine/bank-transfer.selectors";
import { detailsFixture } from "../helpers/render-widget";

const ENCODER = "../../src/domain/qr-encoder";

// The encoder's file could not be fetched (a partner copied only debt-notice.umd.js, a proxy
// blocked it, the connection dropped): the import fails. The loader keeps its first answer for
// the page, and component files share modules (isolate: false): this file takes fresh ones.
beforeAll(() => {
  vi.resetModules();
  vi.doMock(ENCODER, () => {
    throw new Error("Failed to fetch dynamically imported module: debt-notice.qr.js");
  });
});

afterAll(() => {
  vi.doUnmock(ENCODER);
  vi.resetModules();
});

/** The bank-transfer section of the demo debtor, on a phone (it can share files) or not. */
async function renderPayBySquare({ phone }: { phone: boolean }) {
  const { PayBySquare } = await import("../../src/ui/components/pay-by-square/PayBySquare");
  // Async act: React retries the suspended QR part once the import has settled.
  await act(async () => {
    render(
      <I18nProvider i18n={i18nFor("en")}>
        <PayBySquare
          transfer={bankTransferOf(detailsFixture(), DEMO_CONFIG.payee)}
          saving={{ phone, canShare: phone, sharing: false, shareFailed: false }}
          onShare={() => undefined}
          onSave={() => undefined}
        />
      </I18nProvider>,
    );
  });
}

describe("PAY by square without its QR encoder file", () => {
  it("says the QR code could not be loaded (not that the payment cannot have one) and keeps every payment detail copyable", async () => {
    await renderPayBySquare({ phone: true });
    expect(
      screen.getByText("The QR code could not be loaded. Please copy the details into your banking app."),
    ).toBeTruthy();
    expect(screen.queryByText(/We cannot show a QR code for this payment/)).toBeNull();
    // Nor does the intro offer a code to scan.
    expect(screen.getByText("Copy these details into your banking app.")).toBeTruthy();
    expect(screen.queryByText(/scan the PAY by square QR code/)).toBeNull();
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.queryByRole("button", { name: "Save the QR code to your photos" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Share to your banking app" })).toBeNull();
    expect(screen.getByRole("button", { name: "Copy IBAN" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Copy amount" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Copy variable symbol" })).toBeTruthy();
  });

  it("never shows the failure note and an intro that offers a code to scan at the same time", async () => {
    const contradictions: string[] = [];
    const watch = new MutationObserver(() => {
      const text = document.body.textContent ?? "";
      if (text.includes("The QR code could not be loaded") && text.includes("scan the PAY by square QR code"))
        contradictions.push(text);
    });
    watch.observe(document.body, { childList: true, subtree: true, characterData: true });
    await renderPayBySquare({ phone: false });
    await new Promise((settle) => setTimeout(settle, 400)); // past React's throttle of suspended reveals
    watch.disconnect();
    expect(screen.getByText(/The QR code could not be loaded/)).toBeTruthy();
    expect(contradictions).toEqual([]);
  });
});

describe("a session on a page where the QR encoder failed", () => {
  it("tells the host once, naming the file and the usual causes", async () => {
    const { loadQrEncoder } = await import("../../src/domain/load-qr-encoder");
    await loadQrEncoder();
    const { createSession } = await import("../../src/session/create-session");
    const { resolveOptions } = await import("../../src/session/options");
    const warn = vi.fn();
    const session = createSession(resolveOptions({ reference: null, routing: "memory" }), {
      warn,
      environment: { log: () => undefined },
    });
    const said = warn.mock.calls.map(([message]) => String(message));
    expect(
      said.filter((message) => message.includes("QR encoder (debt-notice.qr.js) could not be loaded")),
    ).toHaveLength(1);
    session.dispose();
  });
});
