import { investorsContentIn } from '../investors.ts';
import type { InvestorsContent } from '../types.ts';

/** The Investors page in Spanish, content/es/pages/investors.yaml: the same metrics, documents and icons as English's. */
export const investorsContent: InvestorsContent = investorsContentIn('es');
