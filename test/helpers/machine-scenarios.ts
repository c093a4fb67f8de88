/**
 * Machine tests are written as scenario groups so that each topic has its own test file
 * (`registerScenarios`) while coverage.test.ts can run all of them in one worker and check
 * that every transition of the machine was taken.
 */
import { afterEach, describe, expect, it } from "vitest";
import { stopAllMachines } from "./machine-harness";

export interface Scenario {
  name: string;
  run: () => Promise<void> | void;
}

export interface ScenarioGroup {
  title: string;
  scenarios: Scenario[];
}

type Define = (scenario: (name: string, run: Scenario["run"]) => void) => void;

export function scenarioGroup(title: string, define: Define): ScenarioGroup {
  const scenarios: Scenario[] = [];
  define((name, run) => scenarios.push({ name, run }));
  return { title, scenarios };
}

/** Runs a scenario, then stops its actors; fails if any actor reported an error. */
export async function runScenario(scenario: Scenario): Promise<void> {
  try {
    await scenario.run();
  } finally {
    const errors = stopAllMachines();
    expect(errors, `actor errors in "${scenario.name}"`).toEqual([]);
  }
}

/** Registers each scenario of the group as a vitest test. */
export function registerScenarios(group: ScenarioGroup): void {
  describe(group.title, () => {
    afterEach(() => {
      stopAllMachines();
    });
    for (const scenario of group.scenarios) it(scenario.name, () => runScenario(scenario));
  });
}
