/**
 * Fault injection for end-to-end tests. A fault is keyed by call name ("*" matches every
 * call) and applies to the next `times` requests (forever when omitted).
 * @typedef {{ kind: "status", status: number, times?: number }
 *   | { kind: "hang", times?: number }
 *   | { kind: "delay", ms: number, times?: number }
 *   | { kind: "nonJson", times?: number }
 *   | { kind: "drop", times?: number }} Fault
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
      f.kind === "drop");
  if (!valid) throw new TypeError(`invalid fault: ${JSON.stringify(fault)}`);
  return /** @type {Fault} */ (f);
}

export function createFaults() {
  /** @type {Map<string, { fault: Fault, remaining: number }>} */
  const active = new Map();
  return {
    /** @param {string} call @param {Fault} fault */
    set(call, fault) {
      const valid = validateFault(fault);
      active.set(call, { fault: valid, remaining: valid.times ?? Infinity });
    },
    clear() {
      active.clear();
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
