/**
 * The config of a `<script type="application/json">` child: a path that needs no inline script,
 * so it works under `script-src 'self'` (a data block is never executed). Undefined when absent.
 */
export function readJsonConfig(element: Element, warn: (message: string) => void): unknown {
  const script = element.querySelector(':scope > script[type="application/json"]');
  if (!script) return undefined;
  try {
    return JSON.parse(script.textContent ?? "");
  } catch {
    warn('debt-notice: the <script type="application/json"> config is not valid JSON; it is ignored.');
    return undefined;
  }
}
