import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadStaticSite } from './static-site.ts';

describe('generated downloads in the static site', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'static-site-downloads-'));
    await mkdir(join(dir, 'downloads'));
    await writeFile(join(dir, 'downloads', 'harborline-annual-report-2023.pdf'), '%PDF-1.3');
    await writeFile(join(dir, 'downloads', 'harborline-media-kit.zip'), 'PK');
    await writeFile(join(dir, 'brochure.pdf'), '%PDF-1.3');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('are served as attachments under their own file names, with their types', async () => {
    const { files } = await loadStaticSite(dir);
    expect(files.get('/downloads/harborline-annual-report-2023.pdf')).toMatchObject({
      contentType: 'application/pdf',
      contentDisposition: 'attachment; filename="harborline-annual-report-2023.pdf"',
    });
    expect(files.get('/downloads/harborline-media-kit.zip')).toMatchObject({
      contentType: 'application/zip',
      contentDisposition: 'attachment; filename="harborline-media-kit.zip"',
    });
  });

  it('leaves files outside /downloads to open in the browser', async () => {
    const { files } = await loadStaticSite(dir);
    expect(files.get('/brochure.pdf')?.contentDisposition).toBeUndefined();
  });
});
