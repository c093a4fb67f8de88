import AxeBuilder from "@axe-core/playwright";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import type { DebtNoticeModel } from "./debt-notice.model";

/** WCAG 2.2 A and AA violations inside the widget, as "rule: target" lines. */
export async function axeViolations(page: Page, include = "debt-notice"): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .include(include)
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"])
    .analyze();
  return result.violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id}: ${JSON.stringify(n.target)} ${n.failureSummary ?? ""}`),
  );
}

/** How far the page scrolls sideways: 0 means nothing overflows the viewport. */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** Elements inside the widget whose content is cut off or sticks out of the viewport. */
export async function clippedElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.querySelector("debt-notice")?.shadowRoot;
    if (!root) return ["no shadow root"];
    const width = document.documentElement.clientWidth;
    const out: string[] = [];
    for (const el of root.querySelectorAll<HTMLElement>("button, a, label, h1, h2, p, td, th, select, input, dd, dt")) {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 && rect.height === 0) continue;
      if (el.closest(".dn-visually-hidden") || el.classList.contains("dn-attach__input")) continue;
      if (rect.right > width + 1 || rect.left < -1)
        out.push(`${el.tagName.toLowerCase()} "${el.innerText.slice(0, 40)}" sticks out`);
      // A typed text longer than its single-line field scrolls inside it, as such fields do (its empty placeholder may not).
      if (el instanceof HTMLInputElement && el.value !== "") continue;
      const style = getComputedStyle(el);
      if (style.overflow !== "visible" && el.scrollWidth > el.clientWidth + 1 && !el.closest(".dn-table-wrap"))
        out.push(`${el.tagName.toLowerCase()} "${el.innerText.slice(0, 40)}" is clipped`);
    }
    return out;
  });
}

/**
 * Words inside the widget's `selector` that the browser broke across two lines ("01/20" over
 * "23"), and how many words were looked at (a selector that matches nothing proves nothing). A
 * word ends at an ordinary space or line break (not a no-break space) or at one of `alsoBreaksAt`.
 */
export async function wordsBrokenInside(
  page: Page,
  selector: string,
  alsoBreaksAt = "",
): Promise<{ examined: number; broken: string[] }> {
  return page.evaluate(
    ({ selector, alsoBreaksAt }) => {
      const root = document.querySelector("debt-notice")?.shadowRoot;
      if (!root) return { examined: 0, broken: ["no shadow root"] };
      const word = new RegExp(`[^ \\t\\n${alsoBreaksAt.replace(/[\\\]^-]/g, "\\$&")}]+`, "g");
      const broken: string[] = [];
      let examined = 0;
      for (const element of root.querySelectorAll(selector)) {
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (const match of (node.textContent ?? "").matchAll(word)) {
            examined++;
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
            if (lines.size > 1) broken.push(match[0]);
          }
        }
      }
      return { examined, broken };
    },
    { selector, alsoBreaksAt },
  );
}

/** How far the widget's table scrolls sideways inside its wrapper: 0 means every column is in view. */
export async function tableOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const wrap = document.querySelector("debt-notice")?.shadowRoot?.querySelector(".dn-table-wrap");
    return wrap ? wrap.scrollWidth - wrap.clientWidth : Number.NaN;
  });
}

const LANGUAGES = [
  { value: "sk", tag: "sk" },
  { value: "en", tag: "en" },
  { value: "ua", tag: "uk" },
] as const;

const shotsTaken = new Map<string, number>();

/**
 * With E2E_SCREENSHOTS=<folder>, every state checked below is also saved as a full-page picture
 * for a person to look at (named after the test, the step and the language).
 */
async function screenshotFor(page: Page, language: string): Promise<void> {
  const folder = process.env.E2E_SCREENSHOTS;
  if (!folder) return;
  const test = (expect.getState().currentTestName ?? "state")
    .split(" > ")
    .pop()!
    .replace(/[^\p{L}\d]+/gu, "-")
    .slice(0, 60);
  const step = (shotsTaken.get(test) ?? 0) + (language === "sk" ? 1 : 0);
  shotsTaken.set(test, step);
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: join(folder, `${test}-${step}-${language}.png`), fullPage: true });
}

/**
 * Shows the widget in Slovak, English and Ukrainian in turn and checks each: nothing scrolls
 * sideways, nothing is cut off, no axe violation. Returns the level-1 heading seen in each
 * language, so a caller can prove the page really changed language.
 */
export async function readableInEveryLanguage(widget: DebtNoticeModel): Promise<string[]> {
  const headings: string[] = [];
  for (const language of LANGUAGES) {
    await widget.languageChooser.selectOption(language.value);
    await expect.poll(() => widget.root.getAttribute("lang")).toBe(language.tag);
    await screenshotFor(widget.page, language.value);
    headings.push(await widget.heading.innerText());
    expect(await horizontalOverflow(widget.page), `${language.value}: page scrolls sideways`).toBe(0);
    expect(await clippedElements(widget.page), language.value).toEqual([]);
    expect(await axeViolations(widget.page), language.value).toEqual([]);
  }
  return headings;
}
