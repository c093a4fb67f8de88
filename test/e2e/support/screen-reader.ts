import type { Page } from "playwright-core";

export interface AxNode {
  nodeId: string;
  role?: { value?: string };
  name?: { value?: string };
  properties?: { name: string; value: { value?: unknown } }[];
  childIds?: string[];
}

/** Chromium's whole accessibility tree of the page (CDP Accessibility.getFullAXTree). */
export async function accessibilityTree(page: Page): Promise<AxNode[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    return ((await cdp.send("Accessibility.getFullAXTree")) as { nodes: AxNode[] }).nodes;
  } finally {
    await cdp.detach();
  }
}

export interface ScreenReaderView {
  /** The focused node's role, name and text (never the page itself while a control has the focus). */
  focused: { role: string; name: string; text: string } | null;
  /** Every live region (role alert/status or aria-live) with the text it holds now. */
  live: { role: string; politeness: string; text: string }[];
}

/**
 * What a screen reader is given: Chromium's accessibility tree (CDP Accessibility.getFullAXTree),
 * not the DOM: the focused node, and the live regions with their text.
 */
export async function screenReaderView(page: Page): Promise<ScreenReaderView> {
  const nodes = await accessibilityTree(page);
  const byId = new Map(nodes.map((node) => [node.nodeId, node]));
  const property = (node: AxNode, name: string) => node.properties?.find((p) => p.name === name)?.value.value;
  const textOf = (node: AxNode): string =>
    node.role?.value === "StaticText"
      ? (node.name?.value ?? "")
      : (node.childIds ?? [])
          .map((id) => byId.get(id))
          .filter((child): child is AxNode => !!child)
          .map(textOf)
          .join(" ");
  const focusedNodes = nodes.filter((node) => property(node, "focused") === true && node.role?.value !== "RootWebArea");
  const focused = focusedNodes.at(-1);
  const liveRoots = nodes.filter((node) => {
    const live = property(node, "live");
    const root = property(node, "liveRegionRoot");
    return (
      typeof live === "string" &&
      live !== "off" &&
      (root === undefined || root === node.nodeId || ["alert", "status"].includes(node.role?.value ?? ""))
    );
  });
  return {
    focused: focused
      ? {
          role: focused.role?.value ?? "",
          name: focused.name?.value ?? "",
          text: textOf(focused).replace(/\s+/g, " ").trim(),
        }
      : null,
    live: liveRoots.map((node) => ({
      role: node.role?.value ?? "",
      politeness: String(property(node, "live")),
      text: textOf(node).replace(/\s+/g, " ").trim(),
    })),
  };
}

export interface Announcement {
  role: string;
  text: string;
}

/**
 * Starts recording what the widget's live regions say (role alert or status, or aria-live other
 * than off), as a screen reader hears them: a region's text each time it changes to something
 * non-empty. Returns a reader of what was said since.
 */
export async function recordAnnouncements(
  page: Page,
  selector = "debt-notice",
): Promise<() => Promise<Announcement[]>> {
  await page.evaluate((hostSelector) => {
    const root = document.querySelector(hostSelector)?.shadowRoot;
    if (!root) throw new Error(`no shadow root on ${hostSelector}`);
    const said: { role: string; text: string }[] = [];
    const last = new WeakMap<Element, string>();
    const liveSelector = "[role=alert], [role=status], [aria-live]:not([aria-live=off])";
    const read = () => {
      for (const region of root.querySelectorAll(liveSelector)) {
        // A region inside another is heard as part of it.
        if (region.parentElement?.closest(liveSelector)) continue;
        const text = (region.textContent ?? "").replace(/\s+/g, " ").trim();
        if (text !== (last.get(region) ?? "") && text !== "") {
          said.push({ role: region.getAttribute("role") ?? `live-${region.getAttribute("aria-live")}`, text });
        }
        last.set(region, text);
      }
    };
    read();
    said.length = 0;
    new MutationObserver(read).observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
    (window as unknown as { __said: typeof said }).__said = said;
  }, selector);
  return () => page.evaluate(() => [...(window as unknown as { __said: Announcement[] }).__said]);
}
