import { legalDocumentIn } from './legal-documents.ts';
import type { LegalDocument } from './types.ts';

/** The privacy policy: content/en/legal/privacy.md. */
export const privacyPolicy: LegalDocument = legalDocumentIn('en', 'privacy');
