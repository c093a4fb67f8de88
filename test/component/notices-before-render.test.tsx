// The §8 "Server error" toast must not depend on who is first: the details' failure can arrive
// before React has rendered anything, or after. Both orders are forced here.
import { act, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { resolveOptions } from "../../src/session/options";
import { DebtNoticeApp } from "../../src/ui/DebtNoticeApp";
import type { WireLanguage } from "../../src/machine/debt-notice.types";
import type { detailsFixture } from "../helpers/render-widget";
import { deferred, fakeEnvironment, fakeGateway, gatewayFailure, startSession } from "../helpers/render-widget";

const SERVER_ERROR_SK = "Chyba servera";

/** Lets settled promises reach the machine (macrotask turns, no React involved). */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function sessionWithFailingDetails(language: Promise<WireLanguage | null>) {
  const gateway = fakeGateway();
  const details = deferred<ReturnType<typeof detailsFixture>>();
  gateway.getDetails.mockReturnValue(details.promise);
  gateway.getPreferredLanguage.mockReturnValue(language);
  const session = startSession(fakeEnvironment({ gateway }), vi.fn());
  const ui = () => <DebtNoticeApp session={session} config={resolveOptions({}).config} />;
  return { session, details, ui };
}

describe("a notice emitted around the first render", () => {
  it("is shown when the details fail before React has rendered anything", async () => {
    const { details, ui } = sessionWithFailingDetails(Promise.resolve("sk"));
    details.reject(gatewayFailure("getDetails"));
    await flush();
    await flush();
    render(ui());
    expect(await screen.findByRole("alert")).toHaveTextContent(SERVER_ERROR_SK);
  });

  it("is shown when the details fail after the first render", async () => {
    const { details, ui } = sessionWithFailingDetails(Promise.resolve("sk"));
    render(ui());
    await act(async () => details.reject(gatewayFailure("getDetails")));
    expect(await screen.findByRole("alert")).toHaveTextContent(SERVER_ERROR_SK);
  });

  it("speaks the page's language, and follows it when the preferred language settles later", async () => {
    const language = deferred<WireLanguage | null>();
    const { details, ui } = sessionWithFailingDetails(language.promise);
    details.reject(gatewayFailure("getDetails"));
    await flush();
    render(ui());
    // Not settled yet: the page (and its toast) speak Slovak, the spec's default, never a coin toss.
    expect(await screen.findByRole("alert")).toHaveTextContent(SERVER_ERROR_SK);
    await act(async () => language.resolve("en"));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("Server error"));
  });
});
