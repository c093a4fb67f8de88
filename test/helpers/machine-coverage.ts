/**
 * Transition coverage for statecharts: every transition of a machine definition is
 * enumerated from its state nodes, and the transitions actually taken are recorded from
 * `@xstate.microstep` inspection events. The key of a transition does not depend on object
 * identity, so a machine made with `.provide()` records into the same keys as the original.
 */
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition, InspectionEvent } from "xstate";

export interface TransitionInfo {
  /** `source state id | event | #index`: stable across `.provide()`. */
  key: string;
  /** Readable: `debtNotice.page.home.loading  onDone(fetchDetails) #1 -> debtNotice.page.home.ready`. */
  label: string;
}

function eventLabel(node: AnyStateNode, eventType: string): string {
  if (eventType === "") return "always";
  const invokeEvent = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  if (invokeEvent) {
    const [, kind, id] = invokeEvent;
    const invoke = node.invoke.find((definition) => definition.id === id);
    const src = typeof invoke?.src === "string" ? invoke.src : id;
    return `${kind === "done" ? "onDone" : "onError"}(${src})`;
  }
  return eventType;
}

function infoOf(
  node: AnyStateNode,
  eventType: string,
  index: number,
  transition: AnyTransitionDefinition,
): TransitionInfo {
  const targets = transition.target?.map((target) => target.id).join(", ") ?? "(no target)";
  return {
    key: `${node.id} | ${eventType === "" ? "always" : eventType} | #${index}`,
    label: `${node.id}  ${eventLabel(node, eventType)} #${index} -> ${targets}`,
  };
}

/** Every transition of the machine: `on` (including invoke onDone/onError and `after`) and `always`. */
export function enumerateTransitions(machine: AnyStateMachine): TransitionInfo[] {
  const result: TransitionInfo[] = [];
  const walk = (node: AnyStateNode) => {
    for (const [eventType, transitions] of node.transitions) {
      transitions.forEach((transition, index) => result.push(infoOf(node, eventType, index, transition)));
    }
    (node.always ?? []).forEach((transition, index) => result.push(infoOf(node, "", index, transition)));
    for (const child of Object.values(node.states)) walk(child);
  };
  walk(machine.root);
  return result;
}

/** The key of a transition that was taken, found through its own source node. */
export function keyOfTaken(transition: AnyTransitionDefinition): string {
  const node = transition.source;
  const list = transition.eventType === "" ? (node.always ?? []) : (node.transitions.get(transition.eventType) ?? []);
  const index = list.indexOf(transition);
  return infoOf(node, transition.eventType, index, transition).key;
}

/** Transitions taken by every actor started through the machine harness in this worker. */
export const takenTransitions = new Set<string>();

/** An `inspect` callback for `createActor` that records taken transitions into `into`. */
export function recordTransitions(into: Set<string> = takenTransitions) {
  return (event: InspectionEvent) => {
    if (event.type !== "@xstate.microstep") return;
    for (const transition of event._transitions) into.add(keyOfTaken(transition));
  };
}

export interface CoverageReport {
  total: number;
  covered: number;
  missing: TransitionInfo[];
}

export function coverageOf(machine: AnyStateMachine, taken: ReadonlySet<string>): CoverageReport {
  const all = enumerateTransitions(machine);
  const missing = all.filter((transition) => !taken.has(transition.key));
  return { total: all.length, covered: all.length - missing.length, missing };
}
