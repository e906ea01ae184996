import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { financialTable, FINANCIALS } from '../../src/shared/content/financials.ts';
import { SITE_CONTENT } from '../../src/shared/content/site-content.ts';
import { DOWNLOAD_URLS, downloadsFolder, investorDocumentUrl, MEDIA_KIT_FILE_NAME, mediaKitUrl } from '../../src/shared/downloads.ts';
import { LOCALES, type Locale } from '../../src/shared/i18n/locales.ts';
import { siteConfig } from '../../src/shared/site-config.ts';
import type { DownloadSizes } from '../../src/client/pages/page-props.ts';
import { parsePdf } from '../../tests/support/pdf.ts';
import { loadBrandColours, LOGO_MARK_SVG_PATH, parseThemeColours } from './downloads/brand.ts';
import { documentLanguage } from './downloads/document-language.ts';
import { formatFileSize } from './downloads/file-size.ts';
import { MEDIA_KIT_ENTRIES } from './downloads/media-kit.ts';
import { generateDownloads, publicationDate } from './downloads.ts';

let outDir: string;
let sizes: DownloadSizes;
const fileAt = (url: string) => readFile(join(outDir, url));
const pdfAt = async (url: string) => parsePdf(await fileAt(url));
/** The /Lang entry of the document catalogue, which pdfkit writes uncompressed. */
const pdfLanguage = (bytes: Uint8Array) => /\/Lang \(([^)]*)\)/.exec(Buffer.from(bytes).toString('latin1'))?.[1];

/** Every investor document in every language, with the words its language writes. */
const documentCases = LOCALES.flatMap((locale) => {
  const { content, text, tag } = documentLanguage(locale);
  return content.investors.documents.map((document) => ({ locale, tag, content, text, document, url: investorDocumentUrl(document, locale) }));
});

/** Words that would give away an English page in a Spanish document, or the other way round. */
const ENGLISH_WORDS = /\b(Page \d|For information purposes|Investor Relations Contact|United States|Reported figure|About This|December|Fact Sheet|Press:|Founded)\b/;
const SPANISH_WORDS = /\b(Página|Solo con fines|Contacto de Relación|Estados Unidos|Cifra reportada|Acerca de|diciembre|Ficha informativa|Prensa:|Fundada)\b/;
const OTHER_LANGUAGE: Readonly<Record<Locale, RegExp>> = { en: SPANISH_WORDS, es: ENGLISH_WORDS };

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'downloads-test-'));
  sizes = await generateDownloads(outDir);
}, 60_000);

afterAll(async () => {
  await rm(outDir, { recursive: true, force: true });
});

