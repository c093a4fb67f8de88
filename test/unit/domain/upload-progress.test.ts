import { describe, expect, it } from "vitest";
import {
  ESTIMATE_AFTER_MS,
  announcedStep,
  estimateTimeLeftMs,
  isBodySent,
  keepRecent,
  SPEED_WINDOW_MS,
  percentSent,
  timeLeftMs,
  usableSample,
  type UploadSample,
} from "../../../src/domain/upload-progress";

const MiB = 1024 * 1024;
const sample = (sent: number, total: number, at: number): UploadSample => ({ sent, total, at });

describe("percentSent", () => {
  it("is the whole percent sent, rounded down so 100 means every byte left", () => {
    expect(percentSent(sample(0, 10 * MiB, 0))).toBe(0);
    expect(percentSent(sample(2.5 * MiB, 10 * MiB, 0))).toBe(25);
    expect(percentSent(sample(10 * MiB - 1, 10 * MiB, 0))).toBe(99);
    expect(percentSent(sample(10 * MiB, 10 * MiB, 0))).toBe(100);
  });

  it("is null when the total is unknown or the numbers are not counts", () => {
    expect(percentSent(null)).toBeNull();
    expect(percentSent(sample(0, 0, 0))).toBeNull();
    expect(percentSent(sample(5, 0, 0))).toBeNull();
    expect(percentSent(sample(-1, 10, 0))).toBeNull();
    expect(percentSent(sample(Number.NaN, 10, 0))).toBeNull();
    expect(percentSent(sample(1, Number.POSITIVE_INFINITY, 0))).toBeNull();
    expect(percentSent(sample(1, 10, Number.NaN))).toBeNull();
  });

  it("never passes 100 when a report says more was sent than the total", () => {
    expect(percentSent(sample(12, 10, 0))).toBe(100);
    expect(usableSample(sample(12, 10, 5))).toEqual(sample(10, 10, 5));
  });
});

describe("isBodySent", () => {
  it("only once every byte has left", () => {
    expect(isBodySent(sample(9, 10, 0))).toBe(false);
    expect(isBodySent(sample(10, 10, 0))).toBe(true);
    expect(isBodySent(sample(11, 10, 0))).toBe(true);
    expect(isBodySent(sample(0, 0, 0))).toBe(false);
    expect(isBodySent(null)).toBe(false);
  });
});

describe("timeLeftMs", () => {
  const first = sample(0, 10 * MiB, 1_000);

  it("is the rest at the average speed since the first report", () => {
    // 1 MiB in 2 s: 9 MiB left take 18 s.
    expect(timeLeftMs(first, sample(1 * MiB, 10 * MiB, 1_000 + ESTIMATE_AFTER_MS))).toBe(18_000);
    // The first report need not be at zero bytes.
    expect(timeLeftMs(sample(2 * MiB, 10 * MiB, 0), sample(4 * MiB, 10 * MiB, 4_000))).toBe(12_000);
  });

  it("says nothing before a couple of seconds of data", () => {
    expect(timeLeftMs(first, sample(5 * MiB, 10 * MiB, 1_000 + ESTIMATE_AFTER_MS - 1))).toBeNull();
  });

  it("says nothing with no time elapsed, time going backwards, or nothing moved", () => {
    expect(timeLeftMs(first, first)).toBeNull();
    expect(timeLeftMs(first, sample(1 * MiB, 10 * MiB, 0))).toBeNull();
    expect(timeLeftMs(first, sample(0, 10 * MiB, 60_000))).toBeNull();
    expect(timeLeftMs(sample(3 * MiB, 10 * MiB, 0), sample(2 * MiB, 10 * MiB, 5_000))).toBeNull();
  });

  it("says nothing once everything is sent, without reports, or when the total changed", () => {
    expect(timeLeftMs(first, sample(10 * MiB, 10 * MiB, 9_000))).toBeNull();
    expect(timeLeftMs(first, sample(12 * MiB, 10 * MiB, 9_000))).toBeNull();
    expect(timeLeftMs(null, sample(1, 10, 9_000))).toBeNull();
    expect(timeLeftMs(first, null)).toBeNull();
    expect(timeLeftMs(first, sample(1 * MiB, 20 * MiB, 9_000))).toBeNull();
    expect(timeLeftMs(sample(0, 0, 0), sample(0, 0, 9_000))).toBeNull();
  });
});

