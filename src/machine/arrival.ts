import type { DebtDetails, DebtNoticeContext, PendingSend } from "./debt-notice.types";

/**
 * Whether a send whose answer was lost has arrived, as the gateway's infoWasProvided tells it
 * (the contract: true once a comment was accepted). Only a flag that was false when the send
 * started can tell: if it was already true, "true" proves nothing about this send.
 */
export type Arrival = "arrived" | "notYet" | "cannotTell";

export function arrivalOf(pending: PendingSend | null, details: DebtDetails | null): Arrival {
  if (!pending || !details || pending.wasProvided) return "cannotTell";
  return details.infoWasProvided ? "arrived" : "notYet";
}

/** What the gateway believes now, as far as the page knows: the flag as loaded, or a send accepted since. */
export function gatewayHasInfo(context: DebtNoticeContext): boolean {
  return (context.details?.infoWasProvided ?? false) || context.sentRecord !== null;
}
