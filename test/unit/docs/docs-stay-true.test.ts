// docs/privacy.md and docs/accessibility.md are promises to the insurer's portal team: what a
// test can check about them is checked here, so they cannot drift from the code.
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import type { DebtNoticeEmitted } from "../../../src/machine/debt-notice.types";

const privacy = readFileSync("docs/privacy.md", "utf8");
const accessibility = readFileSync("docs/accessibility.md", "utf8");

/** The rows of the first Markdown table after `marker`. */
function tableAfter(markdown: string, marker: string): string[][] {
  const lines = markdown.slice(markdown.indexOf(marker)).split("\n");
  const start = lines.findIndex((line) => line.startsWith("|"));
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith("|")) break;
    rows.push(
      line
        .split("|")
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  }
  return rows;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

describe("docs/privacy.md", () => {
  it("lists every gateway call with exactly the fields openapi.yaml says the widget sends", () => {
    const api = parse(readFileSync("openapi.yaml", "utf8"));
    const resolve = (schema: any): any =>
      schema.$ref ? resolve(api.components.schemas[schema.$ref.split("/").pop()]) : schema;
    const fieldsOf = (schema: any): string[] => {
      const own = Object.keys(schema.properties ?? {});
      const variants = [...(schema.oneOf ?? []), ...(schema.allOf ?? [])].flatMap((part: any) =>
        fieldsOf(resolve(part)),
      );
      return [...new Set([...own, ...variants])];
    };
    const documented = Object.fromEntries(
      tableAfter(privacy, "<!-- calls").map(([call, fields = ""]) => [call, fields.split(", ").sort()]),
    );
    const actual = Object.fromEntries(
      Object.entries(api.paths).map(([path, item]: [string, any]) => [
        path.slice(1),
        fieldsOf(resolve(item.post.requestBody.content["application/json"].schema)).sort(),
      ]),
    );
    expect(documented).toStrictEqual(actual);
  });

  it("names the only storage the widget uses, with its key", () => {
    const [where, key = ""] = tableAfter(privacy, "<!-- storage")[0] ?? [];
    expect(where).toBe("`sessionStorage`");
    const prefix = /`([^`]+)`/.exec(key)?.[1];
    expect(readFileSync("src/browser/drafts.ts", "utf8")).toContain(`const PREFIX = "${prefix}";`);
  });

  it("lists every part of the draft's key that src/browser/drafts.ts writes, with the lifetimes it enforces", async () => {
    const drafts = readFileSync("src/browser/drafts.ts", "utf8");
    const written = [...drafts.matchAll(/const \w+_SUFFIX = "([^"]+)";/g)].map((match) => match[1]).sort();
    const documented = tableAfter(privacy, "<!-- storage")
      .slice(1)
      .map(([, key = ""]) => /^the same key \+ `([^`]+)`$/.exec(key)?.[1])
      .sort();
    expect(written.length).toBeGreaterThan(3);
    expect(documented).toEqual(written);
    const { DRAFT_LIFETIME_MS } = await import("../../../src/browser/drafts");
    const { RECORD_LIFETIME_MS } = await import("../../../src/domain/sent-record");
    expect(DRAFT_LIFETIME_MS).toBe(60 * 60 * 1000);
    expect(privacy).toContain("an hour after it was last written");
    expect(RECORD_LIFETIME_MS).toBe(24 * 60 * 60 * 1000);
    expect(privacy).toContain("24 hours from sending");
  });

  it("names the headers and request settings of the gateway calls", async () => {
    const { GATEWAY_REQUEST } = await import("../../../src/gateway/request");
    const { IDEMPOTENCY_HEADER } = await import("../../../src/domain/objection-key");
    expect(privacy).toContain(`\`credentials: "${GATEWAY_REQUEST.credentials}"\``);
    expect(privacy).toContain(`\`referrerPolicy: "${GATEWAY_REQUEST.referrerPolicy}"\``);
    expect(privacy).toContain(`\`${IDEMPOTENCY_HEADER}\``);
  });

  it("loads the captcha only where it says: Google's script for the key, from the sending state, action submit", async () => {
    const { defaultCaptchaSrc, DEFAULT_CAPTCHA_ACTION } = await import("../../../src/captcha");
    expect(privacy).toContain(`\`${defaultCaptchaSrc("KEY").replace("KEY", "{site key}")}\``);
    expect(privacy).toContain(`action \`${DEFAULT_CAPTCHA_ACTION}\``);
    // The one place the token is asked for is the sending state the document names.
    const invoking = sourceFiles("src/machine").filter((file) =>
      readFileSync(file, "utf8").includes('src: "getCaptchaToken"'),
    );
    expect(invoking).toEqual([join("src", "machine", "states", "sending.ts")]);
    expect(privacy).toContain("`objection.sending.captcha`");
    // The sentence the document quotes is the one the form shows.
    expect(readFileSync("locales/en/messages.po", "utf8")).toContain('msgid "This site is protected by reCAPTCHA."');
    expect(privacy).toContain('"This site is protected by reCAPTCHA."');
  });

  it("names the files the debtor can save, and what the QR code holds", async () => {
    const { REMINDER_FILE_NAME } = await import("../../../src/domain/reminder-ics");
    const { QR_FILE_NAME } = await import("../../../src/domain/pay-by-square");
    expect(privacy).toContain(`\`${REMINDER_FILE_NAME}\``);
    expect(privacy).toContain(`\`${QR_FILE_NAME}\``);
    const { buildPaymentOrder } = await import("../../../src/domain/pay-by-square");
    const result = buildPaymentOrder({
      amountCents: 115075,
      iban: "SK3112000000198742637541",
      bic: "SUBASKBX",
      beneficiaryName: "Poisťovňa",
      variableSymbol: "8001011234",
      specificSymbol: "2025011234",
      constantSymbol: "0558",
      note: "Poistné 01/2025",
    });
    if (!result.ok) throw new Error("invalid order");
    const documented = /<!-- qr: ([^;]+);/.exec(privacy)?.[1]?.split(" ").sort();
    expect(documented).toEqual(Object.keys(result.order).sort());
  });

  it("names every DOM event the widget dispatches; each carries the reference, none the text or the file", async () => {
    const { toDomEvent } = await import("../../../src/element/dom-events");
    const section = privacy.slice(
      privacy.indexOf("## Told to the host page"),
      privacy.indexOf("## Files the widget loads"),
    );
    const emitted = [
      { type: "loaded", view: "home" },
      { type: "commentSent", withAttachment: true },
      { type: "pay" },
      { type: "languageChanged", language: "sk" },
      { type: "failed", call: "uploadComment" },
    ] as const satisfies readonly DebtNoticeEmitted[];
    // Every emitted type that becomes a DOM event is above (a new one fails the typecheck here).
    type Missing = Exclude<DebtNoticeEmitted["type"], "notify" | (typeof emitted)[number]["type"]>;
    const complete: [Missing] extends [never] ? true : never = true;
    expect(complete).toBe(true);
    for (const event of emitted) {
      const dom = toDomEvent(event, "REF-1") as CustomEvent<Record<string, unknown>>;
      const suffix = dom.type.replace(/^debt-notice/, "");
      expect(section.includes(`\`${dom.type}\``) || section.includes(`\`${suffix}\``), dom.type).toBe(true);
      expect(dom.detail.reference, dom.type).toBe("REF-1");
      // Besides the reference, only a flag or a name from a fixed list (a view, a language, a call).
      const others = Object.entries(dom.detail).filter(([key]) => key !== "reference");
      for (const [key, value] of others)
        expect(typeof value === "boolean" || /^[A-Za-z]+$/.test(String(value)), `${dom.type}.${key}`).toBe(true);
      expect(others.map(([key]) => key).filter((key) => /^(?:comment|attachment|text|file)$/i.test(key))).toEqual([]);
    }
  });

  it("is right that nothing else is stored or sent: no localStorage, cookies, IndexedDB or beacons in src/", () => {
    const offenders = sourceFiles("src").filter((file) =>
      /\blocalStorage\b|document\.cookie|\bindexedDB\b|sendBeacon/.test(readFileSync(file, "utf8")),
    );
    expect(offenders).toEqual([]);
  });
});

