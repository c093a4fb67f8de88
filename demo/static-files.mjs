import { createReadStream, readFileSync, statSync } from "node:fs";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
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
  const extension = /** @type {keyof typeof CONTENT_TYPES} */ (extname(file).toLowerCase());
  const type = CONTENT_TYPES[extension] ?? "application/octet-stream";
  const common = { "Content-Type": type, "Cache-Control": "no-cache", "X-Content-Type-Options": "nosniff", ...headers };
  const encoding = COMPRESSIBLE.has(extension) ? preferredEncoding(req.headers["accept-encoding"]) : undefined;
  if (encoding) {
    // As any CDN would serve the bundles: measured page loads (bench, Lighthouse) stay honest.
    const body = compressed(file, encoding);
    res.writeHead(200, {
      ...common,
      "Content-Encoding": encoding,
      "Content-Length": body.length,
      Vary: "Accept-Encoding",
    });
    res.end(req.method === "HEAD" ? undefined : body);
    return;
  }
  res.writeHead(200, {
    ...common,
    "Content-Length": statSync(file).size,
    ...(COMPRESSIBLE.has(extension) ? { Vary: "Accept-Encoding" } : {}),
  });
  if (req.method === "HEAD") res.end();
  else createReadStream(file).pipe(res);
}

const COMPRESSIBLE = new Set([".js", ".mjs", ".css", ".html", ".json", ".map", ".svg", ".txt"]);

/** @param {string | undefined} accepted the Accept-Encoding header */
export function preferredEncoding(accepted = "") {
  // "br;q=0" means "not br".
  const offered = accepted
    .split(",")
    .map((part) => part.trim().split(";"))
    .filter(([, ...params]) => !params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param)))
    .map(([name]) => name);
  if (offered.includes("br")) return "br";
  if (offered.includes("gzip")) return "gzip";
  return undefined;
}

/** @type {Map<string, Buffer>} compressed bodies by file, modification time, size and encoding */
const compressedCache = new Map();

/** @param {string} file @param {"br" | "gzip"} encoding */
function compressed(file, encoding) {
  const { mtimeMs, size } = statSync(file);
  const key = `${file}\0${mtimeMs}\0${size}\0${encoding}`;
  let body = compressedCache.get(key);
  if (!body) {
    body = compress(readFileSync(file), encoding);
    compressedCache.set(key, body);
  }
  return body;
}

/** @param {Buffer} raw @param {"br" | "gzip"} encoding */
export function compress(raw, encoding) {
  // Brotli's default quality (11) takes a second on the UMD: a first page load would wait for it.
  return encoding === "br"
    ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
    : gzipSync(raw, { level: 9 });
}
