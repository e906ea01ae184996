import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { investorDocumentUrl, mediaKitUrl } from '../../src/shared/downloads.ts';
import { LOCALES } from '../../src/shared/i18n/locales.ts';
import { siteConfig } from '../../src/shared/site-config.ts';
import type { DownloadSizes } from '../../src/client/pages/page-props.ts';
import { colourNamed, loadBrandColours, LOGO_MARK_SVG_PATH, svgToPng } from './downloads/brand.ts';
import type { PdfBranding } from './downloads/branded-pdf.ts';
import { documentLanguage } from './downloads/document-language.ts';
import { formatFileSize } from './downloads/file-size.ts';
import { renderInvestorDocument } from './downloads/investor-documents.ts';
import { buildMediaKit } from './downloads/media-kit.ts';
import { wordmarkLogo } from './logo-svg.ts';

/** Documents carry this date, not the build time, so the same content always builds the same bytes. */
const DEFAULT_PUBLICATION_DATE = '2024-01-31T00:00:00Z';

/** SOURCE_DATE_EPOCH (seconds, the reproducible-builds convention) overrides the default. */
export function publicationDate(env: Record<string, string | undefined> = process.env): Date {
  const epoch = Number(env.SOURCE_DATE_EPOCH);
  return env.SOURCE_DATE_EPOCH && Number.isFinite(epoch) ? new Date(epoch * 1000) : new Date(DEFAULT_PUBLICATION_DATE);
}

/**
 * Generates the investor PDFs and the media kit in every language, each at its URL under <outDir>
 * (/downloads/…, /downloads/es/…); returns their sizes by URL.
 */
export async function generateDownloads(outDir: string): Promise<DownloadSizes> {
  const creationDate = publicationDate();

  const [colours, logoMarkSvg] = await Promise.all([loadBrandColours(), readFile(LOGO_MARK_SVG_PATH)]);
  // The mark with the company's name beside it, so the kit's full logo follows both.
  const logoSvg = Buffer.from(wordmarkLogo(logoMarkSvg.toString('utf8'), siteConfig.companyName));
  const [logoPng, logoMarkPng, pdfLogoMark] = await Promise.all([
    svgToPng(logoSvg, 1200),
    svgToPng(logoMarkSvg, 512),
    // Drawn about 26 pt wide in the PDFs: 128 px stays sharp when printed without bloating each file.
    svgToPng(logoMarkSvg, 128),
  ]);
  const branding: PdfBranding = {
    companyName: siteConfig.companyName,
    logoMarkPng: pdfLogoMark,
    colours: {
      ink: colourNamed(colours, 'navy-900'),
      accent: colourNamed(colours, 'ocean-700'),
      highlight: colourNamed(colours, 'teal-500'),
      muted: colourNamed(colours, 'navy-700'),
      rule: colourNamed(colours, 'ocean-100'),
      panel: colourNamed(colours, 'ocean-50'),
    },
  };

  const sizes: Record<string, string> = {};
  const save = async (url: string, body: Buffer) => {
    const file = join(outDir, url);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, body);
    sizes[url] = formatFileSize(body.length);
  };

  for (const locale of LOCALES) {
    const language = documentLanguage(locale);
    for (const document of language.content.investors.documents) {
      await save(investorDocumentUrl(document, locale), await renderInvestorDocument(document, language, branding, creationDate));
    }
    await save(mediaKitUrl(locale), await buildMediaKit({ logoSvg, logoMarkSvg, logoPng, logoMarkPng, colours, branding }, language, creationDate));
  }
  return sizes;
}
