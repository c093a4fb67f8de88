// The preload script's Slovak catalog: only the messages its first paint renders, not all 210.
// Which those are, Lingui's macro says: the ids it gives the descriptors of
// src/first-paint/greeting-messages.ts, found by running the same macro over that file here.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { transformSync } from "@babel/core";
import { readCompiledCatalog } from "./catalog-files.mjs";

/**
 * @param {{ catalog: string, messages: string }} paths the compiled catalog and the module of
 * message descriptors, from the repository root
 */
export default function catalogSubset({ catalog, messages }) {
  const catalogFile = fileURLToPath(new URL(`../../${catalog}`, import.meta.url));
  const messagesFile = fileURLToPath(new URL(`../../${messages}`, import.meta.url));
  return {
    name: "catalog-subset",
    /** @param {string} id */
    load(id) {
      if (id !== catalogFile) return null;
      const fail = (/** @type {string} */ message) => this.error(message);
      const ids = messageIds(messagesFile, fail);
      const all = readCompiledCatalog(catalogFile, fail);
      const subset = Object.fromEntries(
        ids.map((messageId) => {
          if (!Object.hasOwn(all, messageId)) fail(`${messages}: message ${messageId} is not in ${catalog}`);
          return [messageId, all[messageId]];
        }),
      );
      return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(subset))});`;
    },
  };
}

/** @param {string} file @param {(message: string) => never} fail */
function messageIds(file, fail) {
  const result = transformSync(readFileSync(file, "utf8"), {
    filename: file,
    babelrc: false,
    configFile: false,
    parserOpts: { plugins: ["typescript"] },
    plugins: [["@lingui/babel-plugin-lingui-macro", { stripMessageField: true }]],
  });
  const ids = [...(result?.code ?? "").matchAll(/\bid:\s*"([^"]+)"/g)].map((match) => String(match[1]));
  if (ids.length === 0) fail(`${file}: no message descriptors found`);
  return ids;
}
