import { describe, expect, it } from "vitest";
import { toastPlacement } from "../../../src/ui/toast-placement";

describe("toasts keep clear of the focus (WCAG 2.4.11)", () => {
  const viewport = 640;
  const stack = 96; // one toast at 360 px: from 12 to 108

  it("stand at the top when nothing in the widget has the focus", () => {
    expect(toastPlacement(null, stack, viewport)).toBe("top");
  });

  it("stand at the top when the focus is below them", () => {
    expect(toastPlacement({ top: 300, bottom: 344 }, stack, viewport)).toBe("top");
    expect(toastPlacement({ top: 108, bottom: 152 }, stack, viewport)).toBe("top");
  });

  it("move to the bottom when at the top they would cover the focused control", () => {
    expect(toastPlacement({ top: 68, bottom: 112 }, stack, viewport)).toBe("bottom");
    expect(toastPlacement({ top: -20, bottom: 20 }, stack, viewport)).toBe("bottom");
  });

  it("stay at the top when the focus is as tall as the screen (covered either way)", () => {
    expect(toastPlacement({ top: 0, bottom: 640 }, stack, viewport)).toBe("top");
  });

  it("stand at the top while there is nothing to show", () => {
    expect(toastPlacement({ top: 20, bottom: 60 }, 0, viewport)).toBe("top");
  });
});
