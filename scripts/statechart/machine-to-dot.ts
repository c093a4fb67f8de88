import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from "xstate";
import { guardName } from "./guard-name";

/**
 * The statechart as Graphviz DOT, read from the machine object itself (README: architecture).
 * Compound and parallel states are clusters (parallel ones dashed); a dot marks each initial
 * state; an invoked actor's done/error events are named after its `src`; eventless (`always`)
 * transitions are dashed; transitions that change no state are listed inside their state;
 * transitions a compound state handles for all its children leave a "from any state" box.
 * Edges between the same two states are drawn once, with one label line per transition.
 */
export function machineToDot(machine: AnyStateMachine, rankdir: "LR" | "TB" = "LR"): string {
  const edges = new Map<string, Edge>();
  const body = cluster(machine.root, "  ", edges, machine.id);
  const edgeLines = [...edges.values()].map((edge) => {
    const attributes = [`label=${quote(edge.labels.join("\n"))}`];
    if (edge.lhead) attributes.push(`lhead=${quote(edge.lhead)}`);
    if (edge.eventless) attributes.push("style=dashed");
    return `  ${quote(edge.from)} -> ${quote(edge.to)} [${attributes.join(", ")}];`;
  });
  const font = quote("Verdana");
  return [
    `digraph ${quote(machine.id)} {`,
    `  graph [rankdir=${rankdir}, compound=true, fontname=${font}, fontsize=12, nodesep=0.3, ranksep=0.25];`,
    `  node [shape=box, style=rounded, fontname=${font}, fontsize=11, margin="0.1,0.04", height=0.3];`,
    `  edge [fontname=${font}, fontsize=9, arrowsize=0.6, color="#444444"];`,
    ...body,
    ...edgeLines,
    "}",
    "",
  ].join("\n");
}

interface Edge {
  from: string;
  to: string;
  labels: string[];
  lhead?: string;
  /** Dashed only when every transition it stands for is eventless. */
  eventless?: boolean;
}

function cluster(node: AnyStateNode, indent: string, edges: Map<string, Edge>, machineId: string): string[] {
  const children = Object.values(node.states) as AnyStateNode[];
  const details = detailsOf(node, edges, machineId);
  if (children.length === 0) {
    const shape = node.type === "final" ? ", peripheries=2" : "";
    return [`${indent}${quote(node.id)} [label=${htmlLabel(node.key, details)}${shape}];`];
  }
  const lines = [
    `${indent}subgraph ${quote(clusterId(node))} {`,
    `${indent}  label=${htmlLabel(node.key, node.type === "parallel" ? ["parallel regions", ...details] : details)};`,
    `${indent}  labeljust=l; style=${quote(node.type === "parallel" ? "dashed,rounded" : "rounded")}; color="#888888";`,
  ];
  if (node.type === "compound") {
    lines.push(`${indent}  ${quote(initialId(node))} [shape=point, width=0.12, label=""];`);
    const edge = edgeTo(edges, initialId(node), node.initial.target[0]!);
    edge.labels = [];
  }
  if (hasOutgoingEdges(node)) {
    lines.push(`${indent}  ${quote(anyId(node))} [label="from any state", style="rounded,dotted", fontsize=9];`);
  }
  for (const child of children) lines.push(...cluster(child, `${indent}  `, edges, machineId));
  lines.push(`${indent}}`);
  return lines;
}

/** Adds the node's transitions as edges; returns the lines its label lists (actors, in-place events). */
function detailsOf(node: AnyStateNode, edges: Map<string, Edge>, machineId: string): string[] {
  const stays = new Set<string>();
  const from = Object.keys(node.states).length > 0 ? anyId(node) : node.id;
  for (const transition of transitionsOf(node)) {
    const label = labelOf(transition, node, machineId);
    if (!transition.target?.length) {
      stays.add(label.replace("\n", " "));
      continue;
    }
    for (const target of transition.target) {
      const edge = edgeTo(edges, from, target, node);
      if (!edge.labels.includes(label)) edge.labels.push(label);
      edge.eventless = (edge.eventless ?? true) && transition.eventType === "";
    }
  }
  // xstate names every invoked src, inline logic included (`xstate.invoke.…`).
  const actors = node.invoke.map((invoke) => `invokes ${String(invoke.src)}`);
  return [...actors, ...[...stays].map((label) => `on ${label}`)];
}

function transitionsOf(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...(node.transitions.values() as Iterable<AnyTransitionDefinition[]>)].flat().concat(node.always ?? []);
}

function hasOutgoingEdges(node: AnyStateNode): boolean {
  return transitionsOf(node).some((transition) => transition.target?.length);
}

function labelOf(transition: AnyTransitionDefinition, node: AnyStateNode, machineId: string): string {
  const guard = transition.guard === undefined ? null : guardName(transition.guard, machineId);
  if (transition.eventType === "") {
    if (guard) return `[${guard}]`;
    return (node.always ?? []).some((other: AnyTransitionDefinition) => other.guard) ? "else" : "always";
  }
  const event = eventName(transition, node);
  // The guard on a line of its own keeps the ranks narrow.
  return guard ? `${event}\n[${guard}]` : event;
}

/** xstate's internal event names, as a reader of the machine's source knows them. */
function eventName(transition: AnyTransitionDefinition, node: AnyStateNode): string {
  const type = transition.eventType;
  const actorEvent = /^xstate\.(done|error)\.actor\.(.*)$/.exec(type);
  if (actorEvent) {
    const invoked = node.invoke.find((invoke: { id: string }) => invoke.id === actorEvent[2]);
    return `${invoked?.src ?? actorEvent[2]}.${actorEvent[1]}`;
  }
  if (type.startsWith("xstate.after.")) {
    const delay = (transition as { delay?: number | string }).delay;
    return typeof delay === "number" ? `after ${delay} ms` : `after ${delay}`;
  }
  if (type.startsWith("xstate.done.state.")) return "done";
  return type;
}

function edgeTo(edges: Map<string, Edge>, from: string, target: AnyStateNode, source?: AnyStateNode): Edge {
  const to = entryOf(target);
  // lhead clips the arrow at the cluster's border; Graphviz refuses it when the edge starts inside.
  const lhead = to !== target.id && !(source && isWithin(source, target)) ? clusterId(target) : undefined;
  const key = `${from}\u0000${to}\u0000${lhead ?? ""}`;
  let edge = edges.get(key);
  if (!edge) {
    edge = { from, to, labels: [], ...(lhead ? { lhead } : {}) };
    edges.set(key, edge);
  }
  return edge;
}

/** The node an arrow into a state points at: its initial dot, or for a parallel state its first region's. */
function entryOf(node: AnyStateNode): string {
  if (node.type === "compound") return initialId(node);
  if (node.type === "parallel") return entryOf(Object.values(node.states)[0] as AnyStateNode);
  return node.id;
}

function isWithin(node: AnyStateNode, ancestor: AnyStateNode): boolean {
  for (let current: AnyStateNode | undefined = node; current; current = current.parent) {
    if (current === ancestor) return true;
  }
  return false;
}

const clusterId = (node: AnyStateNode) => `cluster_${node.id}`;
const initialId = (node: AnyStateNode) => `${node.id}:initial`;
const anyId = (node: AnyStateNode) => `${node.id}:any`;

function quote(text: string): string {
  return `"${text.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n")}"`;
}

function htmlLabel(title: string, details: string[]): string {
  const small = details.map((line) => `<br/><font point-size="9" color="#555555">${escapeHtml(line)}</font>`);
  return `<<b>${escapeHtml(title)}</b>${small.join("")}>`;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
