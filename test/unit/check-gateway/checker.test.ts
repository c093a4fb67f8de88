import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { useReferenceGateway } from "../../helpers/reference-gateway";
import { DEMO_CONFIG } from "../../../demo/demo-config.mjs";
import { MAX_BODY_BYTES } from "../../../tools/check-gateway/http.mjs";
import { checkGateway } from "../../../tools/check-gateway/run.mjs";
import {
  GOOD_CORS,
  GOOD_ENTITIES,
  PAGE_ORIGIN as ORIGIN,
  REFLECTED_ORIGIN,
  startBrokenGateway,
  type Answer,
  type Overrides,
} from "./broken-gateway";
const BIN = new URL("../../../bin/debt-notice-check-gateway.mjs", import.meta.url).pathname;
const run = promisify(execFile);

type Result = Awaited<ReturnType<typeof checkGateway>>;

function findingsOf(result: Result, label: string) {
  const step = result.steps.find((candidate) => candidate.label === label);
  if (!step) throw new Error(`no step ${label}`);
  return step;
}

describe("against the reference gateway", () => {
  // The reference gateway sends the demo insurer's account, as a production gateway should.
  const gateway = useReferenceGateway("perFile", { allowedOrigins: [ORIGIN], payee: DEMO_CONFIG.payee });
  const apiBase = () => `${gateway().url}/api/2/union-debt`;

  // A portal in development on this machine: the reference gateway's payment page is plain
  // http on localhost, which only such a page follows.
  const DEV_ORIGIN = "http://localhost:5173";

  it("passes every call, writes included, and says so on the command line", async () => {
    const options = {
      reference: "d4e5f6-woman-low",
      origin: DEV_ORIGIN,
      write: true,
      captchaToken: "demo-token-check",
    };
    const result = await checkGateway({ apiBase: apiBase(), ...options });
    expect(result.steps.map((step) => [step.label, step.level])).toStrictEqual([
      ["getPreferredLanguage", "accepted"],
      ["getDetails (home)", "accepted"],
      ["getDetails (total-debt page)", "accepted"],
      ["changePreferredLanguage", "accepted"],
      ["updateState", "accepted"],
      ["uploadComment", "accepted"],
      // Its preflight allows Idempotency-Key from this page: the widget with
      // cross-origin-objection-key sends it, and the reference gateway honours it.
      ["uploadComment (the same objection again)", "accepted"],
      // What the widget reads after a lost answer to tell whether the objection arrived.
      ["getDetails (after the objection)", "accepted"],
      // Its allow-list names this page's origin, no other website.
      ["CORS (a page on an unlisted website)", "accepted"],
    ]);
    expect(result.exitCode).toBe(0);
    // From the gateway's own origin (the standalone page) it does, and the reference gateway honours it.
    const sameOrigin = await checkGateway({ apiBase: apiBase(), ...options, origin: new URL(apiBase()).origin });
    expect(findingsOf(sameOrigin, "uploadComment (the same objection again)").level).toBe("accepted");
    expect(sameOrigin.exitCode).toBe(0);
  });

  it("from a production portal, its plain-http payment page on localhost is named: no pay button there", async () => {
    const result = await checkGateway({ apiBase: apiBase(), reference: "d4e5f6-woman-low", origin: ORIGIN });
    const step = findingsOf(result, "getDetails (home)");
    expect(step.level).toBe("tolerated");
    expect(step.findings).toContainEqual(
      expect.objectContaining({
        what: expect.stringContaining("followed only by a page served from this machine too"),
        fix: "send the payment page's https: URL",
      }),
    );
    expect(result.exitCode).toBe(0);
  });

  it("leaves the writes alone without --write and tolerates an amount sent as text", async () => {
    gateway().resetState();
    const { stdout } = await run("node", [BIN, apiBase(), "--reference", "a1b2c3-man-high", "--origin", ORIGIN]);
    expect(stdout).toContain("getDetails (home): tolerated");
    // openapi.yaml's own example: allowed, and said so (the fifth trial read "tolerated" as a fault).
    expect(stdout).toContain('actualDebt "1 150,75" is text, a form the contract allows (AmountToPayText)');
    expect(stdout).toContain("fix: send actualDebt as the amount to pay, a JSON number of euros");
    expect(stdout).toMatch(/uploadComment: skipped\n {2}-- not sent: pass --write/);
    expect(stdout).toContain("2 accepted, 2 tolerated, 0 would break, 3 skipped");
    const sent = gateway().requestLog.map((entry) => entry.call);
    expect(sent).toStrictEqual(["getPreferredLanguage", "getDetails", "getDetails"]);
  });

  it("an unknown reference: every call answers 404, which a wrong path would too, so both are named, with exit status 1", async () => {
    const failure = await run("node", [BIN, apiBase(), "--reference", "nobody"]).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 1 });
    const { stdout } = failure as { stdout: string };
    expect(stdout).not.toContain("404: the reference is unknown");
    expect(stdout).toContain(
      `!! every call answered 404: check the api-base path first (the widget sends getDetails to "${apiBase()}/getDetails"); if the gateway's getDetails is there, the reference is unknown`,
    );
  });
});

