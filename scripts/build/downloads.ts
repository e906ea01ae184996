import type { DownloadSizes } from '../../src/client/pages/page-props.ts';

/** Generates the investor PDFs and the media kit into <outDir>/downloads; returns their sizes by URL. */
export async function generateDownloads(_outDir: string): Promise<DownloadSizes> {
  return {};
}
