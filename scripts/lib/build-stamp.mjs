/**
 * The build stamp: what a build was made from (a hash of every source file it reads and of the build-time
 * settings), written by scripts/build.ts beside the build and compared by scripts/run-built.mjs at `npm start`,
 * so a start never serves a build older than the sources without saying so. Plain JavaScript: it runs
 * without tsx, after `npm prune --omit=dev`.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import process from 'node:process';

export const BUILD_STAMP_FILE = 'build-stamp.json';

/** What the build reads, relative to the project root: folders (walked) and single files. */
const BUILD_INPUTS = ['src', 'content', 'public', 'scripts', 'vite.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json'];
/** Files under those folders the build never reads: tests, their screenshots, and the scripts that are not the build's. */
const NOT_BUILD_INPUT = /(^|\/)__screenshots__\/|\.test\.[cm]?[jt]sx?$|^scripts\/(bench|e2e|voice)\//;
/** Settings baked into the pages at build (README, "Company facts"); SITE_URL and SITE_TIMEZONE are read at start. */
const BUILD_TIME_VARIABLE = /^(SITE_(?!URL$|TIMEZONE$)\w+|LEAD_FORM_URL|CONTACT_FORM_URL|SOURCE_DATE_EPOCH)$/;

const digest = (data) => createHash('sha256').update(data).digest('hex').slice(0, 16);

function inputFiles(root) {
  const files = [];
  for (const input of BUILD_INPUTS) {
    const path = join(root, input);
    if (!existsSync(path)) continue;
    if (!statSync(path).isDirectory()) {
      files.push(input);
      continue;
    }
    for (const entry of readdirSync(path, { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) files.push(relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'));
    }
  }
  return files.filter((file) => !NOT_BUILD_INPUT.test(file)).sort();
}

/**
 * The stamp of the sources as they are now: a hash per input file and per build-time setting that is set.
 * About 450 files, 1.7 MB: a few tens of milliseconds.
 */
export function currentBuildStamp(root, env = process.env) {
  const files = Object.fromEntries(inputFiles(root).map((file) => [file, digest(readFileSync(join(root, file)))]));
  const settings = Object.fromEntries(
    Object.keys(env)
      .filter((name) => BUILD_TIME_VARIABLE.test(name))
      .sort()
      .map((name) => [name, digest(env[name] ?? '')]),
  );
  return { version: 1, files, settings };
}

/** The differences between two stamps, as paths and setting names a person can act on. */
export function stampDifferences(built, now) {
  const changedKeys = (before, after) =>
    [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((key) => before[key] !== after[key]).sort();
  return [...changedKeys(built.files ?? {}, now.files), ...changedKeys(built.settings ?? {}, now.settings).map((name) => `setting ${name}`)];
}

/**
 * Whether the build in `dist` was made from the sources under `root` as they are now.
 * @returns {{ fresh: true } | { fresh: false, reason: string }}
 */
export function buildFreshness(root, dist, env = process.env) {
  const stampPath = join(dist, BUILD_STAMP_FILE);
  if (!existsSync(stampPath)) return { fresh: false, reason: `the build in ${dist} has no ${BUILD_STAMP_FILE} (an older or unfinished build)` };
  let built;
  try {
    built = JSON.parse(readFileSync(stampPath, 'utf8'));
  } catch {
    return { fresh: false, reason: `${stampPath} is unreadable` };
  }
  const differences = stampDifferences(built, currentBuildStamp(root, env));
  if (differences.length === 0) return { fresh: true };
  const shown = differences.slice(0, 5).join(', ');
  const more = differences.length > 5 ? ` and ${differences.length - 5} more` : '';
  return { fresh: false, reason: `changed since the last build: ${shown}${more}` };
}
