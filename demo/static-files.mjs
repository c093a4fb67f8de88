import { createReadStream, statSync } from "node:fs";
import { extname, resolve, sep } from "node:path";

const CONTENT_TYPES = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".html": "text/html; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".pdf": "application/pdf",
  ".txt": "text/plain; charset=utf-8",
};

/**
 * The file under `root` named by a URL path, or undefined when the path leaves `root`
 * (`..`, encoded slashes, NUL) or names no regular file.
 * @param {string} root
 * @param {string} urlPath the part of the URL path below the mount point, still percent-encoded
 */
export function resolveInside(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes("\0")) return undefined;
  const base = resolve(root);
  const file = resolve(base, `.${sep}${decoded}`);
  if (!file.startsWith(base + sep)) return undefined;
  try {
    return statSync(file).isFile() ? file : undefined;
  } catch {
    return undefined;
  }
}

/**
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {string} file an absolute path from resolveInside
 * @param {Record<string, string>} [headers]
 */
export function sendFile(req, res, file, headers = {}) {
  const type = CONTENT_TYPES[/** @type {keyof typeof CONTENT_TYPES} */ (extname(file).toLowerCase())] ?? "application/octet-stream";
  res.writeHead(200, {
    "Content-Type": type,
    "Content-Length": statSync(file).size,
    "Cache-Control": "no-cache",
    "X-Content-Type-Options": "nosniff",
    ...headers,
  });
  if (req.method === "HEAD") res.end();
  else createReadStream(file).pipe(res);
}
