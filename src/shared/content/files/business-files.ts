import { loadContentFolder } from '../../../../scripts/content/load-content.ts';
import { businessFilesOf, type BusinessFiles } from './content-model.ts';

/**
 * The business facts alone (content/business.yaml and each language's business.yaml), for the code the browser
 * loads too (site-config.ts, the islands' words): like content-files.ts, the content plugin puts the data in its
 * place in Vite, and it is kept apart so that islands never carry the articles or the pages' copy.
 */
export const BUSINESS_FILES: BusinessFiles = businessFilesOf(loadContentFolder());
