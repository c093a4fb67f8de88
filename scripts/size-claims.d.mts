// Hand-written: the exports its unit test and scripts/check-size.mjs read.
export const TOLERANCE: number;
export const README_SIZES: { measure: string; in: RegExp }[];
export const NOT_OURS: RegExp[];
export function measuresOf(
  manifest: { files: Record<string, { gzip: number }> },
  sizeReport: Record<string, { ours: number; libraries: number }>,
): Record<string, number>;
export function sizeClaimProblems(markdown: string, measures: Record<string, number>): string[];
