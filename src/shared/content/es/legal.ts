import type { LEGAL_DATE_LABELS as ENGLISH_LEGAL_DATE_LABELS } from '../legal.ts';
import type { Words } from '../words.ts';

/** Said before the dates at the top of the Spanish privacy policy and terms (../legal.ts). */
export const LEGAL_DATE_LABELS: Words<typeof ENGLISH_LEGAL_DATE_LABELS> = { effective: 'Fecha de entrada en vigor:', updated: 'Última actualización:' };
