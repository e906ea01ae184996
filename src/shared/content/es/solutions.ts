import { solutionsContentIn } from '../solutions.ts';
import type { SolutionsContent } from '../types.ts';

/** The Solutions page in Spanish, content/es/pages/solutions.yaml: the same categories, services, ids and icons as English's. */
export const solutionsContent: SolutionsContent = solutionsContentIn('es');
