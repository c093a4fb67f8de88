import { and, not, or, stateIn } from "xstate";

// xstate's combinators are told apart by their `check` function (names do not survive bundling).
const checkOf = (guard: unknown) => (guard as { check?: unknown }).check;
const combinators = new Map<unknown, "not" | "and" | "or" | "stateIn">([
  [checkOf(not("_")), "not"],
  [checkOf(and([])), "and"],
  [checkOf(or([])), "or"],
  [checkOf(stateIn("_")), "stateIn"],
]);

/**
 * A guard as the diagram names it: its name in `setup({ guards })`, or the combinators xstate
 * builds (`not`, `and`, `or`, `stateIn`) spelled out, so a reader sees the whole condition.
 */
export function guardName(guard: unknown, machineId: string): string {
  if (typeof guard === "string") return guard;
  if (typeof guard === "object" && guard !== null && "type" in guard) return String(guard.type);
  if (typeof guard !== "function") return "?";
  const combinator = guard as { name: string; guards?: unknown[]; stateValue?: unknown };
  const parts = (combinator.guards ?? []).map((inner) => {
    const name = guardName(inner, machineId);
    return / (and|or) /.test(name) ? `(${name})` : name;
  });
  const kind = combinators.get(checkOf(guard));
  switch (kind) {
    case "not":
      return `not ${parts[0]}`;
    case "and":
    case "or":
      return parts.join(` ${kind} `);
    case "stateIn":
      return `in ${String(combinator.stateValue).replace(`#${machineId}.`, "")}`;
    default:
      return combinator.name || "inline guard";
  }
}
