/**
 * Fault injection for end-to-end tests. A fault is keyed by call name ("*" matches every
 * call) and applies to the next `times` requests (forever when omitted).
 * @typedef {{ kind: "status", status: number, times?: number }
 *   | { kind: "hang", times?: number }
 *   | { kind: "delay", ms: number, times?: number }
 *   | { kind: "nonJson", times?: number }
 *   | { kind: "drop", times?: number }
 *   | { kind: "dropAfterStoring", times?: number }
 *   | { kind: "gate", times?: number }} Fault
 * "dropAfterStoring" handles the call (a comment is stored), then drops the connection instead of
 * answering: the answer is lost after the gateway acted on the request.
 * A "gate" holds the request until `release(call)`: a test decides exactly when it is answered,
 * so an answer before or after the debtor's next step is forced, not hoped for.
 */

/** @param {unknown} fault @returns {Fault} */
function validateFault(fault) {
  const f = /** @type {Record<string, unknown>} */ (fault ?? {});
  const timesOk = f.times === undefined || (Number.isInteger(f.times) && Number(f.times) > 0);
  const valid =
    timesOk &&
    ((f.kind === "status" && Number.isInteger(f.status) && Number(f.status) >= 100 && Number(f.status) <= 599) ||
      (f.kind === "delay" && typeof f.ms === "number" && f.ms >= 0) ||
      f.kind === "hang" ||
      f.kind === "nonJson" ||
      f.kind === "drop" ||
      f.kind === "dropAfterStoring" ||
      f.kind === "gate");
  if (!valid) throw new TypeError(`invalid fault: ${JSON.stringify(fault)}`);
  return /** @type {Fault} */ (f);
}

export function createFaults() {
  /** @type {Map<string, { fault: Fault, remaining: number }>} */
  const active = new Map();
  /** @type {Map<string, Array<(next: Fault | undefined) => void>>} */
  const gates = new Map();
  return {
    /** @param {string} call @param {Fault} fault */
    set(call, fault) {
      const valid = validateFault(fault);
      active.set(call, { fault: valid, remaining: valid.times ?? Infinity });
    },
    clear() {
      active.clear();
      for (const call of [...gates.keys()]) this.release(call);
    },
    /**
     * Resolves when the test releases `call`'s gate, with the fault the request meets next (if any).
     * @param {string} call @returns {Promise<Fault | undefined>}
     */
    waitAtGate(call) {
      return new Promise((resolve) => gates.set(call, [...(gates.get(call) ?? []), resolve]));
    },
    /**
     * Lets every request held at `call`'s gate proceed (answered normally, or with `then`);
     * returns how many were held. @param {string} call @param {unknown} [then]
     */
    release(call, then) {
      const next = then === undefined ? undefined : validateFault(then);
      const held = gates.get(call) ?? [];
      gates.delete(call);
      for (const proceed of held) proceed(next);
      return held.length;
    },
    /** How many requests wait at `call`'s gate. @param {string} call */
    heldAt(call) {
      return gates.get(call)?.length ?? 0;
    },
    /** Returns the fault for this request, using up one of its `times`. @param {string} call */
    take(call) {
      const key = active.has(call) ? call : "*";
      const entry = active.get(key);
      if (!entry) return undefined;
      entry.remaining -= 1;
      if (entry.remaining <= 0) active.delete(key);
      return entry.fault;
    },
  };
}

/** @typedef {ReturnType<typeof createFaults>} Faults */
