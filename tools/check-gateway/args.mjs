/** Command-line arguments of debt-notice-check-gateway. */
import { parseArgs } from "node:util";

export const USAGE = `Usage: debt-notice-check-gateway <api-base> --reference <test reference> [options]

Calls the debt-notice gateway the way the widget does and reports, call by call, what the
widget accepts, what it tolerates and what would break it, with a fix for each.

  <api-base>               the widget's api-base as an absolute URL, e.g. https://gw.example/api/2/union-debt
  --reference <ref>        a test debtor's reference (required)
  --origin <origin>        the origin of the page that embeds the widget: checks CORS
  --write                  also send changePreferredLanguage, updateState and uploadComment
                           (they change the test debtor: never use a real debtor's reference)
  --captcha-token <token>  the captchaToken uploadComment sends (default null, as without a site key)
  --timeout <ms>           the widget's request-timeout (default 20000)
  --help                   this text

Exit status: 0 when nothing would break, 1 when something would, 2 on bad arguments.`;

/** @returns {{ options?: import("./run.mjs").CheckOptions, error?: string, help?: boolean }} */
export function readArgs(argv) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        reference: { type: "string" },
        origin: { type: "string" },
        write: { type: "boolean", default: false },
        "captcha-token": { type: "string" },
        timeout: { type: "string" },
        help: { type: "boolean", default: false },
      },
    });
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  const { values, positionals } = parsed;
  if (values.help) return { help: true };
  if (positionals.length !== 1) return { error: "give exactly one <api-base>" };
  const [apiBase] = positionals;
  if (!/^https?:\/\/[^/]/i.test(apiBase))
    return { error: `<api-base> must be an absolute http(s) URL, not ${apiBase}` };
  if (!values.reference) return { error: "--reference is required" };
  if (values.origin !== undefined && !isOrigin(values.origin))
    return { error: `--origin must be an origin such as https://www.insurer.example, not ${values.origin}` };
  const timeoutMs = values.timeout === undefined ? 20_000 : Number(values.timeout);
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) return { error: "--timeout must be a positive number of ms" };
  return {
    options: {
      apiBase,
      reference: values.reference,
      ...(values.origin ? { origin: values.origin } : {}),
      write: values.write,
      captchaToken: values["captcha-token"] ?? null,
      timeoutMs,
    },
  };
}

function isOrigin(text) {
  try {
    return new URL(text).origin === text.replace(/\/$/, "");
  } catch {
    return false;
  }
}
