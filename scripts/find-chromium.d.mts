// Types for scripts/find-chromium.mjs, which plain Node runs before anything can compile TypeScript.
export type TChromiumProbe = {
  env: Record<string, string | undefined>;
  systemPaths: string[];
  isRoot: boolean;
  playwrightPath: () => string | undefined;
  run: (command: string, args: string[]) => number | null;
  log: (line: string) => void;
};
export const chromiumNames: string[];
export const cannotInstallLine: string;
export function isExecutable(file: string): boolean;
export function realProbe(): TChromiumProbe;
export function findChromium(probe?: TChromiumProbe): { path: string; source: string } | undefined;
export function ensureChromium(probe?: TChromiumProbe): { path: string; error?: undefined } | { error: string };
