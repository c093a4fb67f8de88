import { Trans } from "@lingui/react/macro";
import type { DebtPeriodRow } from "../../domain/total-debt";

const HEIGHT = 120;
const BAR = 10;
const GAP = 4;

/**
 * Debt below the line, overpayment above, with a key to the colours and the first and last
 * period under it. Hidden from screen readers: the table beside it carries the same data.
 */
export function DebtChart({ rows }: { rows: readonly DebtPeriodRow[] }) {
  const values = rows.map((r) => r.cents ?? 0);
  return (
    <figure className="dn-chart-box" aria-hidden="true">
      <Bars values={values} />
      <figcaption className="dn-chart__labels">
        <span className="dn-chart__ends">
          <span dir="ltr">{rows[0]?.period}</span>
          <span dir="ltr">{rows[rows.length - 1]?.period}</span>
        </span>
        <span className="dn-chart__key">
          {values.some((v) => v < 0) && (
            <span className="dn-chart__swatch dn-chart__swatch--debt">
              <Trans comment="Key under the total-debt chart: the colour of the bars that are debt. One word.">
                Debt
              </Trans>
            </span>
          )}
          {values.some((v) => v > 0) && (
            <span className="dn-chart__swatch dn-chart__swatch--over">
              <Trans comment="Key under the total-debt chart: the colour of the bars that are overpayment (paid too much, a credit). One word.">
                Overpayment
              </Trans>
            </span>
          )}
        </span>
      </figcaption>
    </figure>
  );
}

function Bars({ values }: { values: readonly number[] }) {
  // A loop: spreading a long history into Math.max's arguments overflows the call stack.
  let max = 1;
  for (const value of values) max = Math.max(max, Math.abs(value));
  const hasPositive = values.some((v) => v > 0);
  const hasNegative = values.some((v) => v < 0);
  const zeroY = hasPositive && hasNegative ? HEIGHT / 2 : hasPositive ? HEIGHT - 2 : 2;
  const scale = (hasPositive && hasNegative ? HEIGHT / 2 - 4 : HEIGHT - 8) / max;
  const width = Math.max(1, values.length) * (BAR + GAP);
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
