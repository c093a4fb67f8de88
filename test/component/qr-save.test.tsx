import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeDeferred } from "../helpers/deferred";
import { renderWidget, type RenderWidgetOptions } from "../helpers/render-widget";

const SAVE_ON_PHONE = "Save the QR code to your photos";
const SHARE = "Share to your banking app";
const IMPORT_LINE = /in your banking app, choose to scan a QR code and pick this image from your gallery/;
const FAILED_LINE = "Sharing did not work. You can still save the QR code as an image.";

/** jsdom draws nothing: a canvas that records and a PNG blob stand in for the browser's. */
const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: "image/png" });
beforeEach(() => {
  const context = { fillStyle: "", fillRect: vi.fn() };
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(context as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, "toBlob").mockImplementation((callback) => callback(png));
});
afterEach(() => vi.restoreAllMocks());

/** The widget with the QR code drawn (its download button enabled). */
async function renderPayment(settings: RenderWidgetOptions & { phone?: boolean; canShare?: boolean } = {}) {
  const widget = renderWidget({
    ...settings,
    options: { mobile: settings.phone ?? false, ...settings.options },
    env: { canShareFiles: vi.fn(() => settings.canShare ?? false), ...settings.env },
  });
  const save = settings.phone ? SAVE_ON_PHONE : "Download the QR code";
  await waitFor(() => expect(screen.getByRole<HTMLButtonElement>("button", { name: save }).disabled).toBe(false), {
    timeout: 3000,
  });
  return widget;
}

/** The share button once its PNG is made (until then a disabled stand-in holds the place). */
async function shareButton(): Promise<HTMLButtonElement> {
  return waitFor(() => {
    const button = screen.getByRole<HTMLButtonElement>("button", { name: SHARE });
    expect(button.disabled).toBe(false);
    return button;
  });
}

describe("the QR code on the same phone", () => {
  it("on a phone: 'Save the QR code to your photos' with a line on reading it from the gallery", async () => {
    await renderPayment({ phone: true });
    expect(screen.queryByRole("button", { name: "Download the QR code" })).toBeNull();
    expect(screen.getByText(IMPORT_LINE)).toBeTruthy();
  });

  it("'Download the QR code' saves the PNG as platba-qr.png, through the machine", async () => {
    const widget = await renderPayment();
    await act(async () => {
      screen.getByRole("button", { name: "Download the QR code" }).click();
    });
    expect(widget.env.saveFile.mock.calls).toEqual([[png, "platba-qr.png"]]);
  });

  it("on a desktop: today's 'Download the QR code', no gallery line", async () => {
    await renderPayment({ phone: false });
    expect(screen.queryByRole("button", { name: SAVE_ON_PHONE })).toBeNull();
    expect(screen.queryByText(IMPORT_LINE)).toBeNull();
  });

  for (const phone of [true, false]) {
    it(`offers no share where the browser cannot share files (${phone ? "phone" : "desktop"})`, async () => {
      const widget = await renderPayment({ phone, canShare: false });
      expect(widget.env.canShareFiles).toHaveBeenCalled();
      expect(screen.queryByRole("button", { name: SHARE })).toBeNull();
    });
  }

  it("shares the QR code as platba-qr.png (image/png) with a title and the amount", async () => {
    const widget = await renderPayment({ phone: true, canShare: true });
    await widget.user.click(await shareButton());
    expect(widget.env.shareFiles).toHaveBeenCalledTimes(1);
    const [data] = widget.env.shareFiles.mock.calls[0]!;
    expect(data.files).toHaveLength(1);
    expect(data.files[0]).toBeInstanceOf(File);
    expect(data.files[0]!.name).toBe("platba-qr.png");
    expect(data.files[0]!.type).toBe("image/png");
    expect(data.files[0]!.size).toBe(png.size);
    expect(data.title).toBe("Payment QR code");
    expect(data.text).toMatch(/^PAY by square QR code for paying \d/);
  });

  it("opens one share sheet at a time: a second tap while it is open does nothing", async () => {
    const sheet = makeDeferred<void>();
    const widget = await renderPayment({
      phone: true,
      canShare: true,
      env: { shareFiles: vi.fn(() => sheet.promise) },
    });
    const button = await shareButton();
    await widget.user.click(button);
    await widget.user.click(button);
    expect(widget.env.shareFiles).toHaveBeenCalledTimes(1);
    await act(async () => sheet.resolve());
    await widget.user.click(button);
    expect(widget.env.shareFiles).toHaveBeenCalledTimes(2);
  });

  it("says nothing when the debtor closes the share sheet (AbortError)", async () => {
    const widget = await renderPayment({
      phone: true,
      canShare: true,
      env: { shareFiles: vi.fn(async () => Promise.reject(new DOMException("Share canceled", "AbortError"))) },
    });
    await widget.user.click(await shareButton());
    await act(async () => undefined);
    expect(widget.env.shareFiles).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(FAILED_LINE)).toBeNull();
    expect(document.querySelector(".dn-pbs__status")!.textContent).toBe("");
  });

  it("says calmly that sharing failed and saving still works, in a live region; a new share clears it", async () => {
    const attempts = [makeDeferred<void>(), makeDeferred<void>()];
    let call = 0;
    const widget = await renderPayment({
      phone: true,
      canShare: true,
      env: { shareFiles: vi.fn(() => attempts[call++]!.promise) },
    });
    await widget.user.click(await shareButton());
    await act(async () => attempts[0]!.reject(new DOMException("Permission denied", "NotAllowedError")));
    const line = await screen.findByText(FAILED_LINE);
    expect(line.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole("button", { name: SAVE_ON_PHONE })).toBeTruthy();
    await widget.user.click(await shareButton());
    expect(screen.queryByText(FAILED_LINE)).toBeNull();
    await act(async () => attempts[1]!.resolve());
    expect(screen.queryByText(FAILED_LINE)).toBeNull();
  });
});