describe("against a gateway with one fault", () => {
  const details = (entities: Record<string, unknown>): Overrides => ({ getDetails: { body: { entities } } });
  const cases: Array<[string, Overrides, string, string, string]> = [
    [
      "isMan as the text 'true'",
      details({ ...GOOD_ENTITIES, isMan: "true" }),
      "getDetails (home)",
      'isMan is "true", not a boolean',
      'send isMan as the JSON boolean true, not the text "true"',
    ],
    [
      "the fields outside entities",
      { getDetails: { body: GOOD_ENTITIES } },
      "getDetails (home)",
      'are outside "entities"',
      'wrap the fields: { "entities"',
    ],
    [
      "a 200 with an HTML page",
      { getDetails: { raw: "<!doctype html><h1>Login</h1>", headers: { "content-type": "text/html" } } },
      "getDetails (home)",
      "200 with an HTML page",
      "send errors with an error status, not 200",
    ],
    [
      "totalDebt as an array",
      details({ ...GOOD_ENTITIES, totalDebt: [{ obdobie: "01/2025", dlh: "-1,00" }] }),
      "getDetails (total-debt page)",
      "not a JSON string",
      "JSON.stringify the list",
    ],
    [
      "a payment URL over plain http",
      details({ ...GOOD_ENTITIES, paymeUrl: "http://pay.example/" }),
      "getDetails (home)",
      "is not followed",
      "send an absolute https: URL",
    ],
    [
      "an unreadable amount",
      details({ ...GOOD_ENTITIES, actualDebt: "1.150" }),
      "getDetails (home)",
      'actualDebt "1.150" is not an amount',
      "send actualDebt as the amount to pay, a JSON number",
    ],
    [
      "a negative amount to pay (totalDebt's sign)",
      details({ ...GOOD_ENTITIES, actualDebt: -1150.75 }),
      "getDetails (home)",
      "actualDebt -1150.75 has a sign: actualDebt is the amount to pay, zero or more",
      "zero or more, with at most two decimals (e.g. 1150.75)",
    ],
    // The seventh trial: 12.345 was read as 12,35 €, and 0.004 as nothing to pay.
    [
      "an amount to pay with a third decimal",
      details({ ...GOOD_ENTITIES, actualDebt: 12.345 }),
      "getDetails (home)",
      "actualDebt 12.345 is not an amount the widget reads: no amount is shown",
      "zero or more, with at most two decimals (e.g. 1150.75)",
    ],
    [
      "an amount to pay that totalDebt's row for the period calls an overpayment",
      details({ ...GOOD_ENTITIES, totalDebt: JSON.stringify([{ obdobie: "01/2025", dlh: "1 150,75" }]) }),
      "getDetails (home)",
      'actualDebt asks for 1150,75 € but totalDebt\'s amount for "01/2025" is 1150,75 € (an overpayment): the notice and the total-debt page disagree, so the page shows no amount to pay and no payment code',
      "send actualDebt as that period's debt with the sign turned (0,00 € here), or correct totalDebt",
    ],
    [
      "an amount to pay that is not the period's debt",
      details({ ...GOOD_ENTITIES, actualDebt: 150.75 }),
      "getDetails (home)",
      'actualDebt asks for 150,75 € but totalDebt\'s amount for "01/2025" is -1150,75 € (a debt)',
      "(1150,75 € here)",
    ],
    // The fifth integrator trial: both passed as "accepted"; the total-debt page said "none" beside Pay.
    // Contract 1.3.0: the gateway's payee replaces the host's; an unusable one leaves no bank details.
    [
      "a payee whose IBAN fails its check digits",
      details({ ...GOOD_ENTITIES, payee: { iban: "SK3112000000198742637542", beneficiaryName: "ZP" } }),
      "getDetails (home)",
      'payee.iban "SK3112000000198742637542" fails the IBAN check digits',
      "send the account's IBAN as the bank writes it",
    ],
    [
      "a payee that is not an account with a name",
      details({ ...GOOD_ENTITIES, payee: "SK3112000000198742637541" }),
      "getDetails (home)",
      "not an account with a name, so the page offers no bank-transfer details (not the config's either)",
      'send payee as { "iban": "SK…", "beneficiaryName": "…" }',
    ],
    // The sixth integrator trial: both empty passed; the page read "… pod špecifickým symbolom ."
    [
      "a notice with neither a period nor a specific symbol",
      details({ ...GOOD_ENTITIES, period: "", specificSymbol: " " }),
      "getDetails (home)",
      "period and specificSymbol are both empty",
      "send the period (MM/YYYY), or the specific symbol when the notice has no period",
    ],
    // The sixth integrator trial: "VS 12-34" passed as "documented form"; the page listed it to copy.
    [
      "a variable symbol that is not digits",
      details({ ...GOOD_ENTITIES, variableSymbol: "VS 12-34" }),
      "getDetails (home)",
      'variableSymbol "VS 12-34" is not one to ten digits (the insurer matches a transfer by it), which a bank\'s transfer form takes: the page offers no bank-transfer details',
      "send variableSymbol as a string of digits only, at most ten",
    ],
    // The seventh trial: an empty one passed, and the page offered a transfer nobody can match.
    [
      "an empty variable symbol",
      details({ ...GOOD_ENTITIES, variableSymbol: "" }),
      "getDetails (home)",
      'variableSymbol "" is not one to ten digits (the insurer matches a transfer by it)',
      "send variableSymbol as a string of digits only, at most ten",
    ],
    // A number is read as JavaScript writes it: eleven digits, or 1e21's "1e+21", is no symbol.
    [
      "a variable symbol as a number of eleven digits",
      details({ ...GOOD_ENTITIES, variableSymbol: 12345678901 }),
      "getDetails (home)",
      'variableSymbol 12345678901 is not one to ten digits (the insurer matches a transfer by it) (the widget reads the number as "12345678901")',
      "send variableSymbol as a string of digits only, at most ten",
    ],
    [
      "an amount to pay with an empty totalDebt",
      details({ ...GOOD_ENTITIES, totalDebt: "[]" }),
      "getDetails (home)",
      'actualDebt asks for 1150,75 € but totalDebt has no row whose obdobie is "01/2025" (it is empty)',
      'add the period to totalDebt, its obdobie written exactly as period ("01/2025")',
    ],
    [
      "an amount to pay whose period totalDebt writes another way",
      details({ ...GOOD_ENTITIES, totalDebt: JSON.stringify([{ obdobie: "2025-01", dlh: "-1 150,75" }]) }),
      "getDetails (home)",
      'actualDebt asks for 1150,75 € but totalDebt has no row whose obdobie is "01/2025": the notice and the total-debt page disagree',
      "its debt with a minus",
    ],
    [
      "words and an account in the period (the sixteenth trial)",
      details({ ...GOOD_ENTITIES, period: "01/2025 IBAN SK0809000000000012" }),
      "getDetails (home)",
      "is not a period (MM/YYYY)",
      'send period as "MM/YYYY"',
    ],
    [
      "a server error",
      { getDetails: { status: 503, body: { error: "down" } } },
      "getDetails (home)",
      "the same to the widget's two retries (the checker asked again after 300 ms and 600 ms, as the widget does): the page says the service is unavailable",
      "see the gateway's log",
    ],
    [
      "a language save failing",
      { changePreferredLanguage: { status: 500, body: { error: "down" } } },
      "changePreferredLanguage",
      "500: the widget only logs it: the page keeps the chosen language",
      "see the gateway's log",
    ],
    [
      "a write answering HTML",
      { updateState: { raw: "<html>OK</html>", headers: { "content-type": "text/html" } } },
      "updateState",
      "200 with an HTML page: the widget counts the write as failed",
      "an empty body or 204",
    ],
    [
      "a rejected comment",
      { uploadComment: { status: 400, body: { error: "invalidCaptchaToken" } } },
      "uploadComment",
      '400: the widget shows "Server error"',
      "pass --captcha-token",
    ],
    [
      "no preflight",
      { OPTIONS: { status: 404, raw: "not here" } },
      "getDetails (home)",
      "the preflight OPTIONS answered 404",
      "answer OPTIONS with 204 and the CORS headers",
    ],
    [
      "a preflight without Content-Type",
      { OPTIONS: { status: 204, headers: { "access-control-allow-origin": "*" } } },
      "getPreferredLanguage",
      "does not allow the Content-Type header",
      "add Access-Control-Allow-Headers: Content-Type",
    ],
    [
      "a preflight for another origin",
      { OPTIONS: { status: 204, headers: { ...GOOD_CORS, "access-control-allow-origin": "https://other.example" } } },
      "getDetails (home)",
      `does not allow ${ORIGIN}`,
      "add Access-Control-Allow-Origin with the page's exact origin",
    ],
  ];

  it.each(cases)("%s: named, with its fix, and exit status 1", async (_, overrides, label, what, fix) => {
    const gateway = await startBrokenGateway(overrides);
    try {
      const result = await checkGateway({ apiBase: gateway.apiBase, reference: "r-1", origin: ORIGIN, write: true });
      const step = findingsOf(result, label);
      expect(step.level).toBe("would break");
      expect(step.findings).toContainEqual(
        expect.objectContaining({ what: expect.stringContaining(what), fix: expect.stringContaining(fix) }),
      );
      expect(result.exitCode).toBe(1);
    } finally {
      await gateway.close();
    }
  });

  it("an answer without CORS headers breaks every call for a cross-origin page", async () => {
    const gateway = await startBrokenGateway({}, false);
    try {
      const result = await checkGateway({ apiBase: gateway.apiBase, reference: "r-1", origin: ORIGIN });
      expect(findingsOf(result, "getDetails (home)").findings[1]?.what).toContain("the browser hides it");
      expect(result.exitCode).toBe(1);
      const sameOrigin = await checkGateway({ apiBase: gateway.apiBase, reference: "r-1" });
      expect(sameOrigin.exitCode).toBe(0);
    } finally {
      await gateway.close();
    }
  });

  const tolerable: Array<[string, Overrides, string, string]> = [
    [
      "a sentence as the IČP (the sixteenth trial)",
      details({ ...GOOD_ENTITIES, icp: "Volajte 0900 123 456" }),
      "getDetails (home)",
      "send the debtor's IČP as its digits",
    ],
    [
      "actualDebt as decimal-comma text",
      details({ ...GOOD_ENTITIES, actualDebt: "1 150,75" }),
      "getDetails (home)",
      "send actualDebt as the amount to pay, a JSON number",
    ],
    [
      "JSON labelled text/html",
      { getPreferredLanguage: { raw: '{"preferredLanguage":"en"}', headers: { "content-type": "text/html" } } },
      "getPreferredLanguage",
      "send Content-Type: application/json",
    ],
    [
      "Ukrainian spelled uk",
      { getPreferredLanguage: { body: { preferredLanguage: "uk" } } },
      "getPreferredLanguage",
      '"sk" | "en" | "ua"',
    ],
    [
      "a ready-made payBySquare, which the widget ignores (another account than the page shows could hide in it)",
      details({ ...GOOD_ENTITIES, payBySquare: "0004A00090IFK" }),
      "getDetails (home)",
      "leave payBySquare out",
    ],
    [
      "a symbol as a number",
      details({ ...GOOD_ENTITIES, variableSymbol: 8001011234 }),
      "getDetails (home)",
      'send variableSymbol as a string: "8001011234"',
    ],
  ];

  it("a payee with an account and a name: accepted (the control for the payee cases above)", async () => {
    const payee = { iban: "SK31 1200 0000 1987 4263 7541", beneficiaryName: "Vzorová ZP", bic: "TATRSKBX" };
    const gateway = await startBrokenGateway(details({ ...GOOD_ENTITIES, payee }));
    try {
      const result = await checkGateway({ apiBase: gateway.apiBase, reference: "r-1", origin: ORIGIN });
      const step = findingsOf(result, "getDetails (home)");
      expect(step.level).toBe("accepted");
      // The checker cannot see the host's config: it says what the page needs to show these.
      expect(step.findings.map((finding) => finding.what)).toEqual(
        expect.arrayContaining([
          'payee: the page shows its bank details where its config.payee names "SK31 1200 0000 1987 4263 7541" too',
          'paymeUrl: Pay opens it where the page\'s paymentOrigins lists "https://pay.example" (or sets no list)',
        ]),
      );
    } finally {
      await gateway.close();
    }
  });

  it.each(tolerable)("%s: tolerated, with its fix, and exit status 0", async (_, overrides, label, fix) => {
    const gateway = await startBrokenGateway(overrides);
    try {
      const result = await checkGateway({ apiBase: gateway.apiBase, reference: "r-1", origin: ORIGIN, write: true });
      const step = findingsOf(result, label);
      expect(step.level).toBe("tolerated");
      expect(step.findings).toContainEqual(expect.objectContaining({ fix: expect.stringContaining(fix) }));
      expect(result.exitCode).toBe(0);
    } finally {
      await gateway.close();
    }
  });
});

