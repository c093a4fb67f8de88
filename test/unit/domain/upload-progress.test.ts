import { describe, expect, it } from "vitest";
import {
  ESTIMATE_AFTER_MS,
  announcedStep,
  isBodySent,
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