describe("docs/security.md", () => {
  const security = readFileSync("docs/security.md", "utf8");

  it("names, for every control, test files that exist", () => {
    const rows = tableAfter(security, "## What the widget does");
    expect(rows.length).toBeGreaterThan(5);
    for (const [control = "", , proof = ""] of rows) {
      const files = [...proof.matchAll(/`((?:test\/[\w/.-]+\/)?[\w.-]+\.(?:e2e|test)\.tsx?)`/g)].map(
        (match) => match[1] ?? "",
      );
      expect(files.length, control).toBeGreaterThan(0);
      for (const file of files) {
        const path = file.startsWith("test/")
          ? file
          : (sourceFiles("test").find((candidate) => candidate.endsWith(`/${file}`)) ?? file);
        expect(existsSync(path), `${control}: ${file}`).toBe(true);
      }
    }
  });

  it("states the limits the code enforces", async () => {
    const { MAX_ANSWER_BYTES } = await import("../../../src/gateway/client");
    const { MAX_PERIODS } = await import("../../../src/domain/total-debt");
    expect(MAX_ANSWER_BYTES).toBe(1_048_576);
    expect(security).toContain("1 MiB (`MAX_ANSWER_BYTES`)");
    expect(security).toContain(`${MAX_PERIODS.toLocaleString("en")} periods (\`MAX_PERIODS\``);
  });
});