describe("announcedStep", () => {
  it("is the last quarter reached, so the announcement changes only four times", () => {
    const steps = Array.from({ length: 101 }, (_, percent) => announcedStep(percent));
    expect([...new Set(steps)]).toEqual([0, 25, 50, 75, 100]);
    expect(announcedStep(24)).toBe(0);
    expect(announcedStep(25)).toBe(25);
    expect(announcedStep(99)).toBe(75);
    expect(announcedStep(100)).toBe(100);
  });

  it("is 0 for an unknown or broken percent, and 100 at most", () => {
    expect(announcedStep(null)).toBe(0);
    expect(announcedStep(Number.NaN)).toBe(0);
    expect(announcedStep(-5)).toBe(0);
    expect(announcedStep(250)).toBe(100);
  });
});

describe("keepRecent", () => {
  it("keeps the reports back to the last one at least the window older than the new one", () => {
    const reports = [sample(0, 100, 0), sample(10, 100, 1_000), sample(20, 100, 5_000), sample(30, 100, 9_000)];
    let kept: UploadSample[] = [];
    for (const report of reports) kept = keepRecent(kept, report);
    expect(kept).toEqual(reports);
    kept = keepRecent(kept, sample(40, 100, 1_000 + SPEED_WINDOW_MS));
    expect(kept.map((report) => report.at)).toEqual([1_000, 5_000, 9_000, 11_000]);
    kept = keepRecent(kept, sample(90, 100, 60_000));
    expect(kept.map((report) => report.at)).toEqual([11_000, 60_000]);
  });

  it("so the early burst into the buffers stops promising too early an end", () => {
    const MB = 1_000_000;
    let kept: UploadSample[] = [];
    // 4 MB into the buffers at once, then 0.1 MB/s.
    for (const report of [sample(0, 14 * MB, 0), sample(4 * MB, 14 * MB, 100), sample(5 * MB, 14 * MB, 10_100)])
      kept = keepRecent(kept, report);
    kept = keepRecent(kept, sample(6 * MB, 14 * MB, 20_100));
    expect(timeLeftMs(kept[0]!, kept.at(-1)!)).toBe(80_000);
    // Measured from the start it would say 27 s.
    expect(timeLeftMs(sample(0, 14 * MB, 0), sample(6 * MB, 14 * MB, 20_100))).toBe(26_800);
  });

  it("starts over with a new total, and drops reports from the future", () => {
    const kept = keepRecent([sample(5, 10, 0), sample(6, 10, 50)], sample(1, 20, 10));
    expect(kept).toEqual([sample(1, 20, 10)]);
    expect(keepRecent([sample(5, 10, 500)], sample(6, 10, 100))).toEqual([sample(6, 10, 100)]);
  });
});

describe("estimateTimeLeftMs", () => {
  const MB = 1_000_000;
  const total = 12 * MB;

  it("measures from the first report a second after the oldest, so the starting burst does not count", () => {
    // Measured shape: 1.6 MB within 28 ms, then the link's 150 kB/s.
    const reports = [sample(0, total, 0), sample(114_000, total, 20), sample(1_700_000, total, 48)];
    for (let at = 1_000; at <= 4_000; at += 500) reports.push(sample(1_700_000 + (at - 48) * 150, total, at));
    const estimate = estimateTimeLeftMs(reports);
    const latest = reports.at(-1)!;
    expect(estimate).toBe(Math.ceil((total - latest.sent) / 150));
    // From the oldest report it would promise a third of that.
    expect(timeLeftMs(reports[0]!, latest)).toBeLessThan(estimate! / 2);
  });

  it("uses the oldest report when the only later one is the newest", () => {
    expect(estimateTimeLeftMs([sample(4 * MB, 14 * MB, 5_000), sample(5 * MB, 14 * MB, 15_000)])).toBe(90_000);
  });

  it("says nothing without two reports far enough apart", () => {
    expect(estimateTimeLeftMs([])).toBeNull();
    expect(estimateTimeLeftMs([sample(1, 10, 0)])).toBeNull();
    expect(
      estimateTimeLeftMs([sample(0, total, 0), sample(MB, total, 1_000), sample(2 * MB, total, 2_500)]),
    ).toBeNull();
  });
});
