/** The checker names answers slow enough for a debtor to notice, with what the debtor meets. */
import { judgeTime } from "../../../tools/check-gateway/timing.mjs";
import { checkGateway } from "../../../tools/check-gateway/run.mjs";
import { formatReport } from "../../../tools/check-gateway/report.mjs";
import { GOOD_ENTITIES, startBrokenGateway } from "./broken-gateway";

const TIMEOUT = 20_000;
const whats = (call: string, ms: number) => judgeTime(call, ms, TIMEOUT).map((finding) => finding.what);

describe("judgeTime", () => {
  it.each([
    ["getDetails", 1000],
    ["getPreferredLanguage", 1000],
    ["uploadComment", 8000],
    ["updateState", 10_000],
    ["changePreferredLanguage", 10_000],
  ])("says nothing about %s answered within its budget (%d ms)", (call, ms) => {
    expect(judgeTime(call, ms, TIMEOUT)).toStrictEqual([]);
  });

  it("getDetails: a loading page over 1 s, and the page's slow-connection message over 8 s", () => {
    expect(whats("getDetails", 1001)).toStrictEqual([
      "answered in 1001 ms: the debtor looks at a loading page at least that long",
    ]);
    expect(whats("getDetails", 8001)[0]).toContain("after 8 s the page says the connection seems slow");
  });

  it("getPreferredLanguage over the page's 1 s wait: Slovak first, then the answer's language", () => {
    expect(whats("getPreferredLanguage", 1500)[0]).toContain("it may show Slovak first and switch");
  });

  it("an objection's send over 8 s, and any call over half the request timeout", () => {
    expect(whats("uploadComment", 8001)[0]).toContain("the debtor watches the objection being sent that long");
    expect(whats("updateState", 10_001)[0]).toContain("over half the widget's request timeout (20000 ms)");
    expect(judgeTime("updateState", 10_001, TIMEOUT).map((finding) => finding.level)).toStrictEqual(["tolerated"]);
  });
});

describe("against a slow gateway", () => {
  it("shows each call's time, and names the slow one, without failing the run", async () => {
    const gateway = await startBrokenGateway({ getDetails: { delayMs: 1100, body: { entities: GOOD_ENTITIES } } });
    try {
      const options = { apiBase: gateway.apiBase, reference: "r-1" };
      const result = await checkGateway(options);
      const home = result.steps.find((step) => step.label === "getDetails (home)")!;
      expect(home.ms).toBeGreaterThanOrEqual(1100);
      expect(home.level).toBe("tolerated");
      expect(home.findings.map((finding) => finding.what)).toContainEqual(
        expect.stringMatching(/^answered in \d{4} ms: the debtor looks at a loading page at least that long$/),
      );
      const report = formatReport(result, options);
      expect(report).toMatch(/^getPreferredLanguage: accepted \(\d+ ms\)$/m);
      expect(report).toMatch(/^getDetails \(home\): tolerated \(1\d{3} ms\)$/m);
      expect(result.exitCode).toBe(0);
    } finally {
      await gateway.close();
    }
  }, 20_000);

  // The sixteenth trial: "the widget tries twice more, each as long", where every attempt counts
  // against the one timeout (the page showed its failure after 20 s in all).
  it("getDetails never answered: the timeout counts every attempt, as the widget's does", async () => {
    const gateway = await startBrokenGateway({ getDetails: { hold: true } });
    try {
      const result = await checkGateway({ apiBase: gateway.apiBase, reference: "r-1", timeoutMs: 400 });
      const step = result.steps.find((candidate) => candidate.label === "getDetails (home)")!;
      expect(step.findings[0]?.what).toMatch(
        /^no answer within \d+ ms, the widget's request timeout \(--timeout\): its retries fit within the same time \(the timeout counts every attempt\)/,
      );
    } finally {
      await gateway.close();
    }
  }, 20_000);

  it("a call never answered is named as a timeout, not blamed on the address or TLS", async () => {
    const gateway = await startBrokenGateway({ updateState: { hold: true } });
    try {
      const result = await checkGateway({ apiBase: gateway.apiBase, reference: "r-1", write: true, timeoutMs: 400 });
      const step = result.steps.find((candidate) => candidate.label === "updateState")!;
      expect(step.level).toBe("would break");
      const [finding] = step.findings;
      expect(finding?.what).toMatch(
        /^no answer within \d+ ms, the widget's request timeout \(--timeout\): the page says "Server error: we could not record your last click"/,
      );
      expect(finding?.fix).toContain("the gateway was reached but did not answer in time");
      expect(finding?.fix).not.toContain("TLS");
      expect(result.exitCode).toBe(1);
    } finally {
      await gateway.close();
    }
  }, 20_000);
});
