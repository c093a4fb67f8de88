import type { DebtPeriodRow } from "../../domain/total-debt";

const HEIGHT = 120;
const BAR = 10;
const GAP = 4;

/**
 * Debt below the line, overpayment above. Hidden from screen readers: the table beside it
 * carries the same data.
 */
export function DebtChart({ rows }: { rows: readonly DebtPeriodRow[] }) {
  const values = rows.map((r) => r.cents ?? 0);
  // A loop: spreading a long history into Math.max's arguments overflows the call stack.
  let max = 1;
  for (const value of values) max = Math.max(max, Math.abs(value));
  const hasPositive = values.some((v) => v > 0);
  const hasNegative = values.some((v) => v < 0);
  const zeroY = hasPositive && hasNegative ? HEIGHT / 2 : hasPositive ? HEIGHT - 2 : 2;
  const scale = (hasPositive && hasNegative ? HEIGHT / 2 - 4 : HEIGHT - 8) / max;
  const width = Math.max(1, rows.length) * (BAR + GAP);
  return (
    <svg
      className="dn-chart"
      part="chart"
      viewBox={`0 0 ${width} ${HEIGHT}`}
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      <line x1="0" x2={width} y1={zeroY} y2={zeroY} className="dn-chart__axis" />
      {values.map((v, i) => {
        const h = Math.max(v === 0 ? 0 : 1, Math.abs(v) * scale);
        return (
          <rect
            key={i}
            x={i * (BAR + GAP) + GAP / 2}
            width={BAR}
            y={v < 0 ? zeroY : zeroY - h}
            height={h}
            className={v < 0 ? "dn-chart__debt" : "dn-chart__over"}
          />
        );
      })}
    </svg>
  );
}