describe("docs/accessibility.md", () => {
  // WCAG 2.2's level A and AA success criteria (4.1.1 Parsing is obsolete but still numbered).
  const WCAG_22_A_AA = [
    ...["1.1.1", "1.2.1", "1.2.2", "1.2.3", "1.2.4", "1.2.5", "1.3.1", "1.3.2", "1.3.3", "1.3.4", "1.3.5"],
    ...["1.4.1", "1.4.2", "1.4.3", "1.4.4", "1.4.5", "1.4.10", "1.4.11", "1.4.12", "1.4.13"],
    ...["2.1.1", "2.1.2", "2.1.4", "2.2.1", "2.2.2", "2.3.1", "2.4.1", "2.4.2", "2.4.3", "2.4.4", "2.4.5"],
    ...["2.4.6", "2.4.7", "2.4.11", "2.5.1", "2.5.2", "2.5.3", "2.5.4", "2.5.7", "2.5.8"],
    ...["3.1.1", "3.1.2", "3.2.1", "3.2.2", "3.2.3", "3.2.4", "3.2.6", "3.3.1", "3.3.2", "3.3.3", "3.3.4"],
    ...["3.3.7", "3.3.8", "4.1.1", "4.1.2", "4.1.3"],
  ];

  it("gives every WCAG 2.2 A and AA criterion a row with a status", () => {
    const rows = [
      ...tableAfter(accessibility, "<!-- tests"),
      ...tableAfter(accessibility, "### Criteria that do not apply"),
    ];
    const status = new Map<string, string>();
    for (const [criterion = "", state = ""] of rows) {
      const range = /^(\d\.\d+\.)(\d+)–\1(\d+) /.exec(criterion);
      if (range) {
        for (let n = Number(range[2]); n <= Number(range[3]); n++) status.set(`${range[1]}${n}`, state);
      } else status.set(criterion.split(" ")[0] ?? "", state);
    }
    for (const criterion of WCAG_22_A_AA)
      expect(status.get(criterion), criterion).toMatch(/^(?:meets|partly|not applicable|does not meet)$/);
    expect([...status.keys()].sort()).toEqual([...WCAG_22_A_AA].sort());
  });

  it("names test files that exist for every criterion", () => {
    const rows = tableAfter(accessibility, "<!-- tests");
    expect(rows.length).toBeGreaterThan(5);
    for (const [criterion, , tests = ""] of rows) {
      const files = [...tests.matchAll(/`([^`]+\.tsx?)`/g)].map((match) => match[1] ?? "");
      expect(files.length, criterion).toBeGreaterThan(0);
      for (const file of files) expect(existsSync(file), `${criterion}: ${file}`).toBe(true);
    }
  });
});
