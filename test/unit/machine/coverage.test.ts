/**
 * The transition-coverage recorder (test/helpers/machine-coverage.ts) on a toy machine, and the
 * check in test/machine-coverage/machine-transitions.test.ts on the real one: a transition nobody took
 * is listed by its source, event and index.
 */
import { describe, expect, it } from "vitest";
import { createActor, createMachine, type AnyStateMachine } from "xstate";
import { debtNoticeMachine } from "../../../src/machine/debt-notice.machine";
import { coverageOf, enumerateTransitions, recordTransitions } from "../../helpers/machine-coverage";

describe("the coverage check", () => {
  it("would fail for a transition added to the machine without a test", () => {
    const everyKey = new Set(enumerateTransitions(debtNoticeMachine).map((transition) => transition.key));
    const config = debtNoticeMachine.config as Parameters<typeof createMachine>[0];
    const extended: AnyStateMachine = createMachine({ ...config, on: { ...config.on, "untested.event": {} } });
    const report = coverageOf(extended, everyKey);
    expect(report.missing.map((transition) => transition.key)).toEqual(["debtNotice | untested.event | #0"]);
    expect(report.total).toBe(everyKey.size + 1);
  });
});

describe("the coverage recorder", () => {
  const toy = createMachine({
    id: "toy",
    initial: "a",
    states: {
      a: { on: { go: [{ guard: () => false, target: "c" }, { target: "b" }] } },
      b: { always: { target: "c" } },
      c: { on: { back: "a" } },
    },
  });

  it("enumerates on and always transitions by source, event and index", () => {
    expect(enumerateTransitions(toy).map((transition) => transition.key)).toEqual([
      "toy.a | go | #0",
      "toy.a | go | #1",
      "toy.b | always | #0",
      "toy.c | back | #0",
    ]);
  });

  it("records taken transitions (also through .provide()) and lists the rest as missing", () => {
    const taken = new Set<string>();
    const actor = createActor(toy.provide({}), { inspect: recordTransitions(taken) }).start();
    actor.send({ type: "go" });
    actor.stop();
    const report = coverageOf(toy, taken);
    expect(report.covered).toBe(2);
    expect(report.missing.map((transition) => transition.label)).toEqual([
      "toy.a  go #0 -> toy.c",
      "toy.c  back #0 -> toy.a",
    ]);
  });
});
