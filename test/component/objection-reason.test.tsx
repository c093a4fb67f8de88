import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { formShown, memoryDrafts, REFERENCE, renderWidget } from "../helpers/render-widget";

async function formReady() {
  return formShown();
}

const commentField = () => screen.getByRole("textbox", { name: "Explanation of the objection" });
const reasons = () => screen.getByRole("group", { name: "What are you writing to us about? (optional)" });

describe("objection reasons", () => {
  it("with no reason chosen the comment is sent exactly as typed", async () => {
    const { user, gateway } = renderWidget();
    await formReady();
    expect(reasons()).toBeInTheDocument();
    expect(screen.queryByLabelText("When did you pay?")).not.toBeInTheDocument();
    await user.type(commentField(), "I paid on 12 March");
    await user.click(screen.getByRole("button", { name: "Send explanation" }));
    await waitFor(() => expect(gateway.uploadComment).toHaveBeenCalledTimes(1));
    expect(gateway.uploadComment.mock.calls[0]?.[0].comment).toBe("I paid on 12 March");
  });

  it("'I have already paid' asks for the day and the way, suggests the receipt, and sends a Slovak first line", async () => {
    const { user, gateway } = renderWidget();
    await formReady();
    await user.click(screen.getByRole("radio", { name: "I have already paid" }));
    expect(screen.getByRole("radio", { name: "I have already paid" })).toBeChecked();
    expect(screen.getByText(/Please attach your payment receipt below/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("When did you pay?"), { target: { value: "2025-03-12" } });
    await user.click(screen.getByRole("radio", { name: "Bank transfer" }));
    await user.type(commentField(), "The transfer had a wrong symbol");
    await user.click(screen.getByRole("button", { name: "Send explanation" }));
    await waitFor(() => expect(gateway.uploadComment).toHaveBeenCalledTimes(1));
    expect(gateway.uploadComment.mock.calls[0]?.[0].comment).toBe(
      "[Dôvod: Už som zaplatil(a) · Dátum platby: 12. 3. 2025 · Spôsob: bankový prevod]\nThe transfer had a wrong symbol",
    );
  });

  it("the arrow keys move between reasons; 'Clear the choice' goes back to none", async () => {
    const { user, gateway } = renderWidget();
    await formReady();
    await user.click(screen.getByRole("radio", { name: "The amount is wrong" }));
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("radio", { name: "This is not my debt" })).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Clear the choice" }));
    expect(screen.getByRole("radio", { name: "This is not my debt" })).not.toBeChecked();
    await user.type(commentField(), "text");
    await user.click(screen.getByRole("button", { name: "Send explanation" }));
    await waitFor(() => expect(gateway.uploadComment).toHaveBeenCalledTimes(1));
    expect(gateway.uploadComment.mock.calls[0]?.[0].comment).toBe("text");
  });

  it("a reason alone is not an explanation: nothing is sent", async () => {
    const { user, gateway } = renderWidget();
    await formReady();
    await user.click(screen.getByRole("radio", { name: "Something else" }));
    expect(screen.getByRole("button", { name: "Send explanation" })).toBeDisabled();
    await user.type(commentField(), "   {Enter}");
    expect(gateway.uploadComment).not.toHaveBeenCalled();
    await user.type(commentField(), "why");
    expect(screen.getByRole("button", { name: "Send explanation" })).toBeEnabled();
  });

  it("the draft keeps the reason and its answers", async () => {
    const { user, env } = renderWidget();
    await formReady();
    await user.click(screen.getByRole("radio", { name: "I have already paid" }));
    await user.click(screen.getByRole("radio", { name: "Card online" }));
    expect(env.drafts.reasons.get(REFERENCE)).toEqual({ code: "alreadyPaid", paidOn: "", paidBy: "cardOnline" });
  });

  it("restores a saved reason with its answers", async () => {
    renderWidget({
      env: {
        drafts: memoryDrafts(
          { [REFERENCE]: "earlier" },
          { [REFERENCE]: { code: "alreadyPaid", paidOn: "2025-03-12", paidBy: "branch" } },
        ),
      },
    });
    await formReady();
    expect(screen.getByRole("radio", { name: "I have already paid" })).toBeChecked();
    expect(screen.getByLabelText("When did you pay?")).toHaveValue("2025-03-12");
    expect(screen.getByRole("radio", { name: "In cash at our branch or a post office" })).toBeChecked();
    expect(commentField()).toHaveValue("earlier");
  });
});
