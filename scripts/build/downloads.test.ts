import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { financialTable, FINANCIALS } from '../../src/shared/content/financials.ts';
import { homeContent } from '../../src/shared/content/home.ts';
import { investorsContent } from '../../src/shared/content/investors.ts';
import { newsContent } from '../../src/shared/content/news.ts';
import { solutionsContent } from '../../src/shared/content/solutions.ts';
import { investorDocumentUrl, MEDIA_KIT_FILE_NAME, MEDIA_KIT_URL } from '../../src/shared/downloads.ts';
import { siteConfig } from '../../src/shared/site-config.ts';
import type { DownloadSizes } from '../../src/client/pages/page-props.ts';
import { parsePdf } from '../../tests/support/pdf.ts';
import { loadBrandColours, parseThemeColours } from './downloads/brand.ts';
import { formatFileSize } from './downloads/file-size.ts';
import { MEDIA_KIT_ENTRIES } from './downloads/media-kit.ts';
import { generateDownloads, publicationDate } from './downloads.ts';

const documents = investorsContent.documents;
let outDir: string;
let sizes: DownloadSizes;
const downloadsDir = () => join(outDir, 'downloads');

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'downloads-test-'));
  sizes = await generateDownloads(outDir);
}, 60_000);

afterAll(async () => {
  await rm(outDir, { recursive: true, force: true });
});

