import { newsContentIn } from '../news.ts';
import type { NewsContent } from '../types.ts';

/** The newsroom in Spanish: content/es/news/*.md and content/es/pages/news.yaml, twins of the English files. */
export const newsContent: NewsContent = newsContentIn('es');
