import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILD_STAMP_FILE, buildFreshness, currentBuildStamp } from './build-stamp.mjs';

let root: string;
let dist: string;
const write = async (path: string, text: string) => {
  await mkdir(dirname(join(root, path)), { recursive: true });
  await writeFile(join(root, path), text);
};
const stampBuild = (env: Record<string, string> = {}) => writeFile(join(dist, BUILD_STAMP_FILE), JSON.stringify(currentBuildStamp(root, env)));

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'build-stamp-'));
  dist = join(root, 'dist');
  await mkdir(dist);
  await write('src/client/pages/HomePage.tsx', 'export {};');
  await write('content/en/news/launch.md', '---\ntitle: Launch\n---\nText');
  await write('package-lock.json', '{}');
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('the build stamp', () => {
  it('finds a build made from the sources as they are fresh', async () => {
    await stampBuild();
    expect(buildFreshness(root, dist, {})).toEqual({ fresh: true });
  });

  it('names the source and content files changed, added or removed since the build', async () => {
    await stampBuild();
    await write('src/client/pages/HomePage.tsx', 'export const edited = 1;');
    await write('content/es/news/launch.md', '---\ntitle: Lanzamiento\n---\nTexto');
    await rm(join(root, 'content/en/news/launch.md'));
    expect(buildFreshness(root, dist, {})).toEqual({
      fresh: false,
      reason: 'changed since the last build: content/en/news/launch.md, content/es/news/launch.md, src/client/pages/HomePage.tsx',
    });
  });

  it('names a build-time setting that changed, and ignores run-time settings, tests and benchmarks', async () => {
    await stampBuild({ SITE_PHONE: '(954) 555-0142', SITE_URL: 'https://a.example' });
    await write('src/client/pages/HomePage.test.tsx', 'test');
    await write('scripts/bench/http.ts', 'bench');
    expect(buildFreshness(root, dist, { SITE_PHONE: '(954) 555-0142', SITE_URL: 'https://b.example', PORT: '8080' })).toEqual({ fresh: true });
    expect(buildFreshness(root, dist, { SITE_PHONE: '(305) 555-0100' })).toEqual({ fresh: false, reason: 'changed since the last build: setting SITE_PHONE' });
  });

  it('counts a build without a stamp (older, or unfinished) as stale, and shortens a long list', async () => {
    expect(buildFreshness(root, dist, {})).toMatchObject({ fresh: false, reason: expect.stringContaining(`has no ${BUILD_STAMP_FILE}`) });
    await stampBuild();
    for (let index = 0; index < 8; index += 1) await write(`content/en/news/new-${index}.md`, 'new');
    expect(buildFreshness(root, dist, {})).toMatchObject({ reason: expect.stringMatching(/new-4\.md and 3 more$/) });
  });
});
