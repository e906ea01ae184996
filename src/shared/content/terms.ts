import { legalDocumentIn } from './legal-documents.ts';
import type { LegalDocument } from './types.ts';

/** The terms of service: content/en/legal/terms.md. */
export const termsOfService: LegalDocument = legalDocumentIn('en', 'terms');
