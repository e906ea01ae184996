import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { investorsContent } from '../../src/shared/content/investors.ts';
import { investorDocumentUrl, MEDIA_KIT_FILE_NAME, MEDIA_KIT_URL } from '../../src/shared/downloads.ts';
import { siteConfig } from '../../src/shared/site-config.ts';
import type { DownloadSizes } from '../../src/client/pages/page-props.ts';
import { colourNamed, loadBrandColours, LOGO_MARK_SVG_PATH, LOGO_SVG_PATH, svgToPng } from './downloads/brand.ts';
import type { PdfBranding } from './downloads/branded-pdf.ts';
import { formatFileSize } from './downloads/file-size.ts';
import { renderInvestorDocument } from './downloads/investor-documents.ts';
import { buildMediaKit } from './downloads/media-kit.ts';

/** Documents carry this date, not the build time, so the same content always builds the same bytes. */
const DEFAULT_PUBLICATION_DATE = '2024-01-31T00:00:00Z';

/** SOURCE_DATE_EPOCH (seconds, the reproducible-builds convention) overrides the default. */
export function publicationDate(env: Record<string, string | undefined> = process.env): Date {
  const epoch = Number(env.SOURCE_DATE_EPOCH);
  return env.SOURCE_DATE_EPOCH && Number.isFinite(epoch) ? new Date(epoch * 1000) : new Date(DEFAULT_PUBLICATION_DATE);
}

/** Generates the investor PDFs and the media kit into <outDir>/downloads; returns their sizes by URL. */
export async function generateDownloads(outDir: string): Promise<DownloadSizes> {
  const folder = join(outDir, 'downloads');
  await mkdir(folder, { recursive: true });
  const creationDate = publicationDate();

  const [colours, logoSvg, logoMarkSvg] = await Promise.all([loadBrandColours(), readFile(LOGO_SVG_PATH), readFile(LOGO_MARK_SVG_PATH)]);
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
  const save = async (url: string, fileName: string, body: Buffer) => {
    await writeFile(join(folder, fileName), body);
    sizes[url] = formatFileSize(body.length);
  };

  for (const document of investorsContent.documents) {
    await save(investorDocumentUrl(document), document.fileName, await renderInvestorDocument(document, branding, creationDate));
  }
  const mediaKit = await buildMediaKit({ logoSvg, logoMarkSvg, logoPng, logoMarkPng, colours, branding }, creationDate);
  await save(MEDIA_KIT_URL, MEDIA_KIT_FILE_NAME, mediaKit);
  return sizes;
}
