export {
  createGateway,
  defaultRetryBackoffMs,
  gatewayUrl,
  isRetryableFailure,
  DEFAULT_REQUEST_TIMEOUT_MS,
  READ_RETRY_LIMIT,
  type Gateway,
  type GatewayOptions,
} from "./client";
export { GatewayError, codeForStatus, isGatewayError, toGatewayError, type GatewayErrorCode } from "./errors";
export { isPlainObject, parseDetailsResponse, parsePreferredLanguage } from "./validate";
export type {
  DebtDetails,
  GatewayCall,
  GetDetailsBody,
  StateFlag,
  UpdateStateBody,
  UploadCommentBody,
  WireLanguage,
} from "../domain/gateway-contract";
