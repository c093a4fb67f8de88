/**
 * Transition coverage of debtNoticeMachine: runs every machine scenario (the same ones the
 * other files in this folder register as tests) in this one worker, records the transitions
 * they take, and fails listing every transition of the machine definition never taken.
 * A transition added to the machine without a scenario that takes it fails this file.
 */
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { createActor, createMachine, type AnyStateMachine } from "xstate";
import { debtNoticeMachine } from "../../../src/machine/debt-notice.machine";
import { coverageOf, enumerateTransitions, recordTransitions, takenTransitions } from "../../helpers/machine-coverage";
import { runScenario, type ScenarioGroup } from "../../helpers/machine-scenarios";
import { allScenarioGroups, scenarioModules } from "./scenarios";

const scenarioDir = fileURLToPath(new URL("./scenarios/", import.meta.url));

const scenarioFailures: string[] = [];

beforeAll(async () => {
  takenTransitions.clear();
  for (const group of allScenarioGroups) {
    for (const scenario of group.scenarios) {
      try {
        await runScenario(scenario);
      } catch (error) {
        scenarioFailures.push(
          `${group.title} > ${scenario.name}: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
  }
});

describe("machine transition coverage", () => {
  it("runs every scenario file and every scenario group they export", async () => {
    const files = readdirSync(scenarioDir)
      .filter((name) => name.endsWith(".scenarios.ts"))
      .sort();
    expect(Object.keys(scenarioModules).sort()).toEqual(files);
    for (const file of files) {
      const module = (await import(`./scenarios/${file.replace(/\.scenarios\.ts$/, "")}.scenarios.ts`)) as Record<
        string,
        unknown
      >;
      const exported = Object.values(module).filter(
        (value): value is ScenarioGroup => typeof value === "object" && value !== null && "scenarios" in value,
      );
      expect(scenarioModules[file], file).toEqual(expect.arrayContaining(exported));
      expect(scenarioModules[file]).toHaveLength(exported.length);
    }
  });

  it("all scenarios pass in the coverage run", () => {
    expect(allScenarioGroups.flatMap((group) => group.scenarios).length).toBeGreaterThan(0);
    expect(scenarioFailures).toEqual([]);
  });

  it("takes every transition of debtNoticeMachine", () => {
    const report = coverageOf(debtNoticeMachine, takenTransitions);
    console.log(`machine transitions covered: ${report.covered}/${report.total}`);
    expect(report.total).toBeGreaterThan(0);
    expect(
      report.missing.map((transition) => transition.label),
      `machine transitions never taken (${report.missing.length}/${report.total})`,
    ).toEqual([]);
  });

  it("would fail for a transition added to the machine without a scenario", () => {
    const config = debtNoticeMachine.config as Parameters<typeof createMachine>[0];
    const extended: AnyStateMachine = createMachine({ ...config, on: { ...config.on, "untested.event": {} } });
    const report = coverageOf(extended, takenTransitions);
    expect(report.missing.map((transition) => transition.key)).toEqual(["debtNotice | untested.event | #0"]);
    expect(report.total).toBe(enumerateTransitions(debtNoticeMachine).length + 1);
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
