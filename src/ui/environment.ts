import { createConnectionWatcher } from "../browser/connection";
import { createSessionDraftStore } from "../browser/drafts";
import { createPathHistory, memoryHistory } from "../browser/history";
import { getCaptchaToken } from "../captcha";
import { createGateway } from "../gateway/client";
import type { DebtNoticeEnvironment } from "../machine/debt-notice.actors";
import type { ResolvedOptions } from "../options";

/** The real world for one widget session; tests pass their own pieces instead. */
export function browserEnvironment(options: ResolvedOptions): DebtNoticeEnvironment {
  return {
    gateway: createGateway({ apiBase: options.apiBase, timeoutMs: options.requestTimeout }),
    getCaptchaToken: () => getCaptchaToken({ siteKey: options.captchaSiteKey, src: options.captchaSrc }),
    history: options.routing === "path" ? createPathHistory(options.basePath) : memoryHistory,
    drafts: createSessionDraftStore(),
    connection: createConnectionWatcher(),
    navigate: (url) => window.location.assign(url),
    revokeObjectUrl: (url) => URL.revokeObjectURL(url),
    log: (message) => console.warn(message),
  };
}
