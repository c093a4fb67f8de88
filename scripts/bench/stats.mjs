// The arithmetic and the table of `npm run bench`.
export const KB = 1024;
export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
export const p95 = (xs) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))];
export const ms = (x) => `${x.toFixed(1)} ms`;
export const signedMs = (x) => `${x < 0 ? "−" : "+"}${ms(Math.abs(x))}`;
export const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/** "met" or "missed by …": every target row says where it stands, so no one has to compare by eye. */
export function verdict(value, limit, format = (x) => x.toFixed(2)) {
  return value <= limit ? "met" : `missed by ${format(value - limit)}`;
}

export function createTable() {
  const rows = [];
  return {
    row: (what, value, note = "") => rows.push([what, value, note]),
    print(title) {
      const width = Math.max(...rows.map((r) => r[0].length));
      console.log(`\n${title}\n`);
      for (const [what, value, note] of rows)
        console.log(`${what.padEnd(width)}  ${value}${note ? `  (${note})` : ""}`);
    },
  };
}
