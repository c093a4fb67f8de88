import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { withSlovakTermsMarked } from "../../src/ui/slovak-terms";

describe("Slovak terms inside other languages carry lang=sk (WCAG 3.1.2)", () => {
  it("marks výkaz nedoplatkov and exekútor in a Ukrainian sentence, and nothing else", () => {
    const text =
      "ми можемо видати відомість про заборгованість (výkaz nedoplatkov). … судовий виконавець (exekútor), а це";
    const { container } = render(<p lang="uk">{withSlovakTermsMarked(text)}</p>);
    const marked = Array.from(container.querySelectorAll("[lang='sk']")).map((span) => span.textContent);
    expect(marked).toEqual(["výkaz nedoplatkov", "exekútor"]);
    expect(container.textContent).toBe(text);
  });

  it("leaves a text without them as it is", () => {
    const { container } = render(<p>{withSlovakTermsMarked("If the debt stays unpaid")}</p>);
    expect(container.querySelector("[lang]")).toBeNull();
    expect(container.textContent).toBe("If the debt stays unpaid");
  });
});
