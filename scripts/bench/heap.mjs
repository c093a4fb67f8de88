// Memory: JS heap after 100 mount/unmount cycles of the UMD on one page, after a forced GC.
import { KB } from "./stats.mjs";

export async function benchHeap({ row, browser, fast }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${fast.url}/demo/`);
  const heap = await page.evaluate(async () => {
    const host = document.createElement("div");
    document.body.append(host);
    const gc = () => new Promise((r) => setTimeout(r, 50));
    const cycle = async () => {
      const widget = window.DebtNotice.mount(host, { reference: "a1b2c3-man-high" });
      await new Promise((r) => setTimeout(r, 20));
      widget.unmount();
    };
    await new Promise((resolve, reject) => {
      const s = document.createElement("script");
      s.src = "/dist/debt-notice.umd.js";
      s.onload = resolve;
      s.onerror = reject;
      document.head.append(s);
    });
    await cycle();
    await gc();
    const first = performance.memory?.usedJSHeapSize ?? 0;
    for (let i = 0; i < 100; i++) await cycle();
    await gc();
    return { first, after: performance.memory?.usedJSHeapSize ?? 0 };
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send("HeapProfiler.collectGarbage");
  const { usedSize } = await cdp.send("Runtime.getHeapUsage");
  row(
    "JS heap after 100 mount/unmount cycles",
    `${(usedSize / KB / KB).toFixed(2)} MB after GC`,
    `first cycle ${(heap.first / KB / KB).toFixed(2)} MB, growth ${((usedSize - heap.first) / KB / KB).toFixed(2)} MB (target ≤ 1 MB)`,
  );
  await context.close();
}
