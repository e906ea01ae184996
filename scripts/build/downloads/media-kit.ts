/** The media kit: logos, brand colours, boilerplate and a one-page fact sheet, in one zip per language. */
import { zipSync, type Zippable } from 'fflate';
import { siteConfig } from '../../../src/shared/site-config.ts';
import type { BrandColour } from './brand.ts';
import { BrandedPdf, type PdfBranding } from './branded-pdf.ts';
import type { DocumentLanguage } from './document-language.ts';

const company = siteConfig.companyName;

export interface MediaKitAssets {
  logoSvg: Buffer;
  logoMarkSvg: Buffer;
  logoPng: Buffer;
  logoMarkPng: Buffer;
  colours: readonly BrandColour[];
  branding: PdfBranding;
}

/** Names of the files inside the archive: the same in every language, like the archive's own name. */
export const MEDIA_KIT_ENTRIES = {
  logoSvg: 'logo.svg',
  logoMarkSvg: 'logo-mark.svg',
  logoPng: 'logo.png',
  logoMarkPng: 'logo-mark.png',
  coloursText: 'brand-colours.txt',
  coloursJson: 'brand-colours.json',
  boilerplate: 'boilerplate.txt',
  factSheet: 'fact-sheet.pdf',
} as const;

const rgbOf = (hex: string): [number, number, number] => {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((digit) => digit + digit).join('') : hex.slice(1, 7);
  return [0, 2, 4].map((at) => Number.parseInt(digits.slice(at, at + 2), 16)) as [number, number, number];
};

/** Colours the logo itself uses are the ones to reach for first. */
function colourRows(colours: readonly BrandColour[], logoSvg: string) {
  const inLogo = new Set([...logoSvg.matchAll(/#[0-9a-f]{6}\b/gi)].map((match) => match[0].toLowerCase()));
  return colours.map((colour) => ({ ...colour, rgb: rgbOf(colour.hex), inLogo: inLogo.has(colour.hex) }));
}

export function brandColoursText(colours: readonly BrandColour[], logoSvg: string, { text }: DocumentLanguage): string {
  const rows = colourRows(colours, logoSvg);
  const width = Math.max(...rows.map((row) => row.name.length)) + 2;
  return [
    text.mediaKit.brandColours.title,
    text.mediaKit.brandColours.intro,
    '',
    ...rows.map((row) => `${row.inLogo ? '*' : ' '} ${row.name.padEnd(width)}${row.hex.toUpperCase()}   RGB ${row.rgb.join(', ')}`),
    '',
  ].join('\n');
}

export function brandColoursJson(colours: readonly BrandColour[], logoSvg: string): string {
  const rows = colourRows(colours, logoSvg).map(({ name, hex, rgb, inLogo }) => ({ name, hex, rgb, inLogo }));
  return `${JSON.stringify({ company, colours: rows }, null, 2)}\n`;
}

export function boilerplateText({ content, text }: DocumentLanguage): string {
  const words = text.mediaKit.boilerplate;
  return [
    words.title,
    '',
    words.oneLine,
    `${company}: ${content.facts.shortDescription}`,
    '',
    words.full,
    content.home.about.lead,
    '',
    words.mediaContact,
    text.postalAddress,
    '',
  ].join('\n');
}

export async function renderFactSheet(language: DocumentLanguage, branding: PdfBranding, creationDate: Date): Promise<Buffer> {
  const { content } = language;
  const words = language.text.mediaKit.factSheet;
  const pdf = new BrandedPdf({
    title: words.title,
    subject: words.subject,
    subtitle: `${company}: ${content.facts.shortDescription}`,
    language,
    branding,
    creationDate,
  });
  pdf.heading(words.about).paragraph(content.home.about.lead, { size: 10 });
  pdf
    .heading(content.investors.metricsHeading)
    .figures(content.investors.metrics.map((metric) => ({ value: metric.value, label: metric.title, note: metric.period })), 4);
  pdf
    .heading(words.services)
    .bullets(content.solutions.categories.map((category) => `${category.title}: ${category.services.map((service) => service.title).join(', ')}`));
  pdf.heading(words.contact).paragraph(words.contactLine, { size: 10 }).paragraph(words.addressLine, { size: 10, muted: true });
  if (pdf.pageCount !== 1) throw new Error(`The fact sheet must fit on one page; it takes ${pdf.pageCount}.`);
  return pdf.finish();
}

/** Builds one language's zip; every entry gets the same fixed time so the archive is reproducible. */
export async function buildMediaKit(assets: MediaKitAssets, language: DocumentLanguage, creationDate: Date): Promise<Buffer> {
  const text = (value: string) => new TextEncoder().encode(value);
  const logoSvg = assets.logoSvg.toString('utf8');
  const entries: Record<keyof typeof MEDIA_KIT_ENTRIES, Uint8Array> = {
    logoSvg: assets.logoSvg,
    logoMarkSvg: assets.logoMarkSvg,
    logoPng: assets.logoPng,
    logoMarkPng: assets.logoMarkPng,
    coloursText: text(brandColoursText(assets.colours, logoSvg, language)),
    coloursJson: text(brandColoursJson(assets.colours, logoSvg)),
    boilerplate: text(boilerplateText(language)),
    factSheet: await renderFactSheet(language, assets.branding, creationDate),
  };
  // Zip times have no time zone and fflate reads local time: this date reads as creationDate's UTC time anywhere.
  const mtime = new Date(
    creationDate.getUTCFullYear(),
    creationDate.getUTCMonth(),
    creationDate.getUTCDate(),
    creationDate.getUTCHours(),
    creationDate.getUTCMinutes(),
    creationDate.getUTCSeconds(),
  );
  const zippable: Zippable = {};
  for (const [key, data] of Object.entries(entries) as [keyof typeof MEDIA_KIT_ENTRIES, Uint8Array][]) {
    zippable[MEDIA_KIT_ENTRIES[key]] = [data, { mtime }];
  }
  return Buffer.from(zipSync(zippable, { level: 9 }));
}
