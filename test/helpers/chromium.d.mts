import type { Browser, LaunchOptions } from "playwright-core";
export function findChromium(): string;
export const CHROMIUM_ARGS: string[];
export function launchChromium(options?: LaunchOptions): Promise<Browser>;
