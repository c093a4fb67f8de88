/** Types for findings.mjs (the checker runs as plain JavaScript; these serve the TypeScript tests). */
export type Level = "accepted" | "tolerated" | "would break" | "skipped";
export interface Finding {
  level: Level;
  what: string;
  fix?: string;
  /** An accepted field whose effect on the page also depends on the host's config: always reported. */
  condition?: true;
}
