import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { join } from "node:path";
import { demoConfigCode, demoConfigScript, demoPaymentOrigins } from "./demo-config.mjs";
import { fixtures } from "./fixtures.mjs";
import { compress, preferredEncoding } from "./static-files.mjs";

export const PAGES_DIR = fileURLToPath(new URL("./pages/", import.meta.url));

const STRICT_CSP =
  "default-src 'self'; style-src 'self'; script-src 'self'; img-src 'self' data: blob:; connect-src 'self'";

/**
 * The headers docs/security.md asks of a standalone page, for this page as served: its one
 * inline stylesheet and its inline early scripts allowed by their hashes, nothing else inline;
 * no <base>, no plugins, no forms that leave, no framing by anyone.
 * @param {string} html
 */
export function standalonePageHeaders(html) {
  /** @param {RegExp} elements */
  const hashesOf = (elements) =>
    [...html.matchAll(elements)]
      .map(([, body = ""]) => body)
      .filter((body) => body.trim() !== "")
      .map((body) => ` 'sha256-${createHash("sha256").update(body).digest("base64")}'`)
      .join("");
  return {
    "Content-Security-Policy": [
      "default-src 'self'",
      `script-src 'self'${hashesOf(/<script\b[^>]*>([\s\S]*?)<\/script>/g)}`,
      `style-src 'self'${hashesOf(/<style\b[^>]*>([\s\S]*?)<\/style>/g)}`,
      "img-src 'self' data: blob:",
      "connect-src 'self'",
      "base-uri 'none'",
      "object-src 'none'",
      "form-action 'none'",
      "frame-ancestors 'none'",
    ].join("; "),
    "X-Frame-Options": "DENY",
    // The page is the same for every debtor, but its address carries one debtor's reference.
    "Cache-Control": "no-store",
  };
}

/** Host pages the demo serves at fixed paths (everything else unreserved is the standalone page). */
export const NAMED_PAGES = new Map([
  ["/demo/", "index.html"],
  ["/portal.html", "portal.html"],
  ["/partner.html", "partner.html"],
  ["/strict-csp.html", "strict-csp.html"],
  ["/demo-pay", "demo-pay.html"],
  ["/react-host.html", "react-host.html"],
]);

/** @param {string} text */
function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function referenceRows() {
  return fixtures
    .map(({ reference, shows }) => {
      const path = `/${encodeURIComponent(reference)}`;
      const ref = escapeHtml(reference);
      return (
        `<tr><td><code>${ref}</code></td><td>${escapeHtml(shows)}</td><td>` +
        `<a href="${path}">home</a> · <a href="${path}?m=1">mobile</a> · <a href="${path}/celkovy-dlh">total debt</a> · ` +
        `<a href="${path}?pay=1">pay</a> · <a href="/portal.html?reference=${encodeURIComponent(reference)}">portal</a></td></tr>`
      );
    })
    .join("\n");
}

function referenceOptions() {
  return fixtures
    .map(
      ({ reference, shows }) =>
        `<option value="${escapeHtml(reference)}">${escapeHtml(reference)}: ${escapeHtml(shows)}</option>`,
    )
    .join("\n");
}

/** A tag of the early scripts the standalone page inlines, with any attributes after its `src` (such as data-load-widget). */
const EARLY_SCRIPT_TAG = /<script src="\/dist\/(debt-notice\.(?:starter|preload)\.js)"([^>]*)><\/script>/g;

/**
 * The early scripts' content in place of their tags (the starter, then the preload script): they
 * send the start-up calls as soon as the parser reaches them, without a request of their own.
 * `data-src` keeps the file's URL, against which the preload finds the catalogs beside it. A tag
 * stays as it is while the widget is not built, and for code the HTML parser would not leave as
 * it is inside a script element.
 * @param {string} html
 * @param {string} distDir
 */
function withEarlyScriptsInline(html, distDir) {
  return html.replace(EARLY_SCRIPT_TAG, (tag, file, attributes) => {
    let code;
    try {
      code = readFileSync(join(distDir, file), "utf8");
    } catch {
      return tag;
    }
    // "</script" would end the element early, and "<!--" with "<script" would keep it from ending
    // where it should (the parser's escaped states). Escaping them could change the code: not inline.
    if (/<(\/?script|!--)/i.test(code)) return tag;
    return `<script data-src="/dist/${file}"${attributes}>${code}</script>`;
  });
}

/**
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {string} fileName a file in PAGES_DIR
 * @param {{ distDir?: string }} [options] with `distDir`, the starter and the preload script are served inline
 */
export function sendPage(req, res, fileName, { distDir } = {}) {
  const paymentOrigins = demoPaymentOrigins(req.headers.host);
  const page = readFileSync(join(PAGES_DIR, fileName), "utf8")
    .replace("<!--reference-rows-->", referenceRows)
    .replace("<!--reference-options-->", referenceOptions)
    .replace("<!--demo-config-script-->", () => demoConfigScript(paymentOrigins));
  const html = distDir ? withEarlyScriptsInline(page, distDir) : page;
  const headers =
    fileName === "strict-csp.html"
      ? { "Content-Security-Policy": STRICT_CSP }
      : fileName === "standalone.html"
        ? standalonePageHeaders(html)
        : {};
  sendHtml(req, res, html, headers);
}

/**
 * The demo insurer's config as a script file of the page's origin, for the page under a strict
 * CSP (no inline script): placed right after the element, it sets that element's config
 * (demo/demo-config.mjs).
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 */
export function sendConfigScript(req, res) {
  const body = Buffer.from(demoConfigCode(demoPaymentOrigins(req.headers.host)) + "\n");
  res.writeHead(200, {
    "Content-Type": "text/javascript; charset=utf-8",
    "Content-Length": body.length,
    "Cache-Control": "no-cache",
    "X-Content-Type-Options": "nosniff",
  });
  res.end(req.method === "HEAD" ? undefined : body);
}

/**
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {string} html
 * @param {Record<string, string>} [headers]
 */
export function sendHtml(req, res, html, headers = {}) {
  // Compressed as any production server sends a page: the bench's bytes on the wire stay honest
  // (the standalone page inlines the preload script: ~61 KB raw, ~21 KB compressed).
  const encoding = preferredEncoding(req.headers["accept-encoding"]);
  const body = encoding ? compressedPage(html, encoding) : Buffer.from(html);
  res.writeHead(200, {
    "Content-Type": "text/html; charset=utf-8",
    "Content-Length": body.length,
    ...(encoding ? { "Content-Encoding": encoding } : {}),
    Vary: "Accept-Encoding",
    "Cache-Control": "no-cache",
    "X-Content-Type-Options": "nosniff",
    // Standalone URLs carry the reference in the path: never send it anywhere, not even to this
    // site's own static files (their logs would hold every debtor's reference).
    "Referrer-Policy": "no-referrer",
    ...headers,
  });
  res.end(req.method === "HEAD" ? undefined : body);
}

/** @type {Map<string, Buffer>} the last pages compressed, by encoding and content */
const compressedPages = new Map();

/** @param {string} html @param {"br" | "gzip"} encoding */
function compressedPage(html, encoding) {
  const key = `${encoding}\0${html}`;
  let body = compressedPages.get(key);
  if (!body) {
    body = compress(Buffer.from(html), encoding);
    if (compressedPages.size >= 32) compressedPages.clear();
    compressedPages.set(key, body);
  }
  return body;
}
