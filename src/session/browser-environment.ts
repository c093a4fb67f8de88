import { createConnectionWatcher } from "../browser/connection";
import { createSessionDraftStore } from "../browser/drafts";
import { createPathHistory, memoryHistory } from "../browser/history";
import { browserIdleScheduler } from "../browser/write-behind";
import { trackedObjectUrls } from "../browser/object-urls";
import { getCaptchaToken } from "../captcha";
import { createGateway } from "../gateway/client";
import { refusedGateway } from "../gateway/refused-gateway";
import { adoptingEarlyCalls } from "../early-start/early-calls";
import { saveFile } from "../browser/save-file";
import { QR_FILE_NAME } from "../domain/pay-by-square";
import { fileCatalogs } from "./catalogs";
import type { ResolvedOptions } from "./options";
import type { DebtNoticeEnvironment } from "./provide-environment";

/**
 * Leaves for the payment page like a rel="noreferrer" link: the page URL (which carries the
 * reference in path routing) never reaches the payment site, whatever the host's policy.
 */
function leaveWithoutReferrer(url: string): void {
  const link = document.createElement("a");
  link.href = url;
  link.rel = "noreferrer";
  link.referrerPolicy = "no-referrer";
  link.click();
}

/** 128 random bits as hex (crypto.randomUUID exists only on HTTPS pages). */
function randomId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Asked with a PNG of the QR code's name: some browsers share text and links, not files. */
function canShareQrPng(): boolean {
  try {
    const probe = new File([], QR_FILE_NAME, { type: "image/png" });
    return typeof navigator.share === "function" && navigator.canShare?.({ files: [probe] }) === true;
  } catch {
    return false;
  }
}

/** A phone or a tablet: the main pointer is a finger (the QR code cannot be scanned from its own screen). */
function isTouchScreen(): boolean {
  return typeof matchMedia === "function" && matchMedia("(pointer: coarse)").matches;
}

/**
 * The real world for one widget session; tests pass their own pieces instead. `live` gives the
 * options as the host last set them: those that apply to a running session are read from it.
 */
export function browserEnvironment(
  options: ResolvedOptions,
  live: () => ResolvedOptions = () => options,
): DebtNoticeEnvironment {
  return {
    // Adopts the start-up calls that debt-notice.preload.js may have sent before the script ran.
    gateway:
      options.apiBase === null
        ? refusedGateway()
        : createGateway({
            apiBase: options.apiBase,
            timeoutMs: () => live().requestTimeout,
            crossOriginObjectionKey: () => live().crossOriginObjectionKey,
            fetch: adoptingEarlyCalls(),
          }),
    getCaptchaToken: () => getCaptchaToken({ siteKey: live().captchaSiteKey, src: live().captchaSrc }),
    history: options.routing === "path" ? createPathHistory(options.basePath) : memoryHistory,
    drafts: createSessionDraftStore(),
    idle: browserIdleScheduler,
    connection: createConnectionWatcher(),
    navigate: leaveWithoutReferrer,
    objectUrls: trackedObjectUrls(),
    print: () => window.print(),
    log: (message) => console.warn(message),
    saveFile: (file, fileName) => saveFile(file, fileName, document.body),
    uniqueId: randomId,
    catalogs: fileCatalogs,
    hostPayee: () => live().config.payee,
    canShareFiles: canShareQrPng,
    isTouchScreen,
    shareFiles: (data) => navigator.share(data),
  };
}
