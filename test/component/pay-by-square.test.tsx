import { I18nProvider } from "@lingui/react";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { decode } from "bysquare/pay";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEMO_CONFIG } from "../../demo/demo-config.mjs";
import type { PayeeConfig } from "../../src/domain/provider-config";
import type { DebtDetails } from "../../src/domain/gateway-contract";
import { i18nFor } from "../../src/i18n/create-i18n";
import { buildPaymentOrder, encodePayBySquare } from "../../src/domain/pay-by-square";
import { saveFile } from "../../src/browser/save-file";
import { bankTransferOf } from "../../src/machine/bank-transfer.selectors";
import { PayBySquare } from "../../src/ui/components/pay-by-square/PayBySquare";
import { detailsFixture } from "../helpers/render-widget";
import { scanQrPath } from "../helpers/scan-qr-path";

const PAYEE: PayeeConfig = DEMO_CONFIG.payee;
/** A server-made code for a different order (another account, 42 €, VS 99): what a changed answer could carry. */
const READY_MADE = (() => {
  const result = buildPaymentOrder({
    amountCents: 4200,
    iban: "SK9611000000002918599669",
    bic: "",
    beneficiaryName: "Server",
    variableSymbol: "99",
    specificSymbol: "",
    constantSymbol: "",
    note: "",
  });
  if (!result.ok) throw new Error("invalid fixture");
  return encodePayBySquare(result.order);
})();

function details(overrides: Partial<DebtDetails> = {}): DebtDetails {
  return detailsFixture({ paymeUrl: null, totalDebt: null, ...overrides });
}

/** Renders, then waits for the QR part, which loads its encoder from a file of its own. */
async function renderPay(
  overrides: Partial<DebtDetails> = {},
  payee: PayeeConfig = PAYEE,
  onSave: (image: Blob) => void = () => undefined,
) {
  let view!: ReturnType<typeof render>;
  // Async act: React retries the suspended QR part once its encoder has loaded.
  await act(async () => {
    view = render(
      <I18nProvider i18n={i18nFor("en")}>
        <div className="dn-root">
          <PayBySquare
            transfer={bankTransferOf(details(overrides), payee)}
            saving={{ phone: false, canShare: false, sharing: false, shareFailed: false }}
            onShare={() => undefined}
            onSave={onSave}
          />
        </div>
      </I18nProvider>,
    );
  });
  // Drawn (a path in the square) or refused (the note): not the empty square of the meantime.
  await waitFor(() =>
    expect(
      document.querySelector("svg.dn-pbs__svg path") ?? screen.queryByText(/We cannot show a QR code/),
    ).not.toBeNull(),
  );
  return view;
}

function qrSvg(): SVGElement | null {
  return document.querySelector("svg.dn-pbs__svg");
}

/** Reads the rendered <svg> back like a camera would. */
function scanSvg(svg: SVGElement): string | undefined {
  return scanQrPath(svg.getAttribute("viewBox") ?? "", svg.querySelector("path")?.getAttribute("d") ?? "");
}

let writeText: ReturnType<typeof vi.fn>;
beforeEach(() => {
  writeText = vi.fn(async () => undefined);
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, "clipboard");
});

