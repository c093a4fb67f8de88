// Generated from the JSDoc of the .mjs beside it by scripts/demo-types.mjs: do not edit.
export const CAPTCHA_TOKEN_PREFIX: "demo-token-";
/** @type {Record<string, GatewayCall>} */
export const gatewayCalls: Record<string, GatewayCall>;
export type CallContext = {
    store: ReturnType<typeof import("./state-store.mjs").createStateStore>;
    dataDir: string;
    origin: string;
    stored?: (comment: {
        reference: string;
        comment: string;
    }) => void;
    payee?: object | null;
};
export type GatewayCall = (body: Record<string, unknown>, context: CallContext) => object;
