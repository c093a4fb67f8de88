import { describe, expect, it } from "vitest";
import * as domain from "../../../src/domain";
import * as attachment from "../../../src/domain/attachment";
import * as money from "../../../src/domain/money";
import * as routes from "../../../src/domain/routes";
import * as safeUrl from "../../../src/domain/safe-url";
import * as totalDebt from "../../../src/domain/total-debt";

describe("src/domain barrel", () => {
  it("re-exports every module's runtime exports", () => {
    for (const module of [money, totalDebt, attachment, safeUrl, routes]) {
      for (const [name, value] of Object.entries(module)) {
        expect((domain as Record<string, unknown>)[name], name).toBe(value);
      }
    }
  });
});