describe("a read that fails and then answers, as the widget retries it", () => {
  const detailsRequests = (requests: string[]) =>
    requests.filter((line) => line === `POST /api/2/union-debt/getDetails`).length;

  it.each([
    ["a 503", { status: 503, body: { error: "busy" } }, "first 503;"],
    ["a 429", { status: 429, body: {} }, "first 429;"],
  ] satisfies Array<[string, Answer, string]>)(
    "%s once: the checker asks again as the widget does and judges the answer the widget reads",
    async (_, answer, what) => {
      const gateway = await startBrokenGateway({ getDetails: { ...answer, times: 1 } });
      try {
        const result = await checkGateway({ apiBase: gateway.apiBase, reference: "r-1", origin: ORIGIN });
        const step = findingsOf(result, "getDetails (home)");
        expect(step.level).toBe("tolerated");
        expect(step.findings).toContainEqual(
          expect.objectContaining({
            what: expect.stringMatching(
              new RegExp(`^${what} asked again as the widget does \\(after 300 ms\\), it answered`),
            ),
          }),
        );
        // The answer read on the second attempt is judged as any other: the notice's fields pass.
        expect(step.findings).toContainEqual(expect.objectContaining({ level: "accepted" }));
        expect(result.exitCode).toBe(0);
        // Home twice (the failure and the retry), the total-debt page once.
        expect(detailsRequests(gateway.requests)).toBe(3);
      } finally {
        await gateway.close();
      }
    },
  );

  it("a 503 every time: three requests, the last one's status, and what the page says", async () => {
    const gateway = await startBrokenGateway({ getDetails: { status: 503, body: {} } });
    try {
      const result = await checkGateway({ apiBase: gateway.apiBase, reference: "r-1", origin: ORIGIN });
      const step = findingsOf(result, "getDetails (home)");
      expect(step.findings.map((finding) => finding.what)).toStrictEqual([
        expect.stringContaining("CORS preflight"),
        expect.stringMatching(/^503: the same to the widget's two retries .*the page says the service is unavailable$/),
      ]);
      expect(detailsRequests(gateway.requests)).toBe(6);
      expect(result.exitCode).toBe(1);
    } finally {
      await gateway.close();
    }
  });

  it("a 400 is not retried: the widget does not ask again either", async () => {
    const gateway = await startBrokenGateway({ getDetails: { status: 400, body: {} } });
    try {
      await checkGateway({ apiBase: gateway.apiBase, reference: "r-1", origin: ORIGIN });
      expect(detailsRequests(gateway.requests)).toBe(2);
    } finally {
      await gateway.close();
    }
  });

  it("writes are sent once, as the widget sends them", async () => {
    const gateway = await startBrokenGateway({ updateState: { status: 503, body: {} } });
    try {
      await checkGateway({ apiBase: gateway.apiBase, reference: "r-1", origin: ORIGIN, write: true });
      expect(gateway.requests.filter((line) => line === "POST /api/2/union-debt/updateState")).toHaveLength(1);
    } finally {
      await gateway.close();
    }
  });
});

describe("CORS for any website", () => {
  const PROBE = "CORS (a page on an unlisted website)";

  it.each([
    ["Access-Control-Allow-Origin: *", "*", '(Access-Control-Allow-Origin: "*")'],
    [
      "the Origin echoed back as it came",
      REFLECTED_ORIGIN,
      '(Access-Control-Allow-Origin: "https://unlisted-site.invalid")',
    ],
  ])(
    "%s: the page's calls pass, and the checker names the open door with its fix, from any page",
    async (_, allowOrigin, shown) => {
      const cors = { ...GOOD_CORS, "access-control-allow-origin": allowOrigin };
      const gateway = await startBrokenGateway({ OPTIONS: { status: 204, headers: cors } }, cors);
      try {
        for (const origin of [ORIGIN, undefined]) {
          const result = await checkGateway({ apiBase: gateway.apiBase, reference: "r-1", origin, write: true });
          expect(findingsOf(result, "getDetails (home)").level).toBe("accepted");
          const probe = findingsOf(result, PROBE);
          expect(probe.level).toBe("tolerated");
          expect(probe.findings).toStrictEqual([
            {
              level: "tolerated",
              what: `a page on an unlisted website (https://unlisted-site.invalid) may call the gateway ${shown}: the widget works, but a script on any website can call the gateway from the debtor's browser and read its answers, the debtor's name and debt for any reference it learns`,
              fix: "allow only the portal's and the partners' exact origins from an allow-list (docs/security.md), never * and never the Origin echoed back as it came",
            },
          ]);
          // The widget still works for the debtor: no exit status 1 for this alone.
          expect(result.exitCode).toBe(0);
        }
      } finally {
        await gateway.close();
      }
    },
  );

  it("an allow-list that names the page alone: accepted, and only a preflight was sent for the probe", async () => {
    const gateway = await startBrokenGateway({});
    try {
      const result = await checkGateway({ apiBase: gateway.apiBase, reference: "r-1", origin: ORIGIN });
      expect(findingsOf(result, PROBE)).toMatchObject({
        level: "accepted",
        findings: [{ what: "a page on an unlisted website (https://unlisted-site.invalid) may not call the gateway" }],
      });
      const probes = gateway.received.filter(({ headers }) => headers.origin === "https://unlisted-site.invalid");
      expect(probes.map(({ method, url }) => `${method} ${url}`)).toStrictEqual([
        "OPTIONS /api/2/union-debt/getDetails",
      ]);
    } finally {
      await gateway.close();
    }
  });
});

describe("a 404: an unknown reference, or a wrong api-base path", () => {
  const notFound = (apiBase: string) => ({
    level: "would break",
    what: `every call answered 404: check the api-base path first (the widget sends getDetails to "${apiBase}/getDetails"); if the gateway's getDetails is there, the reference is unknown: openapi.yaml has getDetails and getPreferredLanguage answer 404 for an unknown reference, so these statuses cannot tell the two apart; the widget shows "404 - There is nothing in here"`,
    fix: "make the api-base the path under which the gateway answers its calls; if it already is, use a test reference that exists",
  });

  it.each([false, true])(
    "a typo in the api-base path (--write %s): every call answers 404, and the path is named first, not the reference alone",
    async (write) => {
      const gateway = await startBrokenGateway({});
      try {
        const apiBase = gateway.apiBase.replace("union-debt", "union-dept");
        const result = await checkGateway({ apiBase, reference: "r-1", origin: ORIGIN, write });
        for (const label of ["getDetails (home)", "getDetails (total-debt page)"]) {
          expect(findingsOf(result, label).level).toBe("would break");
          expect(findingsOf(result, label).findings).toContainEqual(notFound(apiBase));
        }
        const texts = result.steps.flatMap((step) => step.findings.map((finding) => finding.what));
        expect(texts.join("\n")).not.toContain("404: the reference is unknown");
        expect(result.exitCode).toBe(1);
      } finally {
        await gateway.close();
      }
    },
  );

  it("only getDetails answers 404 (getPreferredLanguage found the reference): the reference is unknown to it", async () => {
    const gateway = await startBrokenGateway({ getDetails: { status: 404, body: { error: "notFound" } } });
    try {
      const result = await checkGateway({ apiBase: gateway.apiBase, reference: "r-1", origin: ORIGIN, write: true });
      expect(findingsOf(result, "getPreferredLanguage").level).toBe("accepted");
      expect(findingsOf(result, "getDetails (home)").findings).toContainEqual({
        level: "would break",
        what: '404: the reference is unknown, the widget shows "404 - There is nothing in here"',
        fix: "use a test reference that exists, or make getDetails find it",
      });
      expect(result.exitCode).toBe(1);
    } finally {
      await gateway.close();
    }
  });
});

describe("what a gateway sends cannot write to the terminal", () => {
  it("control and bidi characters in a value are shown escaped", async () => {
    const gateway = await startBrokenGateway({
      getDetails: { body: { entities: { ...GOOD_ENTITIES, isMan: "\u001b[2Jtrue\u202e\u0085" } } },
    });
    try {
      const result = await checkGateway({ apiBase: gateway.apiBase, reference: "r-1" });
      const text = JSON.stringify(result.steps.flatMap((step) => step.findings));
      const raw = result.steps.flatMap((step) =>
        step.findings.map((finding) => `${finding.what} ${finding.fix ?? ""}`),
      );
      for (const character of ["\u001b", "\u0085", "\u202e"]) expect(raw.join("\n")).not.toContain(character);
      expect(text).toContain("\\\\u202e");
    } finally {
      await gateway.close();
    }
  });

  it("a CORS header's value is shown escaped too", async () => {
    // A C1 control: the one kind of terminal escape an HTTP header can carry (bytes 0x80-0x9f).
    const gateway = await startBrokenGateway({
      OPTIONS: { status: 204, headers: { ...GOOD_CORS, "access-control-allow-origin": "https://x.example\u0085[2J" } },
    });
    try {
      const result = await checkGateway({ apiBase: gateway.apiBase, reference: "r-1", origin: ORIGIN });
      const findings = result.steps.flatMap((step) => step.findings).map((finding) => finding.what);
      const cors = findings.find((what) => what.includes("Access-Control-Allow-Origin:"));
      expect(cors).toContain('"https://x.example\\u0085[2J"');
      expect(findings.join("\n")).not.toContain("\u0085");
    } finally {
      await gateway.close();
    }
  });
});

describe("the objection's Idempotency-Key", () => {
  // The sixth integrator trial: a gateway that stored the objection but kept answering
  // infoWasProvided: false got "7 accepted, 0 would break".
  it("a gateway whose details forget an accepted objection: would break, naming what the widget would tell the debtor", async () => {
    const gateway = await startBrokenGateway({}, GOOD_CORS, { forgetsObjections: true });
    try {
      const result = await checkGateway({ apiBase: gateway.apiBase, reference: "r-1", origin: ORIGIN, write: true });
      const readBack = findingsOf(result, "getDetails (after the objection)");
      expect(readBack.level).toBe("would break");
      expect(readBack.findings[0]?.what).toContain("infoWasProvided: false");
      expect(readBack.findings[0]?.what).toContain("the debtor would send it again");
      expect(result.exitCode).toBe(1);
    } finally {
      await gateway.close();
    }
  });

  it("a gateway that ignores it: the resend is tolerated, and the report says it was probably stored twice", async () => {
    const gateway = await startBrokenGateway({});
    try {
      // A page on the gateway's own origin: the only one that sends the key.
      const result = await checkGateway({ apiBase: gateway.apiBase, reference: "r-1", write: true });
      const resend = findingsOf(result, "uploadComment (the same objection again)");
      expect(resend.level).toBe("tolerated");
      expect(resend.findings[0]?.what).toContain("probably stored twice");
      expect(resend.findings[0]?.fix).toContain("Idempotent-Replayed: true");
      // Both sends carried the same key.
      const keys = gateway.received
        .filter((request) => request.url.endsWith("/uploadComment") && request.method === "POST")
        .map((request) => request.headers["idempotency-key"]);
      expect(keys).toHaveLength(2);
      expect(keys[0]).toMatch(/^dn-[0-9a-f]{24}$/);
      expect(keys[1]).toBe(keys[0]);

      expect(result.exitCode).toBe(0);
    } finally {
      await gateway.close();
    }
  });

  const uploadKeys = (gateway: Awaited<ReturnType<typeof startBrokenGateway>>) =>
    gateway.received
      .filter((request) => request.url.endsWith("/uploadComment") && request.method === "POST")
      .map((request) => request.headers["idempotency-key"]);

  // The ninth trial: cross-origin, the browser's own resend after a drop stored an objection twice.
  it("from another origin whose preflight refuses Idempotency-Key: no key sent, no resend, and the double store named", async () => {
    const gateway = await startBrokenGateway({});
    try {
      const result = await checkGateway({ apiBase: gateway.apiBase, reference: "r-1", origin: ORIGIN, write: true });
      const resend = findingsOf(result, "uploadComment (the same objection again)");
      expect(resend.level).toBe("tolerated");
      expect(resend.findings[0]).toMatchObject({
        what: expect.stringContaining("this gateway's preflight does not allow that header"),
        fix: expect.stringContaining("set cross-origin-objection-key on the element"),
      });
      expect(uploadKeys(gateway)).toEqual([undefined]);
      expect(result.exitCode).toBe(0);
    } finally {
      await gateway.close();
    }
  });

  it("from another origin whose preflight allows it: the key goes with both sends, and a missing replay is named", async () => {
    const cors = { ...GOOD_CORS, "access-control-allow-headers": "Content-Type, Idempotency-Key" };
    const gateway = await startBrokenGateway({ OPTIONS: { status: 204, headers: cors } }, cors);
    try {
      const result = await checkGateway({ apiBase: gateway.apiBase, reference: "r-1", origin: ORIGIN, write: true });
      const keys = uploadKeys(gateway);
      expect(keys).toHaveLength(2);
      expect(keys[0]).toMatch(/^dn-[0-9a-f]{24}$/);
      expect(keys[1]).toBe(keys[0]);
      // This gateway stores the repeat again: no Idempotent-Replayed.
      expect(findingsOf(result, "uploadComment (the same objection again)").findings[0]?.what).toContain(
        "probably stored twice",
      );
    } finally {
      await gateway.close();
    }
  });
});

describe("against a gateway that sends the checker elsewhere or without end", () => {
  const redirect = (status: number, location: string): Answer => ({ status, headers: { location }, raw: "" });

  it.each([
    ["getDetails", 301, "getDetails (home)"],
    ["getDetails", 302, "getDetails (home)"],
    ["getDetails", 307, "getDetails (home)"],
    ["getDetails", 308, "getDetails (home)"],
    ["uploadComment", 307, "uploadComment"],
  ] as const)(
    "%s answering %i to another server: nothing reaches it, and it would break",
    async (call, status, label) => {
      const elsewhere = await startBrokenGateway({});
      const target = `${elsewhere.apiBase}/${call}`;
      const gateway = await startBrokenGateway({ [call]: redirect(status, target) });
      try {
        const result = await checkGateway({ apiBase: gateway.apiBase, reference: "r-1", origin: ORIGIN, write: true });
        expect(elsewhere.requests).toHaveLength(0);
        const step = findingsOf(result, label);
        expect(step.level).toBe("would break");
        expect(step.findings).toContainEqual({
          level: "would break",
          what: expect.stringContaining(`${status} redirect to "${target}": the checker did not follow it`),
          fix: `answer ${call} at its own URL, with no redirect`,
        });
        expect(result.exitCode).toBe(1);
      } finally {
        await Promise.all([gateway.close(), elsewhere.close()]);
      }
    },
  );

  it("a preflight answering 307 to another server: nothing reaches it, and every call would break", async () => {
    const elsewhere = await startBrokenGateway({});
    const gateway = await startBrokenGateway({ OPTIONS: redirect(307, `${elsewhere.apiBase}/getDetails`) });
    try {
      const result = await checkGateway({ apiBase: gateway.apiBase, reference: "r-1", origin: ORIGIN, write: true });
      expect(elsewhere.requests).toHaveLength(0);
      expect(result.steps.map((step) => step.level)).toStrictEqual([
        ...Array(6).fill("would break"),
        // The preflight for the key was redirected too: the key cannot go there.
        "tolerated",
        // The probe from an unlisted website is redirected too: no permission.
        "accepted",
      ]);
      expect(findingsOf(result, "getDetails (home)").findings[0]?.what).toMatch(
        /^the preflight OPTIONS answered 307 redirect to ".+": the checker did not follow it/,
      );
      expect(result.exitCode).toBe(1);
    } finally {
      await Promise.all([gateway.close(), elsewhere.close()]);
    }
  });

  const twoMiB = 2 * 1024 * 1024;
  it.each<[string, Answer]>([
    ["2 MiB of whitespace before the details", { padding: twoMiB, body: { entities: GOOD_ENTITIES } }],
    ["2 MiB of whitespace and no end", { padding: twoMiB, hold: true }],
  ])(
    "an answer of %s: over 1 MiB, it would break, and the checker stops reading",
    async (_, answer) => {
      const gateway = await startBrokenGateway({ getDetails: answer });
      try {
        const started = Date.now();
        const result = await checkGateway({ apiBase: gateway.apiBase, reference: "r-1", timeoutMs: 4_000 });
        const step = findingsOf(result, "getDetails (home)");
        expect(step.level).toBe("would break");
        const overLimit = /^200 with an answer over 1 MiB: the checker stopped reading after (\d+) bytes/;
        expect(step.findings).toContainEqual(expect.objectContaining({ what: expect.stringMatching(overLimit) }));
        const read = step.findings.map((finding) => overLimit.exec(finding.what)?.[1]).find(Boolean);
        expect(Number(read)).toBeGreaterThan(MAX_BODY_BYTES);
        expect(Date.now() - started).toBeLessThan(4_000);
        expect(result.exitCode).toBe(1);
      } finally {
        await gateway.close();
      }
    },
    20_000,
  );
});

describe("an api-base the widget refuses", () => {
  const REFUSED = (apiBase: string) => ({
    label: "api-base",
    call: "api-base",
    level: "would break",
    findings: [
      {
        level: "would break",
        what: `the widget refuses this api-base and sends no call at all: the debtor reads that the notice cannot be shown on this page; the calls below are checked anyway, for when it is fixed (the page's console: debt-notice: "apiBase" must be a path on this site or an https: URL, got "${apiBase}".)`,
        fix: "give an https: URL without a user name or password (plain http: only on localhost, 127.0.0.0/8 or [::1], for development), or a path on the page's own site",
      },
    ],
  });

  it("plain http: to a host that is not this machine: named first, and exit status 1 though every call passes", async () => {
    const gateway = await startBrokenGateway({});
    try {
      // 0.0.0.0 reaches this machine's gateway, but it is no loopback name: the widget refuses it.
      const apiBase = gateway.apiBase.replace("127.0.0.1", "0.0.0.0");
      const result = await checkGateway({ apiBase, reference: "r-1", origin: ORIGIN });
      expect(result.steps[0]).toStrictEqual(REFUSED(apiBase));
      expect(result.steps.slice(1).map((step) => step.level)).toStrictEqual([
        "accepted",
        "accepted",
        "accepted",
        ...Array(3).fill("skipped"),
        "accepted",
      ]);
      expect(result.exitCode).toBe(1);
    } finally {
      await gateway.close();
    }
  });

  it("the integrator's http://192.0.2.2 gateway: the command line says the widget refuses it", async () => {
    const apiBase = "http://192.0.2.2:47115/api/2/union-debt";
    const failure = await run("node", [BIN, apiBase, "--reference", "r-1", "--timeout", "200"]).catch(
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({ code: 1 });
    const { stdout } = failure as { stdout: string };
    expect(stdout).toContain(
      `api-base: would break\n  !! ${REFUSED(apiBase).findings[0]?.what}\n     fix: give an https: URL`,
    );
    expect(stdout.indexOf("api-base: would break")).toBeLessThan(stdout.indexOf("getPreferredLanguage:"));
  });

  it("an api-base that is no URL: nothing is sent, and the widget's words say why", async () => {
    const result = await checkGateway({ apiBase: "https://gw example/api", reference: "r-1" });
    const { fix } = REFUSED("").findings[0] ?? {};
    expect(result.steps).toStrictEqual([
      {
        label: "api-base",
        call: "api-base",
        level: "would break",
        findings: [
          {
            level: "would break",
            what: `the widget refuses this api-base and sends no call at all: the debtor reads that the notice cannot be shown on this page (the page's console: debt-notice: "apiBase" is not a URL: "https://gw example/api".)`,
            fix,
          },
        ],
      },
    ]);
    expect(result.exitCode).toBe(1);
  });

  it.each([
    "http://localhost:4173/api/2/union-debt",
    "http://127.0.0.1:4173/api/2/union-debt",
    "http://[::1]:4173/api/2/union-debt",
  ])("%s, on this machine, is accepted as the widget accepts it", async (apiBase) => {
    const result = await checkGateway({ apiBase, reference: "r-1", timeoutMs: 200 });
    expect(result.steps.map((step) => step.label)).not.toContain("api-base");
  });
});

describe("the command line", () => {
  it.each([
    [["http://gw.example/api"], "--reference is required"],
    [["gw.example/api", "--reference", "r"], "must be an absolute http(s) URL"],
    [["http://gw.example/api", "--reference", "r", "--origin", "https://a.example/page"], "--origin must be an origin"],
  ])("refuses %j with exit status 2", async (args, message) => {
    const failure = await run("node", [BIN, ...args]).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 2 });
    expect((failure as { stderr: string }).stderr).toContain(message);
  });
});