describe("PayBySquare", () => {
  it("shows the payment details as text, the IBAN in groups of four", async () => {
    await renderPay();
    const list = screen.getByRole("heading", { name: "Pay by bank transfer" }).closest("section")!;
    const text = (label: string) =>
      within(list).getByText(label).nextElementSibling?.querySelector(".dn-pbs__text")?.textContent;
    expect(text("IBAN")).toBe("SK31 1200 0000 1987 4263 7541");
    expect(text("Beneficiary")).toBe("Vzorová zdravotná poisťovňa, a. s.");
    expect(text("BIC (SWIFT)")).toBe("SUBASKBX");
    expect(text("Amount")).toBe("1,150.75\u00A0€");
    expect(text("Variable symbol")).toBe("1234567890");
    expect(text("Specific symbol")).toBe("7712345678");
    expect(text("Constant symbol")).toBe("0558");
    expect(text("Payment note")).toBe("Poistné 01/2025");
  });

  it("renders a PAY by square QR code with an accessible name that carries the amount", async () => {
    await renderPay();
    const svg = screen.getByRole("img", {
      name: "PAY by square QR code for paying 1,150.75\u00A0€ from a banking app",
    });
    expect(svg.querySelector("path")?.getAttribute("d")).toMatch(/^M\d+ \d+h\d+v1h-\d+z/);
    // Quiet zone of 4 modules around the symbol.
    expect(svg.getAttribute("viewBox")).toMatch(/^-4 -4 (\d+) \1$/);
  });

  it("copy buttons are named for what they copy and put the right text on the clipboard", async () => {
    await renderPay();
    const cases: [string, string][] = [
      ["Copy IBAN", "SK3112000000198742637541"],
      ["Copy variable symbol", "1234567890"],
      ["Copy specific symbol", "7712345678"],
      ["Copy constant symbol", "0558"],
      ["Copy amount", "1150.75"],
      ["Copy beneficiary", "Vzorová zdravotná poisťovňa, a. s."],
      ["Copy BIC", "SUBASKBX"],
      ["Copy payment note", "Poistné 01/2025"],
    ];
    for (const [name, value] of cases) {
      await act(async () => {
        fireEvent.click(screen.getByRole("button", { name }));
      });
      expect(writeText).toHaveBeenLastCalledWith(value);
    }
    expect(writeText).toHaveBeenCalledTimes(cases.length);
  });

  it("confirms a copy in a polite live region", async () => {
    await renderPay();
    const status = screen.getByRole("status");
    expect(status.textContent).toBe("");
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Copy IBAN" }));
    });
    expect(status.textContent).toBe("Copied: IBAN");
  });

  it("without a clipboard, selects the value so it can be copied by hand", async () => {
    Reflect.deleteProperty(navigator, "clipboard");
    await renderPay();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Copy variable symbol" }));
    });
    expect(window.getSelection()?.toString()).toBe("1234567890");
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("the QR code on screen scans to one payment order with the debt's data", async () => {
    await renderPay();
    const text = scanSvg(qrSvg()!);
    expect(text).toMatch(/^[0-9A-V]+$/);
    const { payments } = decode(text!);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      type: 1,
      amount: 1150.75,
      currencyCode: "EUR",
      variableSymbol: "1234567890",
      specificSymbol: "7712345678",
      constantSymbol: "0558",
      paymentNote: "Poistne 01/2025",
      bankAccounts: [{ iban: "SK3112000000198742637541", bic: "SUBASKBX" }],
      beneficiary: { name: "Vzorova zdravotna poistovna, a. s." },
    });
  });

  it.each<[string, Partial<DebtDetails>, PayeeConfig]>([
    ["a variable symbol with letters", { variableSymbol: "12AB" }, PAYEE],
    ["an 11-digit specific symbol", { specificSymbol: "12345678901" }, PAYEE],
    ["no amount", { actualDebt: null }, PAYEE],
    ["a negative amount, which is not an amount to pay", { actualDebt: "-12,50" }, PAYEE],
    ["an IBAN with a bad checksum", {}, { ...PAYEE, iban: "SK32 1200 0000 1987 4263 7541" }],
  ])("with %s: no QR code, but the text stays", async (_name, overrides, payee) => {
    await renderPay(overrides, payee);
    expect(qrSvg()).toBeNull();
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.queryByRole("button", { name: "Download the QR code" })).toBeNull();
    expect(screen.getByText(/We cannot show a QR code for this payment/)).toBeTruthy();
    // The intro offers no code the section then says it cannot show.
    expect(screen.getByText("Copy these details into your banking app.")).toBeTruthy();
    expect(screen.queryByText(/scan the PAY by square QR code/)).toBeNull();
    expect(screen.getByRole("button", { name: "Copy IBAN" })).toBeTruthy();
    expect(screen.getByText(formatIbanForTest(payee.iban))).toBeTruthy();
  });

  it("a ready-made PAY by square string from the server (another account, amount and symbol) is not what the code pays", async () => {
    await renderPay({ payBySquare: READY_MADE });
    const scanned = scanSvg(qrSvg()!);
    expect(scanned).not.toBe(READY_MADE);
    const [payment] = decode(scanned!).payments;
    expect(payment).toMatchObject({ amount: 1150.75, variableSymbol: "1234567890" });
    expect(payment!.bankAccounts[0]!.iban).toBe(PAYEE.iban.replace(/\s/g, ""));
  });

  it("with invalid local data, a ready-made string from the server does not stand in: no code", async () => {
    await renderPay({ payBySquare: READY_MADE, variableSymbol: "not digits" });
    expect(qrSvg()).toBeNull();
    expect(screen.getByText(/We cannot show a QR code/)).toBeTruthy();
  });

  it("puts the QR code behind 'Show the QR code for another device', closed on narrow screens", async () => {
    await renderPay();
    const summary = screen.getByText("Show the QR code for another device");
    const disclosure = summary.closest("details")!;
    // jsdom's matchMedia stub reports a narrow screen: text first, the QR code folded away.
    expect(disclosure.open).toBe(false);
    const list = document.querySelector("dl.dn-pbs__list")!;
    expect(list.compareDocumentPosition(disclosure) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("opens the QR code on wide screens", async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: query === "(min-width: 600px)",
    })) as typeof window.matchMedia;
    try {
      await renderPay();
      expect(screen.getByText("Show the QR code for another device").closest("details")!.open).toBe(true);
    } finally {
      window.matchMedia = original;
    }
  });

  it("'Download the QR code' draws the PNG and hands it on to be saved", async () => {
    const blob = new Blob(["png"], { type: "image/png" });
    const context = { fillStyle: "", fillRect: vi.fn() };
    vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(context as unknown as CanvasRenderingContext2D);
    vi.spyOn(HTMLCanvasElement.prototype, "toBlob").mockImplementation((callback) => callback(blob));
    const onSave = vi.fn();
    await renderPay({}, PAYEE, onSave);
    // The PNG is drawn, then handed on (a promise: the share sheet takes the same blob).
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Download the QR code" }));
    });
    expect(context.fillRect).toHaveBeenCalled();
    expect(onSave.mock.calls).toEqual([[blob]]);
  });

  it("saveFile saves through a blob: URL and a hidden link, and revokes the URL afterwards", async () => {
    const blob = new Blob(["png"], { type: "image/png" });
    const createObjectURL = vi.fn(() => "blob:qr");
    const revokeObjectURL = vi.fn();
    const originals = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    try {
      vi.useFakeTimers();
      saveFile(blob, "platba-qr.png", document.body);
      expect(createObjectURL).toHaveBeenCalledWith(blob);
      expect(clicked).toHaveLength(1);
      expect(clicked[0]!.download).toBe("platba-qr.png");
      expect(clicked[0]!.getAttribute("href")).toBe("blob:qr");
      expect(clicked[0]!.isConnected).toBe(false);
      expect(revokeObjectURL).not.toHaveBeenCalled();
      vi.runAllTimers();
      expect(revokeObjectURL).toHaveBeenCalledWith("blob:qr");
    } finally {
      vi.useRealTimers();
      Object.assign(URL, originals);
    }
  });
});

describe("without internet banking", () => {
  const POST_OFFICE = "No internet banking? You can also pay with these details in cash at a post office.";

  it("a Slovak account can be paid in cash at a post office: said under the details", async () => {
    await renderPay();
    expect(screen.getByText(POST_OFFICE)).toBeInTheDocument();
  });

  it("a foreign account is not: nothing said", async () => {
    await renderPay({}, { ...PAYEE, iban: "CZ6508000000192000145399", bic: "GIBACZPX" });
    expect(screen.getByRole("button", { name: "Copy IBAN" })).toBeInTheDocument();
    expect(screen.queryByText(POST_OFFICE)).toBeNull();
  });
});

function formatIbanForTest(iban: string): string {
  return iban.replace(/\s/g, "").replace(/(.{4})(?=.)/g, "$1 ");
}
