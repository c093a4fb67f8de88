import type { GatewayCall } from "../domain/gateway-contract";
import type { Gateway } from "./client";
import { GatewayError } from "./errors";

/**
 * The gateway of a widget whose `api-base` was refused (element/attributes.ts): every call fails at
 * once, "refused" (not "network": nothing was sent, so nothing may have arrived, and the console
 * line does not blame a connection), and nothing leaves the page. The debtor reads that the
 * notice cannot be loaded just now; the host has the console warning that named the attribute.
 */
export function refusedGateway(): Gateway {
  const fail = (call: GatewayCall) => () => Promise.reject(new GatewayError(call, "refused"));
  return {
    getPreferredLanguage: fail("getPreferredLanguage"),
    changePreferredLanguage: fail("changePreferredLanguage"),
    getDetails: fail("getDetails"),
    uploadComment: fail("uploadComment"),
    updateState: fail("updateState"),
  };
}
