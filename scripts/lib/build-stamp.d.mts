export const BUILD_STAMP_FILE: string;

export interface BuildStamp {
  version: 1;
  /** Project-relative path → hash of the file's bytes. */
  files: Record<string, string>;
  /** Build-time setting name → hash of its value. */
  settings: Record<string, string>;
}

export function currentBuildStamp(root: string, env?: Record<string, string | undefined>): BuildStamp;
export function stampDifferences(built: Partial<BuildStamp>, now: BuildStamp): string[];
export function buildFreshness(
  root: string,
  dist: string,
  env?: Record<string, string | undefined>,
): { fresh: true } | { fresh: false; reason: string };
