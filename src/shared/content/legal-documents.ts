import type { Locale } from '../i18n/locales.ts';
import { CONTENT_FILES } from './files/content-files.ts';
import { fillFactsDeep } from './files/fact-names.ts';
import { factsIn } from './files/facts.ts';
import type { LegalDocumentName } from './files/legal-schema.ts';
import type { LegalDocument } from './types.ts';

/** A legal text in one language, from content/<language>/legal/<name>.md, with its facts filled in. */
export const legalDocumentIn = (locale: Locale, name: LegalDocumentName): LegalDocument => fillFactsDeep(CONTENT_FILES.languages[locale].legal[name], factsIn(locale));
