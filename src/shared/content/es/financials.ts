import { financialsTextIn, type FinancialsText } from '../financials.ts';

/** The financial table's words in Spanish (content/es/pages/investors.yaml); the figures are the same in all languages. */
export const FINANCIALS_TEXT: FinancialsText = financialsTextIn('es');