describe('generateDownloads', () => {
  it('writes the four investor PDFs and the media kit in English to /downloads and in Spanish to /downloads/es, and nothing else', async () => {
    const files = (await readdir(join(outDir, 'downloads'), { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(outDir.length));
    const fileNames = [...SITE_CONTENT.en.investors.documents.map((document) => document.fileName), MEDIA_KIT_FILE_NAME];
    expect(files.sort()).toEqual([...fileNames.map((name) => `/downloads/${name}`), ...fileNames.map((name) => `/downloads/es/${name}`)].sort());
    expect(LOCALES.map(downloadsFolder)).toEqual(['/downloads', '/downloads/es']);
  });

  it('returns the size of every file by its URL, as shown on the buttons, for every URL the site lists', async () => {
    const urls = [...documentCases.map(({ url }) => url), ...LOCALES.map(mediaKitUrl)];
    expect(Object.keys(sizes).sort()).toEqual(urls.sort());
    expect([...DOWNLOAD_URLS].sort()).toEqual(urls.sort());
    for (const url of urls) {
      const bytes = (await stat(join(outDir, url))).size;
      expect(sizes[url]).toBe(formatFileSize(bytes));
      expect(sizes[url]).toMatch(/^\d+ KB$/);
    }
  });

  describe.each(documentCases.map((entry) => [entry.url, entry] as const))('%s', (_url, { locale, tag, content, text, document, url }) => {
    it("has its language's title as the first-page heading and as the PDF title, and its language tag", async () => {
      const bytes = await fileAt(url);
      const pdf = await parsePdf(bytes);
      expect(pdf.title).toBe(document.title);
      expect(pdf.pages[0]!.replace(/\s+/g, ' ')).toContain(document.title);
      expect(pdfLanguage(bytes)).toBe(tag);
    });

    it("carries the company name, the disclaimer and \"Page n of m\" on every page, in the document's language", async () => {
      const pdf = await pdfAt(url);
      expect(pdf.pages.length).toBeGreaterThan(1);
      pdf.pages.forEach((page, index) => {
        expect(page).toContain(siteConfig.companyName);
        expect(page.replace(/\s+/g, ' ')).toContain(text.pdf.disclaimer);
        expect(page).toContain(text.pdf.pageOf(index + 1, pdf.pages.length));
      });
    });

    it('ends with the investor relations contact', async () => {
      const pdf = await pdfAt(url);
      expect(pdf.pages.at(-1)).toContain(text.investorDocuments.contactHeading);
      expect(pdf.pages.at(-1)).toContain(siteConfig.investorEmail);
    });

    it('is written in its language only', async () => {
      const text = (await pdfAt(url)).pages.join('\n');
      expect(text).not.toMatch(OTHER_LANGUAGE[locale]);
    });

    it('states no percentage or dollar figure that the website does not', async () => {
      const pdf = await pdfAt(url);
      const published = JSON.stringify([content.investors, content.home, content.solutions, content.news, content.prices, financialTable(content.financials)]);
      const figures = pdf.pages.join('\n').match(/\$\d[\d,]*(?:\.\d+)?[BMK]?|\d+(?:\.\d+)?%\+?/g) ?? [];
      expect(figures.length).toBeGreaterThan(0);
      expect(figures.filter((figure) => !published.includes(figure))).toEqual([]);
    });
  });

  it.each(LOCALES)('gives the %s Financial Summary the yearly table the Investors page shows: revenue, growth, clients, retention', async (locale) => {
    const { content } = documentLanguage(locale);
    const summary = content.investors.documents.find((document) => document.id === 'financial-summary-q4-2023')!;
    const text = (await pdfAt(investorDocumentUrl(summary, locale))).pages.join('\n');
    expect(text).toContain(content.financials.heading);
    expect(text.replace(/\s+/g, ' ')).toContain(content.financials.caption);
    for (const year of FINANCIALS.years) expect(text).toContain(String(year));
    for (const row of financialTable(content.financials)) {
      // A row reads as its label followed by its three figures, in order.
      const pattern = new RegExp([row.label, ...row.cells].map((cell) => cell.replace(/[$+.]/g, '\\$&')).join('\\s*'));
      expect(text).toMatch(pattern);
    }
  });

  it.each(LOCALES)('puts every key metric in the %s Investor Presentation', async (locale) => {
    const { content } = documentLanguage(locale);
    const presentation = content.investors.documents.find((document) => document.id === 'investor-presentation')!;
    const text = (await pdfAt(investorDocumentUrl(presentation, locale))).pages.join('\n');
    for (const metric of content.investors.metrics) expect(text).toContain(metric.value);
    for (const figure of content.investors.market.figures) expect(text).toContain(figure.value);
    for (const category of content.solutions.categories) expect(text).toContain(category.title);
  });

  it('keeps the English documents as they were: English titles, words and dates at the English URLs', async () => {
    const summary = await pdfAt('/downloads/harborline-financial-summary-q4-2023.pdf');
    expect(summary.title).toBe('Financial Summary Q4 2023');
    expect(summary.pages[0]).toContain('About This Summary');
    expect(summary.pages.join('\n')).toContain('As of December 31, 2023');
    expect(summary.pages[0]).toContain('Page 1 of');
  });

  it('writes the Spanish documents in Spanish: Spanish headings, dates written the Spanish way, the Spanish table', async () => {
    const summary = await pdfAt('/downloads/es/harborline-financial-summary-q4-2023.pdf');
    const text = summary.pages.join('\n');
    expect(summary.title).toBe('Resumen financiero del 4.º trimestre de 2023');
    expect(text).toContain('Acerca de este resumen');
    expect(text).toContain('Al 31 de diciembre de 2023');
    expect(text).toMatch(/Crecimiento de ingresos\s*–\s*\+239%\s*\+316%/);
    expect(text).toContain('Página 1 de');
    expect(text).toContain('Estados Unidos');
  });

  it('builds the same bytes every time (fixed dates, no build-time randomness)', async () => {
    const again = await mkdtemp(join(tmpdir(), 'downloads-test-'));
    try {
      await generateDownloads(again);
      for (const url of Object.keys(sizes)) {
        expect(Buffer.compare(await readFile(join(again, url)), await fileAt(url)), url).toBe(0);
      }
    } finally {
      await rm(again, { recursive: true, force: true });
    }
  }, 60_000);
});

describe.each(LOCALES)('the %s media kit', (locale) => {
  const { content, text: words, tag } = documentLanguage(locale);
  const entries = async () => unzipSync(new Uint8Array(await fileAt(mediaKitUrl(locale))));
  const text = (data: Uint8Array | undefined) => new TextDecoder().decode(data);

  it('contains the logos, brand colours, boilerplate and fact sheet', async () => {
    expect(Object.keys(await entries()).sort()).toEqual(
      ['logo.svg', 'logo-mark.svg', 'logo.png', 'logo-mark.png', 'brand-colours.txt', 'brand-colours.json', 'boilerplate.txt', 'fact-sheet.pdf'].sort(),
    );
  });

  it('has the one logo as SVG, beside the company name and alone, and as PNGs of print size', async () => {
    const files = await entries();
    const logoMark = await readFile(LOGO_MARK_SVG_PATH, 'utf8');
    expect(text(files[MEDIA_KIT_ENTRIES.logoMarkSvg])).toBe(logoMark);
    expect(text(files[MEDIA_KIT_ENTRIES.logoSvg])).toContain(logoMark.slice(logoMark.indexOf('>') + 1, logoMark.lastIndexOf('</svg>')));
    expect(text(files[MEDIA_KIT_ENTRIES.logoSvg])).toContain(`>${siteConfig.companyName}</text>`);
    const logo = await sharp(files[MEDIA_KIT_ENTRIES.logoPng]).metadata();
    expect([logo.format, logo.width, logo.hasAlpha]).toEqual(['png', 1200, true]);
    const mark = await sharp(files[MEDIA_KIT_ENTRIES.logoMarkPng]).metadata();
    expect([mark.format, mark.width, mark.height]).toEqual(['png', 512, 512]);
  });

  it("lists every colour token of the site's theme, introduced in its language", async () => {
    const files = await entries();
    const colours = await loadBrandColours();
    expect(colours.length).toBeGreaterThan(5);
    const listing = text(files[MEDIA_KIT_ENTRIES.coloursText]);
    expect(listing.split('\n').slice(0, 2)).toEqual([words.mediaKit.brandColours.title, words.mediaKit.brandColours.intro]);
    const json = JSON.parse(text(files[MEDIA_KIT_ENTRIES.coloursJson])) as { colours: { name: string; hex: string; inLogo: boolean }[] };
    for (const colour of colours) {
      expect(listing).toContain(colour.name);
      expect(listing).toContain(colour.hex.toUpperCase());
      expect(json.colours).toContainEqual(expect.objectContaining({ name: colour.name, hex: colour.hex }));
    }
    // The logo's navy background is a theme colour and is marked as a logo colour.
    expect(json.colours).toContainEqual(expect.objectContaining({ name: 'navy-900', inLogo: true }));
  });

  it('has the company boilerplate and media contact in its language', async () => {
    const boilerplate = text((await entries())[MEDIA_KIT_ENTRIES.boilerplate]);
    expect(boilerplate).toContain(words.mediaKit.boilerplate.title);
    expect(boilerplate).toContain(content.facts.shortDescription);
    expect(boilerplate).toContain(content.home.about.lead);
    expect(boilerplate).toContain(words.mediaKit.boilerplate.mediaContact);
    expect(boilerplate).toContain(siteConfig.pressEmail);
    expect(boilerplate).not.toMatch(OTHER_LANGUAGE[locale]);
  });

  it('has a one-page fact sheet PDF in its language with metrics, services and contact', async () => {
    const factSheet = (await entries())[MEDIA_KIT_ENTRIES.factSheet]!;
    const pdf = await parsePdf(factSheet);
    expect(pdf.title).toBe(words.mediaKit.factSheet.title);
    expect(pdfLanguage(factSheet)).toBe(tag);
    expect(pdf.pages).toHaveLength(1);
    expect(pdf.pages[0]).toContain(words.mediaKit.factSheet.title);
    for (const metric of content.investors.metrics) expect(pdf.pages[0]).toContain(metric.value);
    expect(pdf.pages[0]).toContain(content.solutions.categories[0]!.services[0]!.title);
    expect(pdf.pages[0]).toContain(siteConfig.pressEmail);
    expect(pdf.pages[0]).not.toMatch(OTHER_LANGUAGE[locale]);
  });

  it('stamps every entry with the publication date, not the build time', async () => {
    const archive = await fileAt(mediaKitUrl(locale));
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

it('keeps the English fact sheet titled as it was', async () => {
  const factSheet = unzipSync(new Uint8Array(await fileAt(mediaKitUrl('en'))))[MEDIA_KIT_ENTRIES.factSheet]!;
  expect((await parsePdf(factSheet)).title).toBe(`${siteConfig.companyName} Fact Sheet`);
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
