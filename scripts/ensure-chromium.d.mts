export interface ChromiumProbe {
  env: Record<string, string | undefined>;
  isExecutable(path: string): boolean;
  isRoot(): boolean;
  /** Runs a command; true when it exits 0. */
  run(command: string, args: string[], env: Record<string, string | undefined>): boolean;
  say(line: string): void;
}
export type ChromiumDecision =
  { action: "use"; path: string } | { action: "install" } | { action: "missing"; reason: string };
export const CHROMIUM_NAMES: string[];
export const APT_PACKAGES: string[];
export const MISSING_MESSAGE: string;
export const systemProbe: ChromiumProbe;
export function onPath(name: string, probe?: ChromiumProbe): string | null;
export function locateChromium(probe?: ChromiumProbe): string | null;
export function decide(probe?: ChromiumProbe): ChromiumDecision;
export function ensureChromium(probe?: ChromiumProbe): string | null;
