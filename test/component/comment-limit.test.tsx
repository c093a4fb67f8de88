import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MAX_COMMENT_LENGTH } from "../../src/domain/comment-limit";
import {
  detailsFixture,
  fakeGateway,
  formShown,
  renderWidget,
  REFERENCE,
  sectionsShown,
} from "../helpers/render-widget";

const FIELD = "Explanation of the objection";

/** What a paste does to the field: the browser keeps the first MAX_COMMENT_LENGTH characters. */
function pasteInto(field: HTMLElement, text: string) {
  act(() => {
    fireEvent.change(field, { target: { value: text.slice(0, (field as HTMLInputElement).maxLength) } });
  });
}

describe("the objection's length limit is visible before it bites", () => {
  it("says nothing for an ordinary text", async () => {
    renderWidget({ options: { reference: REFERENCE } });
    await formShown();
    pasteInto(screen.getByLabelText(FIELD), "a".repeat(1_500));
    await waitFor(() => expect(screen.getByLabelText(FIELD)).toHaveValue("a".repeat(1_500)));
    expect(screen.queryByText(/characters? left|limit of/)).toBeNull();
  });

  it("near the limit, counts what is left, read with the field", async () => {
    renderWidget({ options: { reference: REFERENCE } });
    await formShown();
    const field = screen.getByLabelText(FIELD);
    expect(field).toHaveAttribute("maxlength", String(MAX_COMMENT_LENGTH));
    pasteInto(field, "a".repeat(1_900));
    expect(await screen.findByText("100 characters left")).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(/100 characters left/);
    pasteInto(field, "a".repeat(1_999));
    expect(await screen.findByText("1 character left")).toBeInTheDocument();
  });

  it("a pasted letter longer than the field: the debtor is told, once, that the rest was not kept", async () => {
    renderWidget({ options: { reference: REFERENCE } });
    await formShown();
    const field = screen.getByLabelText(FIELD);
    pasteInto(field, "b".repeat(3_000));
    const message = await screen.findByText(/has reached the limit of 2,000 characters: no more fits in the field/);
    expect(message).toHaveAttribute("role", "status");
    expect(field).toHaveValue("b".repeat(MAX_COMMENT_LENGTH));
    expect(field).toHaveAccessibleDescription(/limit of 2,000 characters/);
  });

  it("in Slovak and Ukrainian, with the number grouped as each writes it", async () => {
    for (const language of ["sk", "ua"] as const) {
      const widget = renderWidget({
        options: { reference: REFERENCE },
        env: { gateway: fakeGateway(detailsFixture(), language) },
      });
      await waitFor(() => expect(widget.root().getAttribute("lang")).toBe(language === "ua" ? "uk" : "sk"));
      await sectionsShown();
      pasteInto(document.querySelector<HTMLInputElement>("[part~='objection'] input[type='text']")!, "c".repeat(3_000));
      const note = await screen.findByText(language === "sk" ? /2\s000 znakov/ : /2\s000 символів/);
      expect(note).toHaveAttribute("role", "status");
      // The group separator is a no-break space: the number never breaks across lines.
      expect(note.textContent).toContain("2\u00a0000");
      widget.unmount();
    }
  });
});
