/** The reference gateway's sample debtors, typed for these tests (demo/fixtures.mjs has no declarations). */
export interface DemoFixture {
  reference: string;
  icp: string;
  preferredLanguage: "sk" | "en" | "ua";
  history: Array<{ obdobie: string; dlh: string }>;
}

const FIXTURES_URL = new URL("../../../demo/fixtures.mjs", import.meta.url).href;

export async function demoFixtures(): Promise<DemoFixture[]> {
  const module = (await import(/* @vite-ignore */ FIXTURES_URL)) as { fixtures: DemoFixture[] };
  return module.fixtures;
}