describe('generateDownloads', () => {
  it('writes the four investor PDFs and the media kit, and nothing else', async () => {
    const files = await readdir(downloadsDir());
    expect(files.sort()).toEqual([...documents.map((document) => document.fileName), MEDIA_KIT_FILE_NAME].sort());
  });

  it('returns the size of every file by its URL, as shown on the buttons', async () => {
    const urls = [...documents.map(investorDocumentUrl), MEDIA_KIT_URL];
    expect(Object.keys(sizes).sort()).toEqual(urls.sort());
    for (const url of urls) {
      const bytes = (await stat(join(outDir, url))).size;
      expect(sizes[url]).toBe(formatFileSize(bytes));
      expect(sizes[url]).toMatch(/^\d+ KB$/);
    }
  });

  describe.each(documents.map((document) => [document.title, document] as const))('%s', (title, document) => {
    it('has its title as the first-page heading and as the PDF title', async () => {
      const pdf = await parsePdf(await readFile(join(downloadsDir(), document.fileName)));
      expect(pdf.title).toBe(title);
      expect(pdf.pages[0]).toContain(title);
    });

    it('carries the company name, the disclaimer and "Page n of m" on every page', async () => {
      const pdf = await parsePdf(await readFile(join(downloadsDir(), document.fileName)));
      expect(pdf.pages.length).toBeGreaterThan(1);
      pdf.pages.forEach((text, index) => {
        expect(text).toContain(siteConfig.companyName);
        expect(text).toContain('For information purposes only');
        expect(text).toContain(`Page ${index + 1} of ${pdf.pages.length}`);
      });
    });

    it('ends with the investor relations contact', async () => {
      const pdf = await parsePdf(await readFile(join(downloadsDir(), document.fileName)));
      expect(pdf.pages.at(-1)).toContain(siteConfig.investorEmail);
    });

    it('states no percentage or dollar figure that the website does not', async () => {
      const pdf = await parsePdf(await readFile(join(downloadsDir(), document.fileName)));
      const published = JSON.stringify([investorsContent, homeContent, solutionsContent, newsContent, financialTable()]);
      const figures = pdf.pages.join('\n').match(/\$\d[\d,]*(?:\.\d+)?[BMK]?|\d+(?:\.\d+)?%\+?/g) ?? [];
      expect(figures.length).toBeGreaterThan(0);
      expect(figures.filter((figure) => !published.includes(figure))).toEqual([]);
    });
  });

  it('gives the Financial Summary the yearly table the Investors page shows: revenue, growth, clients, retention', async () => {
    const summary = documents.find((document) => document.id === 'financial-summary-q4-2023')!;
    const text = (await parsePdf(await readFile(join(downloadsDir(), summary.fileName)))).pages.join('\n');
    expect(text).toContain(FINANCIALS.heading);
    for (const year of FINANCIALS.years) expect(text).toContain(String(year));
    for (const row of financialTable()) {
      // A row reads as its label followed by its three figures, in order.
      const pattern = new RegExp([row.label, ...row.cells].map((cell) => cell.replace(/[$+.]/g, '\\$&')).join('\\s*'));
      expect(text).toMatch(pattern);
    }
  });

  it('puts every key metric in the Investor Presentation', async () => {
    const presentation = documents.find((document) => document.id === 'investor-presentation')!;
    const text = (await parsePdf(await readFile(join(downloadsDir(), presentation.fileName)))).pages.join('\n');
    for (const metric of investorsContent.metrics) expect(text).toContain(metric.value);
    for (const figure of investorsContent.market.figures) expect(text).toContain(figure.value);
  });

  it('builds the same bytes every time (fixed dates, no build-time randomness)', async () => {
    const again = await mkdtemp(join(tmpdir(), 'downloads-test-'));
    try {
      await generateDownloads(again);
      for (const file of await readdir(downloadsDir())) {
        expect(Buffer.compare(await readFile(join(again, 'downloads', file)), await readFile(join(downloadsDir(), file))), file).toBe(0);
      }
    } finally {
      await rm(again, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('the media kit', () => {
  const entries = async () => unzipSync(new Uint8Array(await readFile(join(downloadsDir(), MEDIA_KIT_FILE_NAME))));
  const text = (data: Uint8Array | undefined) => new TextDecoder().decode(data);

  it('contains the logos, brand colours, boilerplate and fact sheet', async () => {
    expect(Object.keys(await entries()).sort()).toEqual(
      ['logo.svg', 'logo-mark.svg', 'logo.png', 'logo-mark.png', 'brand-colours.txt', 'brand-colours.json', 'boilerplate.txt', 'fact-sheet.pdf'].sort(),
    );
  });

  it('has the site logo as SVG and as PNGs of print size', async () => {
    const files = await entries();
    expect(text(files[MEDIA_KIT_ENTRIES.logoSvg])).toBe(await readFile(join(import.meta.dirname, '../../src/client/assets/logo.svg'), 'utf8'));
    const logo = await sharp(files[MEDIA_KIT_ENTRIES.logoPng]).metadata();
    expect([logo.format, logo.width, logo.hasAlpha]).toEqual(['png', 1200, true]);
    const mark = await sharp(files[MEDIA_KIT_ENTRIES.logoMarkPng]).metadata();
    expect([mark.format, mark.width, mark.height]).toEqual(['png', 512, 512]);
  });

  it("lists every colour token of the site's theme", async () => {
    const files = await entries();
    const colours = await loadBrandColours();
    expect(colours.length).toBeGreaterThan(5);
    const listing = text(files[MEDIA_KIT_ENTRIES.coloursText]);
    const json = JSON.parse(text(files[MEDIA_KIT_ENTRIES.coloursJson])) as { colours: { name: string; hex: string; inLogo: boolean }[] };
    for (const colour of colours) {
      expect(listing).toContain(colour.name);
      expect(listing).toContain(colour.hex.toUpperCase());
      expect(json.colours).toContainEqual(expect.objectContaining({ name: colour.name, hex: colour.hex }));
    }
    // The logo's navy background is a theme colour and is marked as a logo colour.
    expect(json.colours).toContainEqual(expect.objectContaining({ name: 'navy-900', inLogo: true }));
  });

  it('has the company boilerplate and media contact', async () => {
    const boilerplate = text((await entries())[MEDIA_KIT_ENTRIES.boilerplate]);
    expect(boilerplate).toContain(siteConfig.shortDescription);
    expect(boilerplate).toContain(homeContent.about.lead);
    expect(boilerplate).toContain(siteConfig.pressEmail);
  });

  it('has a one-page fact sheet PDF with metrics, services and contact', async () => {
    const pdf = await parsePdf((await entries())[MEDIA_KIT_ENTRIES.factSheet]!);
    expect(pdf.title).toBe(`${siteConfig.companyName} Fact Sheet`);
    expect(pdf.pages).toHaveLength(1);
    expect(pdf.pages[0]).toContain('Fact Sheet');
    for (const metric of investorsContent.metrics) expect(pdf.pages[0]).toContain(metric.value);
    expect(pdf.pages[0]).toContain(solutionsContent.categories[0].services[0]!.title);
    expect(pdf.pages[0]).toContain(siteConfig.pressEmail);
  });

  it('stamps every entry with the publication date, not the build time', async () => {
    const archive = await readFile(join(downloadsDir(), MEDIA_KIT_FILE_NAME));
    const date = publicationDate();
    // Local file headers: signature PK\3\4, DOS time at offset 10, DOS date at offset 12.
    const dosDate = ((date.getUTCFullYear() - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate();
    let headers = 0;
    for (let at = archive.indexOf('PK\u0003\u0004', 0, 'latin1'); at >= 0; at = archive.indexOf('PK\u0003\u0004', at + 4, 'latin1')) {
      expect(archive.readUInt16LE(at + 12)).toBe(dosDate);
      headers += 1;
    }
    expect(headers).toBe(Object.keys(MEDIA_KIT_ENTRIES).length);
  });
});

describe('formatFileSize', () => {
  it('shows bytes, whole kilobytes or megabytes with one decimal', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(43_000)).toBe('42 KB');
    expect(formatFileSize(1_048_000)).toBe('1023 KB');
    expect(formatFileSize(1_048_500)).toBe('1.0 MB');
    expect(formatFileSize(1_363_148)).toBe('1.3 MB');
  });
});

describe('parseThemeColours', () => {
  it('reads the --color tokens of the @theme block only', () => {
    const css = '@theme {\n  --color-navy-900: #0B1B3A;\n  --font-sans: system-ui;\n  --color-teal-500: #0ea5a4;\n}\n:root { --color-other: #ffffff; }';
    expect(parseThemeColours(css)).toEqual([
      { name: 'navy-900', hex: '#0b1b3a' },
      { name: 'teal-500', hex: '#0ea5a4' },
    ]);
  });

  it('fails loudly when there is no @theme block', () => {
    expect(() => parseThemeColours(':root {}')).toThrow(/@theme/);
  });
});

describe('publicationDate', () => {
  it('is fixed, and follows SOURCE_DATE_EPOCH when it is set', () => {
    expect(publicationDate({}).toISOString()).toBe(publicationDate({}).toISOString());
    expect(publicationDate({ SOURCE_DATE_EPOCH: '1700000000' }).toISOString()).toBe('2023-11-14T22:13:20.000Z');
  });
});
