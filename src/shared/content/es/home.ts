import { homeContentIn } from '../home.ts';
import type { HomeContent } from '../types.ts';

/** The home page in Spanish, content/es/pages/home.yaml: the same sections, cards, icons and figures as English's. */
export const homeContent: HomeContent = homeContentIn('es');
