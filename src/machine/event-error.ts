import type { AnyEventObject } from "xstate";

/** Actors reject with `{ code }`; anything else is an unexpected failure. */
export function errorCodeOf(error: unknown, fallback = "unknown"): string {
  if (typeof error === "object" && error !== null && "code" in error && typeof error.code === "string") {
    return error.code;
  }
  return fallback;
}

/** The answer's field an invalidResponse names, if any (GatewayError.field). */
export function errorFieldOf(error: unknown): string | undefined {
  if (typeof error === "object" && error !== null && "field" in error && typeof error.field === "string") {
    return error.field;
  }
  return undefined;
}

/** The error an invoked actor failed with (the `xstate.error.actor.*` event), or undefined. */
export function errorOf(event: AnyEventObject): unknown {
  return "error" in event ? event.error : undefined;
}

/** The HTTP status an actor's failure carries, if any. */
export function statusOf(error: unknown): number | undefined {
  const status = typeof error === "object" && error !== null && "status" in error ? error.status : undefined;
  return typeof status === "number" ? status : undefined;
}
