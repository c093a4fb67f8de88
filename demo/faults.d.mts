// Generated from the JSDoc of the .mjs beside it by scripts/demo-types.mjs: do not edit.
export function createFaults(): {
    /** @param {string} call @param {Fault} fault */
    set(call: string, fault: Fault): void;
    clear(): void;
    /**
     * Resolves when the test releases `call`'s gate, with the fault the request meets next (if any).
     * @param {string} call @returns {Promise<Fault | undefined>}
     */
    waitAtGate(call: string): Promise<Fault | undefined>;
    /**
     * Lets every request held at `call`'s gate proceed (answered normally, or with `then`);
     * returns how many were held. @param {string} call @param {unknown} [then]
     */
    release(call: string, then?: unknown): number;
    /** How many requests wait at `call`'s gate. @param {string} call */
    heldAt(call: string): number;
    /** Returns the fault for this request, using up one of its `times`. @param {string} call */
    take(call: string): Fault;
};
/**
 * "dropAfterStoring" handles the call (a comment is stored), then drops the connection instead of
 * answering: the answer is lost after the gateway acted on the request.
 * A "gate" holds the request until `release(call)`: a test decides exactly when it is answered,
 * so an answer before or after the debtor's next step is forced, not hoped for.
 */
export type Fault = {
    kind: "status";
    status: number;
    times?: number;
} | {
    kind: "hang";
    times?: number;
} | {
    kind: "delay";
    ms: number;
    times?: number;
} | {
    kind: "nonJson";
    times?: number;
} | {
    kind: "drop";
    times?: number;
} | {
    kind: "dropAfterStoring";
    times?: number;
} | {
    kind: "gate";
    times?: number;
};
export type Faults = ReturnType<typeof createFaults>;
