import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  detailsFixture,
  formShown,
  gatewayFailure,
  pngFile,
  PNG_BYTES,
  renderWidget,
  stubObjectUrls,
} from "../helpers/render-widget";

let objectUrls: ReturnType<typeof stubObjectUrls>;
beforeEach(() => {
  objectUrls = stubObjectUrls();
});
afterEach(() => {
  objectUrls.restore();
});

const commentField = () => screen.getByRole("textbox", { name: "Explanation of the objection" });

async function formReady() {
  return formShown();
}

describe("the record of what was sent", () => {
  it("shows after a successful send: reason, text, file, time and period; print asks the browser", async () => {
    const { user, env } = renderWidget();
    await formReady();
    await user.click(screen.getByRole("radio", { name: "The amount is wrong" }));
    await user.upload(screen.getByLabelText(/^Attach a photo or PDF$/), pngFile("receipt.png"));
    await screen.findByRole("button", { name: "Remove attachment" });
    await user.type(commentField(), "The amount should be 40 €");
    const before = new Date();
    await user.click(screen.getByRole("button", { name: "Send explanation" }));

    const record = await screen.findByRole("region", { name: "What you sent us" });
    const text = record.textContent ?? "";
    expect(text).toContain("The amount is wrong");
    expect(text).toContain("The amount should be 40 €");
    expect(text).toContain(`receipt.png (${PNG_BYTES.length} bytes)`);
    expect(text).toContain("01/2025");
    expect(text).toContain(String(before.getFullYear()));
    // Proof worth keeping: who, to whom, about what amount, and the objection's code.
    const rows = within(record);
    expect(rows.getByText("Sent to").nextElementSibling).toHaveTextContent("Vzorová zdravotná poisťovňa");
    expect(rows.getByText("Full name").nextElementSibling).toHaveTextContent("Ján Novák");
    expect(rows.getByText("IČP").nextElementSibling).toHaveTextContent("8001011234");
    expect(rows.getByText("Amount in the notice").nextElementSibling).toHaveTextContent("1,150.75 €");
    expect(rows.getByText("Record code").nextElementSibling?.textContent).toMatch(/^dn-[0-9a-f]{24}$/);
    expect(window.sessionStorage.length).toBe(0);
    expect(window.localStorage.length).toBe(0);

    await user.click(within(record).getByRole("button", { name: "Print or save as PDF" }));
    expect(env.print).toHaveBeenCalledTimes(1);
  });

  it("does not show after a failed send", async () => {
    const { user, gateway } = renderWidget();
    gateway.uploadComment.mockRejectedValueOnce(gatewayFailure("uploadComment"));
    await formReady();
    await user.type(commentField(), "text");
    await user.click(screen.getByRole("button", { name: "Send explanation" }));
    await screen.findByText(/Your explanation was not sent because of a connection or server problem/);
    expect(screen.queryByRole("region", { name: "What you sent us" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Print or save as PDF" })).not.toBeInTheDocument();
  });

  it("is kept for this debtor across a reload, and removed on request, the focus on the view's heading", async () => {
    const first = renderWidget();
    await formReady();
    await first.user.type(commentField(), "kept text");
    await first.user.click(screen.getByRole("button", { name: "Send explanation" }));
    await screen.findByRole("region", { name: "What you sent us" });
    const drafts = first.env.drafts;
    first.unmount();

    // The reload: a new session over the same tab storage, the gateway now saying it has the information.
    const { user } = renderWidget({ env: { drafts }, details: detailsFixture({ infoWasProvided: true }) });
    const heading = await screen.findByRole("heading", { level: 1, name: "Thank you, we have your information" });
    const record = await screen.findByRole("region", { name: "What you sent us" });
    expect(record).toHaveTextContent("kept text");
    expect(record).toHaveTextContent(
      "This copy is kept only in this browser tab, also after a reload, for at most 24 hours.",
    );
    expect(record).toHaveTextContent("Deleting it does not withdraw your objection.");

    await user.click(within(record).getByRole("button", { name: "Delete this copy from this browser" }));
    expect(screen.queryByRole("region", { name: "What you sent us" })).not.toBeInTheDocument();
    expect(heading).toHaveFocus();
    expect(drafts.loadRecord("REF-123")).toBeNull();
  });

  it("is absent on a thank-you view reached without sending in this session", async () => {
    renderWidget({ details: detailsFixture({ infoWasProvided: true }) });
    await screen.findByRole("heading", { level: 1, name: "Thank you, we have your information" });
    expect(screen.queryByRole("region", { name: "What you sent us" })).not.toBeInTheDocument();
  });
});
