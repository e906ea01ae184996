import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withSiteUrl } from '../../src/server/runtime-head.ts';
import { SITE_URL_PLACEHOLDER } from '../../src/shared/site-config.ts';
import { loadStaticSite } from '../../src/server/static-site.ts';
import { precompressFolder } from './precompress.ts';

const SITE_URL = 'https://www.example.com';
const filler = (label: string) => `${label} `.repeat(400);

describe('each built file is compressed once: by the build or at start-up', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'precompress-'));
    await writeFile(join(dir, 'index.html'), `<!doctype html><title>Home</title><p>${filler('page')}</p>`);
    await writeFile(join(dir, 'sitemap.xml'), `<urlset><url><loc>${SITE_URL_PLACEHOLDER}/</loc></url><!-- ${filler('map')} --></urlset>`);
    await writeFile(join(dir, 'app.js'), `console.log(${JSON.stringify(filler('script'))});`);
    await writeFile(join(dir, 'tiny.js'), 'console.log(1);');
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('the build compresses only what start-up serves as built', async () => {
    expect(await precompressFolder(dir)).toBe(1);
    expect(existsSync(join(dir, 'app.js.br')) && existsSync(join(dir, 'app.js.gz'))).toBe(true);
    for (const leftToStartUp of ['index.html', 'sitemap.xml', 'tiny.js']) {
      expect(existsSync(join(dir, `${leftToStartUp}.br`)), leftToStartUp).toBe(false);
    }
  });

  it('start-up compresses what it rewrites and serves the rest from the build', async () => {
    await precompressFolder(dir);
    // A marker in place of the build's brotli file shows it is served as it is, not made again.
    await writeFile(join(dir, 'app.js.br'), 'built by the build');
    const site = await loadStaticSite(dir, { transformText: (text) => withSiteUrl(text, SITE_URL), transformHtml: (html) => html.replace('<title>', '<meta name="x"><title>') });

    expect(site.files.get('/app.js')!.br!.toString()).toBe('built by the build');
    expect(site.files.get('/app.js')!.gzip).toEqual(await readFile(join(dir, 'app.js.gz')));
    const page = site.files.get('/')!;
    expect(brotliDecompressSync(page.br!).toString()).toBe(page.body.toString());
    expect(page.body.toString()).toContain('<meta name="x">');
    const sitemap = site.files.get('/sitemap.xml')!;
    expect(gunzipSync(sitemap.gzip!).toString()).toContain(`<loc>${SITE_URL}/</loc>`);
    expect(site.files.get('/tiny.js')!.br).toBeUndefined();
  });
});
