import { legalDocumentIn } from '../legal-documents.ts';
import type { LegalDocument } from '../types.ts';
import type { LegalTranslationNotice } from './legal-translation.ts';

/** Shown above the Spanish privacy policy: the English policy at /privacy is the binding one. */
export const privacyTranslationNotice: LegalTranslationNotice = {
  text: 'Esta traducción al español se ofrece únicamente para su comodidad. La versión en inglés de esta Política de privacidad es la que rige: en caso de cualquier conflicto, discrepancia o diferencia de interpretación entre la versión en inglés y esta traducción, prevalecerá la versión en inglés.',
  linkLabel: 'Leer la Política de privacidad en inglés',
  href: '/privacy',
  hrefLang: 'en',
};

/** The privacy policy in Spanish: content/es/legal/privacy.md, the twin of the English file (the same sections and dates). */
export const privacyPolicy: LegalDocument = legalDocumentIn('es', 'privacy');
