import { CONTENT_FILES } from '../files/content-files.ts';
import { fillFactsDeep } from '../files/fact-names.ts';
import { factsIn } from '../files/facts.ts';
import type { NotFoundPageFile } from '../files/pages-schema.ts';

/** The 404 page's words in Spanish: content/es/pages/not-found.yaml. */
export const notFoundContent: NotFoundPageFile = fillFactsDeep(CONTENT_FILES.languages.es.pages.notFound, factsIn('es'));
