import type { GatewayCall } from "../domain/gateway-contract";
import type { Gateway } from "./client";
import { GatewayError } from "./errors";

/**
 * The gateway of a widget whose `api-base` was refused (element/attributes.ts): every call fails at
 * once, as an unreachable gateway would, and nothing leaves the page. The debtor reads that the
 * notice cannot be loaded just now; the host has the console warning that named the attribute.
 */
export function refusedGateway(): Gateway {
  const fail = (call: GatewayCall) => () => Promise.reject(new GatewayError(call, "network"));
  return {
    getPreferredLanguage: fail("getPreferredLanguage"),
    changePreferredLanguage: fail("changePreferredLanguage"),
    getDetails: fail("getDetails"),
    uploadComment: fail("uploadComment"),
    updateState: fail("updateState"),
  };
}
