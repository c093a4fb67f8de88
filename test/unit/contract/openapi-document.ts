import { readFileSync } from "node:fs";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import { parse } from "yaml";

export const OPENAPI_PATH = new URL("../../../openapi.yaml", import.meta.url);

export type OpenApiDocument = Record<string, any>;

/** A fresh parse each time, so a test may mutate its copy. */
export function loadDocument(): OpenApiDocument {
  return parse(readFileSync(OPENAPI_PATH, "utf8")) as OpenApiDocument;
}

const pointer = (...segments: string[]) =>
  segments.map((segment) => segment.replaceAll("~", "~0").replaceAll("/", "~1")).join("/");

/**
 * Validators for the document's schemas, resolved in place so `$ref`s between components work.
 * Not strict: OpenAPI adds keywords (`example`) that are not JSON Schema's.
 */
export function schemaValidators(document: OpenApiDocument = loadDocument()) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  ajv.addSchema(document, "openapi");
  const compile = (path: string): ValidateFunction => ajv.compile({ $ref: `openapi#/${path}` });
  const media = (call: string, ...rest: string[]) => pointer("paths", `/${call}`, "post", ...rest);
  return {
    component: (name: string) => compile(pointer("components", "schemas", name)),
    request: (call: string) => compile(media(call, "requestBody", "content", "application/json", "schema")),
    response: (call: string, status: string) => {
      const response = document.paths[`/${call}`].post.responses[status];
      const target = response.$ref
        ? String(response.$ref).slice(2) + "/content/application~1json/schema"
        : media(call, "responses", status, "content", "application/json", "schema");
      return compile(target);
    },
  };
}

/** Fails with the schema errors in the message, so a drift says which field moved. */
export function expectValid(validate: ValidateFunction, value: unknown, label = ""): void {
  const ok = validate(value);
  if (!ok) throw new Error(`${label} does not match openapi.yaml: ${JSON.stringify(validate.errors, null, 1)}`);
}
