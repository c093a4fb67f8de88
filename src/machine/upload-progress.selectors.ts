import {
  announcedStep,
  estimateTimeLeftMs,
  percentSent,
  usableSample,
  type AnnouncedStep,
} from "../domain/upload-progress";
import type { DebtNoticeSnapshot } from "./debt-notice.selectors";

/** Bytes leaving, nothing moving for a while, or every byte sent and the answer awaited. */
export type UploadPhase = "moving" | "stuck" | "bodySent";

/** The upload under way as the bar shows it; null when no upload is under way. */
export interface UploadProgressView {
  phase: UploadPhase;
  /**
   * Null until the first report with a known total (the bar is indeterminate then). With a file,
   * in the file's own bytes: the request is about a third larger (base64, the text), and a bar
   * reading "13.4 MB" under a form that said "at most 10 MB" looks like a wrong file.
   */
  sent: number | null;
  total: number | null;
  percent: number | null;
  /** Shown once it can be said honestly (domain/upload-progress.ts), never while stuck. */
  timeLeftMs: number | null;
  /** What screen readers are told changes only with this (and the phase), never on every report. */
  step: AnnouncedStep;
}

const PHASES: readonly UploadPhase[] = ["moving", "stuck", "bodySent"];

export function selectUploadProgress(snapshot: DebtNoticeSnapshot): UploadProgressView | null {
  const phase = PHASES.find((name) => snapshot.matches({ objection: { sending: { uploading: name } } }));
  if (!phase) return null;
  const { samples } = snapshot.context.upload;
  const latest = samples.at(-1) ?? null;
  const usable = usableSample(latest);
  const percent = phase === "bodySent" ? 100 : percentSent(usable);
  const fileSize = snapshot.context.attachment?.size ?? null;
  const shown =
    usable && fileSize !== null
      ? { sent: Math.round((usable.sent / usable.total) * fileSize), total: fileSize }
      : { sent: usable?.sent ?? null, total: usable?.total ?? null };
  return {
    phase,
    ...shown,
    percent,
    timeLeftMs: phase === "moving" ? estimateTimeLeftMs(samples) : null,
    step: announcedStep(percent),
  };
}

/**
 * The debtor stopped the last upload before every byte had left: the gateway cannot have taken an
 * incomplete body (stopped after, the page finds out whether it arrived: states/unconfirmed.ts).
 */
export function selectUploadStopped(snapshot: DebtNoticeSnapshot): boolean {
  if (snapshot.matches({ objection: "sending" })) return false;
  const failure = snapshot.context.failure;
  return failure?.call === "uploadComment" && failure.code === "stopped";
}
