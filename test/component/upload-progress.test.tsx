import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { formatFileSize } from "../../src/ui/format-size";
import { deferred, detailsFixture, fakeGateway, pngFile, renderWidget, stubObjectUrls } from "../helpers/render-widget";

const MB = 1_000_000;
const TOTAL = 14 * MB;

let objectUrls: ReturnType<typeof stubObjectUrls>;
beforeEach(() => {
  objectUrls = stubObjectUrls();
  // Only Date: the timestamps of the reports; React and the machine keep real timers.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(0);
});
afterEach(() => {
  vi.useRealTimers();
  objectUrls.restore();
});

interface Upload {
  signal: AbortSignal;
  report: (sent: number, total: number) => void;
}

/** A form with a reason, a text and a file, sent: the upload is in flight and reports when the test says. */
async function startUpload() {
  const gateway = fakeGateway();
  const uploads: Upload[] = [];
  const answer = deferred<void>();
  gateway.uploadComment.mockImplementation((_body, signal, onProgress) => {
    uploads.push({ signal: signal!, report: onProgress! });
    return answer.promise;
  });
  const widget = renderWidget({ env: { gateway } });
  const { user } = widget;
  await user.click(await screen.findByRole("radio", { name: /already paid/i }));
  await user.type(screen.getByRole("textbox", { name: "Explanation of the objection" }), "I paid in March");
  await user.upload(document.querySelector<HTMLInputElement>("input[type=file]")!, pngFile("receipt.png"));
  await screen.findByRole("button", { name: "Remove attachment" });
  await user.click(screen.getByRole("button", { name: /Send/ }));
  await waitFor(() => expect(uploads).toHaveLength(1));
  const report = (sent: number, at: number) => {
    vi.setSystemTime(at);
    act(() => uploads.at(-1)!.report(sent, TOTAL));
  };
  return { ...widget, uploads, answer, report };
}

const bar = () => screen.getByRole("progressbar", { name: "Sending your explanation" });
const announcement = () => document.querySelector(".dn-upload [role=status]");

describe("the upload bar", () => {
  it("shows bytes, percent and, after two seconds of data, the time left; screen readers hear only the steps", async () => {
    const { report } = await startUpload();
    expect(bar()).not.toHaveAttribute("value");
    expect(announcement()).toHaveTextContent(/^$/);

    report(0, 1_000);
    report(1 * MB, 2_000);
    expect(bar()).toHaveAttribute("value", "7");
    // The sizes are the file's own (issue 27): 1 of 14 MB of the request is 1/14 of the file.
    const size = pngFile("receipt.png").size;
    const sizes = `${formatFileSize(Math.round(size / 14), "en")} of ${formatFileSize(size, "en")}`;
    expect(bar()).toHaveAttribute("aria-valuetext", `7% sent (${sizes})`);
    expect(screen.getByText(`${sizes} (7%)`)).toBeInTheDocument();
    // Chromium exposes no aria-valuetext on a progress bar: the figures are its description.
    expect(bar()).toHaveAccessibleDescription(`${sizes} (7%)`);
    expect(screen.queryByText(/minutes? left/)).toBeNull();
    expect(announcement()).toHaveTextContent(/^$/);

    report(4 * MB, 5_000);
    expect(bar()).toHaveAttribute("value", "28");
    expect(screen.getByText(/Less than a minute left/)).toBeInTheDocument();
    expect(announcement()).toHaveTextContent("25% sent.");

    report(5 * MB, 15_000);
    // 1 MB in the last 10 s: 9 MB left take 90 s, about 2 minutes.
    expect(screen.getByText(/About 2 minutes left/)).toBeInTheDocument();
    expect(announcement()).toHaveTextContent("25% sent.");

    report(TOTAL, 70_000);
    expect(bar()).toHaveAttribute("value", "100");
    expect(announcement()).toHaveTextContent("Everything has left your device. Waiting for our server's answer.");
    expect(screen.queryByText(/minutes? left/)).toBeNull();
  });

  it("Stop sending aborts the request and keeps the reason, the text and the file; no error, no toast", async () => {
    const { report, uploads, user, gateway } = await startUpload();
    report(3 * MB, 1_000);
    await user.click(screen.getByRole("button", { name: "Stop sending" }));

    expect(uploads[0]!.signal.aborted).toBe(true);
    expect(screen.queryByRole("progressbar")).toBeNull();
    const note = screen.getByText(/Sending was stopped and your explanation was not sent/);
    expect(note).toHaveFocus();
    expect(screen.getByRole("textbox", { name: "Explanation of the objection" })).toHaveValue("I paid in March");
    expect(screen.getByRole("radio", { name: /already paid/i })).toBeChecked();
    expect(screen.getByRole("button", { name: "Remove attachment" })).toBeEnabled();
    expect(screen.queryByText(/server error/i)).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();

    // Sending again is one new request.
    await user.click(screen.getByRole("button", { name: /Send/ }));
    await waitFor(() => expect(gateway.uploadComment).toHaveBeenCalledTimes(2));
    expect(screen.queryByText(/Sending was stopped/)).toBeNull();
    expect(uploads[1]!.signal.aborted).toBe(false);
  });

  it("stopped once everything was sent: it never says 'not sent', it finds out whether it arrived", async () => {
    const { report, user, gateway } = await startUpload();
    const check = deferred<ReturnType<typeof detailsFixture>>();
    gateway.getDetails.mockImplementationOnce(() => check.promise);
    report(TOTAL, 1_000);
    await user.click(screen.getByRole("button", { name: "Stop sending" }));
    expect(await screen.findByText(/We are checking whether it reached us/)).toHaveAttribute("role", "status");
    expect(screen.queryByText(/was not sent/)).toBeNull();
    await act(async () => check.resolve(detailsFixture({ infoWasProvided: true })));
    expect(await screen.findByRole("button", { name: "Send information again" })).toBeInTheDocument();
  });
});
