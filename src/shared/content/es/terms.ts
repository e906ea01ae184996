import { legalDocumentIn } from '../legal-documents.ts';
import type { LegalDocument } from '../types.ts';
import type { LegalTranslationNotice } from './legal-translation.ts';

/** Shown above the Spanish terms: the English terms at /terms are the binding ones. */
export const termsTranslationNotice: LegalTranslationNotice = {
  text: 'Esta traducción al español se ofrece únicamente para su comodidad. La versión en inglés de estos Términos de servicio es la que rige: en caso de cualquier conflicto, discrepancia o diferencia de interpretación entre la versión en inglés y esta traducción, prevalecerá la versión en inglés.',
  linkLabel: 'Leer los Términos de servicio en inglés',
  href: '/terms',
  hrefLang: 'en',
};

/** The terms of service in Spanish: content/es/legal/terms.md, the twin of the English file (the same sections and dates). */
export const termsOfService: LegalDocument = legalDocumentIn('es', 'terms');
