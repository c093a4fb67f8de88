/**
 * openapi.yaml against both sides of the wire: what the widget's gateway client sends and
 * what the reference gateway in demo/ answers. Either one moving away from the document fails here.
 */
import { useReferenceGateway } from "../../helpers/reference-gateway";
import { createGateway } from "../../../src/gateway/client";
import { fixtures } from "../../../demo/fixtures.mjs";
import { json, scriptedFetch } from "../../helpers/fake-fetch";
import { API_BASE } from "../gateway/wire-fixture";
import { expectValid, loadDocument, schemaValidators } from "./openapi-document";

const document = loadDocument();
const schemas = schemaValidators(document);
const DOCUMENTED_CALLS = Object.keys(document.paths).map((path) => path.slice(1));
const PDF_BASE64 = Buffer.from("%PDF-1.4\n%%EOF\n").toString("base64");

describe("the widget's requests", () => {
  async function captureEveryCall() {
    const fake = scriptedFetch(json({ preferredLanguage: "sk" }));
    const gateway = createGateway({ apiBase: API_BASE, timeoutMs: 1_000, fetch: fake.fetch });
    const reference = "a1b2c3-man-high";
    const sessionId = "0b5e7c52-4f0a-4f6e-9a51-3f2b8c1d9e70";
    await gateway.getPreferredLanguage(reference);
    for (const language of ["sk", "en", "ua"] as const) await gateway.changePreferredLanguage(reference, language);
    const detailsFetch = scriptedFetch(
      json(document.paths["/getDetails"].post.responses["200"].content["application/json"].examples.amountAsText.value),
    );
    const detailsGateway = createGateway({ apiBase: API_BASE, timeoutMs: 1_000, fetch: detailsFetch.fetch });
    for (const mobile of [true, false, undefined]) await detailsGateway.getDetails({ reference, mobile });
    const upload = { reference, sessionId, comment: "I paid on 3 February." };
    await gateway.uploadComment({ ...upload, attachmentType: null, attachment: null, captchaToken: null });
    await gateway.uploadComment({ ...upload, attachmentType: "pdf", attachment: PDF_BASE64, captchaToken: "t0k3n" });
    for (const flag of ["clickedOnPay", "clickedOnTotalDebt", "clickedOnCalendar"] as const)
      await gateway.updateState({ reference, sessionId, flag });
    return [...fake.calls, ...detailsFetch.calls];
  }

  it("match the request schema of their path, one path per documented call", async () => {
    const calls = await captureEveryCall();
    const seen = new Set<string>();
    for (const call of calls) {
      const name = call.url.slice(API_BASE.length + 1);
      seen.add(name);
      expect(DOCUMENTED_CALLS).toContain(name);
      expect(call.method).toBe("POST");
      expectValid(schemas.request(name), call.body, `${name} request`);
    }
    expect([...seen].sort()).toStrictEqual([...DOCUMENTED_CALLS].sort());
  });

  it("send only the headers the documented preflight allows (content-type; accept is safelisted)", async () => {
    for (const call of await captureEveryCall()) {
      expect(call.headers.get("content-type")).toBe("application/json");
      expect(call.headers.get("accept")).toBe("application/json");
      expect([...call.headers.keys()].sort()).toStrictEqual(["accept", "content-type"]);
      expect(call.request.credentials).toBe("omit");
    }
  });
});

describe("the reference gateway's answers", () => {
  const gateway = useReferenceGateway("perTest", { allowedOrigins: ["https://portal.example"] });

  async function post(call: string, body: unknown, origin = "https://portal.example") {
    const response = await fetch(`${gateway().url}/api/2/union-debt/${call}`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", origin },
      body: JSON.stringify(body),
    });
    // openapi.yaml: the page's exact origin from an allow-list, never *.
    expect(response.headers.get("access-control-allow-origin")).toBe(origin);
    const text = await response.text();
    return {
      status: response.status,
      type: response.headers.get("content-type"),
      body: text ? JSON.parse(text) : null,
    };
  }

  it("getDetails and getPreferredLanguage match the 200 schemas for every fixture", async () => {
    const history = schemas.component("DebtHistory");
    for (const { reference } of fixtures) {
      for (const body of [{ reference, mobile: false }, { reference }]) {
        const answer = await post("getDetails", body);
        expect(answer.status).toBe(200);
        expect(answer.type).toMatch(/^application\/json/);
        expectValid(schemas.response("getDetails", "200"), answer.body, reference);
        expectValid(history, JSON.parse(answer.body.entities.totalDebt), `${reference} totalDebt`);
      }
      expectValid(
        schemas.response("getPreferredLanguage", "200"),
        (await post("getPreferredLanguage", { reference })).body,
      );
    }
  });

  it("the document's getDetails examples are the demo's answers (but for sessionId and host)", async () => {
    const examples = document.paths["/getDetails"].post.responses["200"].content["application/json"].examples;
    for (const { value } of Object.values<any>(examples)) {
      const reference = fixtures.find((fixture) => fixture.icp === value.entities.icp)?.reference;
      const answer = await post("getDetails", { reference, mobile: false });
      const { sessionId: _s, paymeUrl, ...rest } = answer.body.entities;
      const { sessionId: _e, paymeUrl: examplePay, ...expected } = value.entities;
      expect(rest).toStrictEqual(expected);
      expect(new URL(paymeUrl).search).toBe(new URL(examplePay).search);
    }
  });

  it("write calls answer JSON that matches the documented 200", async () => {
    const reference = "d4e5f6-woman-low";
    const { sessionId } = (await post("getDetails", { reference, mobile: false })).body.entities;
    const writes: Array<[string, object]> = [
      ["changePreferredLanguage", { reference, newPreferredLanguage: "en" }],
      ["updateState", { reference, sessionId, clickedOnTotalDebt: true }],
      [
        "uploadComment",
        {
          reference,
          sessionId,
          comment: "Paid.",
          attachmentType: "pdf",
          attachment: PDF_BASE64,
          captchaToken: "demo-token-submit-1",
        },
      ],
    ];
    for (const [call, body] of writes) {
      expectValid(schemas.request(call), body, `${call} request`);
      const answer = await post(call, body);
      expect(answer.status).toBe(200);
      expectValid(schemas.response(call, "200"), answer.body, call);
    }
  });

  it("an unknown reference is a 404, and the preflight allows Content-Type from a listed origin", async () => {
    expect((await post("getDetails", { reference: "nobody", mobile: false })).status).toBe(404);
    const preflight = await fetch(`${gateway().url}/api/2/union-debt/getDetails`, {
      method: "OPTIONS",
      headers: {
        origin: "https://portal.example",
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type",
      },
    });
    expect(preflight.ok).toBe(true);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("https://portal.example");
    expect(preflight.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("content-type");
  });
});
