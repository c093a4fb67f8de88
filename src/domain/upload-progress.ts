/** One upload progress report: bytes of the request body sent so far, of how many, and when (epoch ms). */
export interface UploadSample {
  sent: number;
  total: number;
  at: number;
}

/** A time-left figure needs this much data behind it; earlier ones jump around and mislead. */
export const ESTIMATE_AFTER_MS = 2_000;

/** The speed is the average over about this long, so the early burst into the socket's buffers fades out. */
export const SPEED_WINDOW_MS = 10_000;

/**
 * The reports the speed is measured over: the new one, and the earlier ones back to the last that is at
 * least SPEED_WINDOW_MS older. The first bytes go into the operating system's buffers at once (measured:
 * 1.6 MB in 28 ms on a 1 MB/s link), so an average since the start promises too early an end.
 * A new total is a new body: it starts over.
 */
export function keepRecent(samples: readonly UploadSample[], sample: UploadSample): UploadSample[] {
  const kept = samples.filter((earlier) => earlier.total === sample.total && earlier.at <= sample.at);
  while (kept.length > 1 && sample.at - kept[1]!.at >= SPEED_WINDOW_MS) kept.shift();
  return [...kept, sample];
}

/** The first bytes reach the buffers in a burst within this long (measured: tens of ms); the speed is measured after it. */
export const BURST_MS = 1_000;

/**
 * The time left over keepRecent's reports, measured from the first report at least BURST_MS after the
 * oldest (unless that is the newest itself), so a burst at the start is not taken for the link's speed.
 */
export function estimateTimeLeftMs(samples: readonly UploadSample[]): number | null {
  const oldest = samples[0];
  const latest = samples.at(-1);
  if (!oldest || !latest) return null;
  const settled = samples.find((sample) => sample.at >= oldest.at + BURST_MS);
  return timeLeftMs(settled && settled !== latest ? settled : oldest, latest);
}

/** Screen readers hear the progress at these percentages only, never on every report. */
export const ANNOUNCED_STEPS = [0, 25, 50, 75, 100] as const;
export type AnnouncedStep = (typeof ANNOUNCED_STEPS)[number];

const isCount = (value: number): boolean => Number.isFinite(value) && value >= 0;

/** A report as the bar can show it: a known positive total, and never more sent than the total. */
export function usableSample(sample: UploadSample | null): UploadSample | null {
  if (!sample || !isCount(sample.sent) || !isCount(sample.total) || sample.total === 0) return null;
  if (!Number.isFinite(sample.at)) return null;
  return { ...sample, sent: Math.min(sample.sent, sample.total) };
}

/** Whole percent sent, rounded down, so 100 means every byte has left; null when the total is unknown. */
export function percentSent(sample: UploadSample | null): number | null {
  const usable = usableSample(sample);
  if (!usable) return null;
  return Math.floor((usable.sent / usable.total) * 100);
}

/** The whole body has left the device: what remains is the gateway's answer. */
export function isBodySent(sample: UploadSample | null): boolean {
  const usable = usableSample(sample);
  return usable !== null && usable.sent >= usable.total;
}

/**
 * Milliseconds left at the average speed between two reports (keepRecent's first and last), or null while that cannot be said
 * honestly: under ESTIMATE_AFTER_MS of data, nothing moved, time going backwards, or nothing left.
 */
export function timeLeftMs(first: UploadSample | null, latest: UploadSample | null): number | null {
  const start = usableSample(first);
  const now = usableSample(latest);
  if (!start || !now || start.total !== now.total) return null;
  const elapsed = now.at - start.at;
  const moved = now.sent - start.sent;
  if (elapsed < ESTIMATE_AFTER_MS || moved <= 0 || now.sent >= now.total) return null;
  return Math.ceil(((now.total - now.sent) * elapsed) / moved);
}

/** The last step reached: 0 until a quarter has gone, then 25, 50, 75, and 100 once everything is sent. */
export function announcedStep(percent: number | null): AnnouncedStep {
  if (percent === null || !Number.isFinite(percent)) return 0;
  let reached: AnnouncedStep = 0;
  for (const step of ANNOUNCED_STEPS) if (percent >= step) reached = step;
  return reached;
}
