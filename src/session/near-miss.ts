/**
 * The known name a typed one was probably meant to be (`refrence` → `reference`), or undefined:
 * one or two letters added, dropped or changed (a swap is two changes), Levenshtein distance ≤ 2.
 * Only near misses are named, so a framework's own names are left alone.
 */
export function meantName(typed: string, known: Iterable<string>): string | undefined {
  for (const name of known) if (isNearMiss(typed, name)) return name;
  return undefined;
}

function isNearMiss(typed: string, known: string): boolean {
  if (typed === known || Math.abs(typed.length - known.length) > 2) return false;
  let previous = Array.from({ length: known.length + 1 }, (_, j) => j);
  for (let i = 1; i <= typed.length; i++) {
    const row = [i];
    for (let j = 1; j <= known.length; j++)
      row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (typed[i - 1] === known[j - 1] ? 0 : 1));
    previous = row;
  }
  return previous[known.length]! <= 2;
}

/** " (did you mean "x"?)" when one is near, else "". */
export function didYouMean(typed: string, known: Iterable<string>): string {
  const meant = meantName(typed, known);
  return meant === undefined ? "" : ` (did you mean "${meant}"?)`;
}
