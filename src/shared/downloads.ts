import { investorsContent } from './content/investors.ts';
import type { InvestorDocument } from './content/types.ts';

/** Files generated at build time (scripts/build/downloads.ts) and linked from the pages. */
export const MEDIA_KIT_FILE_NAME = 'harborline-media-kit.zip';
export const MEDIA_KIT_URL = `/downloads/${MEDIA_KIT_FILE_NAME}`;

export const investorDocumentUrl = (document: InvestorDocument) => `/downloads/${document.fileName}`;

export const INVESTOR_DOCUMENT_URLS = investorsContent.documents.map(investorDocumentUrl);
