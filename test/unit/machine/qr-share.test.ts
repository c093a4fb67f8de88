import { describe, expect, it } from "vitest";
import type { QrShare } from "../../../src/machine/debt-notice.types";
import { selectQrSaving } from "../../../src/machine/qr-save.selectors";
import { failure, startLoadedHome, startMachine } from "../../helpers/machine-harness";

const share = (): QrShare => ({
  file: new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "platba-qr.png", { type: "image/png" }),
  title: "Payment QR code",
  text: "PAY by square QR code for paying 12,30 €",
});

const dismissed = () => new DOMException("Share canceled", "AbortError");

describe("the QR code to a banking app on the same phone", () => {
  it("knows a phone and the share capability only from its input", () => {
    expect(selectQrSaving(startMachine().snapshot)).toEqual({
      phone: false,
      canShare: false,
      sharing: false,
      shareFailed: false,
    });
    expect(selectQrSaving(startMachine({ mobile: true, canShareFiles: true }).snapshot)).toMatchObject({
      phone: true,
      canShare: true,
    });
  });

  it("hands the image to the share sheet, and is idle again once an app took it", async () => {
    const h = await startLoadedHome({}, { input: { canShareFiles: true } });
    const data = share();
    h.send({ type: "qr.share", share: data });
    expect(h.shareQrImage.inputs).toEqual([data]);
    expect(selectQrSaving(h.snapshot).sharing).toBe(true);
    await h.shareQrImage.resolve(undefined);
    expect(selectQrSaving(h.snapshot)).toMatchObject({ sharing: false, shareFailed: false });
    expect(h.emitted.filter((event) => event.type !== "loaded")).toEqual([]);
  });

  it("saves the image as a file whenever asked, also while the share sheet is open", async () => {
    const h = await startLoadedHome({}, { input: { canShareFiles: true } });
    const image = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: "image/png" });
    h.send({ type: "qr.save", image });
    h.send({ type: "qr.share", share: share() });
    h.send({ type: "qr.save", image });
    expect(h.actions.saveQrImage.mock.calls.map(([params]) => params.image)).toEqual([image, image]);
    expect(selectQrSaving(h.snapshot).sharing).toBe(true);
  });

  it("opens no share sheet where the browser cannot share files", async () => {
    const h = await startLoadedHome({}, { input: { canShareFiles: false } });
    h.send({ type: "qr.share", share: share() });
    expect(h.shareQrImage.calls).toHaveLength(0);
    expect(selectQrSaving(h.snapshot).sharing).toBe(false);
  });

  it("ignores a second press while the share sheet is open", async () => {
    const h = await startLoadedHome({}, { input: { canShareFiles: true } });
    h.send({ type: "qr.share", share: share() });
    h.send({ type: "qr.share", share: share() });
    expect(h.shareQrImage.calls).toHaveLength(1);
  });

  it("a dismissed share sheet (AbortError) is no failure: nothing is said", async () => {
    const h = await startLoadedHome({}, { input: { canShareFiles: true } });
    h.send({ type: "qr.share", share: share() });
    await h.shareQrImage.reject(dismissed());
    expect(selectQrSaving(h.snapshot)).toMatchObject({ sharing: false, shareFailed: false });
    expect(h.errors).toEqual([]);
  });

  for (const [name, error] of [
    ["NotAllowedError", new DOMException("Permission denied", "NotAllowedError")],
    ["a plain Error", new Error("boom")],
    ["a coded failure", failure("network")],
    ["a non-error value", "nope"],
  ] as const) {
    it(`another failure (${name}) says so until the next share, which can succeed`, async () => {
      const h = await startLoadedHome({}, { input: { canShareFiles: true } });
      h.send({ type: "qr.share", share: share() });
      await h.shareQrImage.reject(error);
      expect(selectQrSaving(h.snapshot)).toMatchObject({ sharing: false, shareFailed: true });
      h.send({ type: "qr.share", share: share() });
      expect(selectQrSaving(h.snapshot)).toMatchObject({ sharing: true, shareFailed: false });
      await h.shareQrImage.resolve(undefined);
      expect(selectQrSaving(h.snapshot)).toMatchObject({ sharing: false, shareFailed: false });
      expect(h.shareQrImage.calls).toHaveLength(2);
    });
  }

  it("after a failure, a dismissed retry leaves nothing said", async () => {
    const h = await startLoadedHome({}, { input: { canShareFiles: true } });
    h.send({ type: "qr.share", share: share() });
    await h.shareQrImage.reject(new Error("boom"));
    h.send({ type: "qr.share", share: share() });
    await h.shareQrImage.reject(dismissed());
    expect(selectQrSaving(h.snapshot)).toMatchObject({ sharing: false, shareFailed: false });
  });

  it("a share under way outlives a language change and a page change", async () => {
    const h = await startLoadedHome({}, { input: { canShareFiles: true } });
    h.send({ type: "qr.share", share: share() });
    h.send({ type: "language.change", language: "sk" });
    h.send({ type: "totalDebt.open" });
    expect(h.shareQrImage.last.signal.aborted).toBe(false);
    expect(selectQrSaving(h.snapshot).sharing).toBe(true);
  });
});
