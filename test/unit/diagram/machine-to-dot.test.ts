import { describe, expect, it } from "vitest";
import { and, fromPromise, not, setup, stateIn } from "xstate";
import { machineToDot } from "../../../scripts/statechart/machine-to-dot";
import { debtNoticeMachine } from "../../../src/machine/debt-notice.machine";

const tiny = setup({
  guards: { canStart: () => true, isUrgent: () => true, hasFile: () => true },
  actors: { fetchThing: fromPromise(async () => 1) },
}).createMachine({
  id: "m",
  type: "parallel",
  states: {
    work: {
      initial: "idle",
      on: { reset: { target: ".idle" } },
      states: {
        idle: {
          on: {
            ping: { actions: () => undefined },
            start: [{ guard: "canStart", target: "busy" }, { target: "busy" }],
            hurry: { guard: and(["canStart", not("isUrgent")]), target: "busy" },
          },
        },
        busy: {
          initial: "fetching",
          states: {
            fetching: {
              invoke: { src: "fetchThing", onDone: { target: "deciding" }, onError: { target: "deciding" } },
            },
            deciding: { always: [{ guard: "isUrgent", target: "#m.work.done" }, { target: "fetching" }] },
          },
          after: { 500: { target: "idle" } },
        },
        done: { type: "final" },
      },
    },
    watch: {
      initial: "off",
      states: { off: { on: { peek: { guard: stateIn("#m.work.busy"), target: "on" } } }, on: {} },
    },
  },
});

const dot = machineToDot(tiny);
const edge = (from: string, to: string) => dot.split("\n").find((line) => line.startsWith(`  "${from}" -> "${to}" `));

describe("the statechart drawn from a machine", () => {
  it("labels an edge with its event and, on a line below, its guard; one arrow per pair of states", () => {
    expect(edge("m.work.idle", "m.work.busy:initial")).toBe(
      '  "m.work.idle" -> "m.work.busy:initial" [label="start\\n[canStart]\\nstart\\nhurry\\n[canStart and not isUrgent]", lhead="cluster_m.work.busy"];',
    );
  });

  it("names an invoked actor's done and error events after its src, and lists the actor inside its state", () => {
    expect(edge("m.work.busy.fetching", "m.work.busy.deciding")).toContain(
      'label="fetchThing.done\\nfetchThing.error"',
    );
    expect(dot).toContain(
      '"m.work.busy.fetching" [label=<<b>fetching</b><br/><font point-size="9" color="#555555">invokes fetchThing</font>>];',
    );
  });

  it("draws eventless transitions dashed, the unguarded fallback as else, and a delay as after", () => {
    expect(edge("m.work.busy.deciding", "m.work.done")).toBe(
      '  "m.work.busy.deciding" -> "m.work.done" [label="[isUrgent]", style=dashed];',
    );
    expect(edge("m.work.busy.deciding", "m.work.busy.fetching")).toContain('label="else", style=dashed');
    expect(edge("m.work.busy:any", "m.work.idle")).toContain('label="after 500 ms"');
  });

  it("lists an event that changes no state inside its state, marks initial and final states, dashes parallel ones", () => {
    expect(dot).toMatch(/"m\.work\.idle" \[label=<.*on ping.*>\];/);
    expect(edge("m.work:initial", "m.work.idle")).toBeDefined();
    expect(dot).toMatch(/"m\.work\.done" \[label=<<b>done<\/b>>, peripheries=2\];/);
    expect(dot).toMatch(/subgraph "cluster_m" \{\n.*\n.*style="dashed,rounded"/);
    expect(edge("m.work:any", "m.work.idle")).toContain('label="reset"');
    expect(edge("m.watch.off", "m.watch.on")).toContain('label="peek\\n[in work.busy]"');
  });

  it("leaves none of the real machine's states out", () => {
    const ids: string[] = [];
    const walk = (node: typeof debtNoticeMachine.root) => {
      ids.push(node.id);
      for (const child of Object.values(node.states)) walk(child);
    };
    walk(debtNoticeMachine.root);
    const real = machineToDot(debtNoticeMachine);
    expect(ids.length).toBeGreaterThan(30);
    for (const id of ids) expect(real).toMatch(new RegExp(`"(cluster_)?${id.replace(/\./g, "\\.")}"`));
  });
});
