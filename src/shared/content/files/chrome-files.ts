import { CONTENT_FILES } from './content-files.ts';
import { chromeFilesOf, type ChromeFiles } from './content-model.ts';

/**
 * Each language's chrome.yaml alone, for the code the browser loads too (the toaster, the honeypot, the forms'
 * islands): like business-files.ts, the content plugin puts the data in its place in Vite, so islands never carry
 * the articles or the pages' copy. Plain Node takes it from the folder content-files.ts has read.
 */
export const CHROME_FILES: ChromeFiles = chromeFilesOf(CONTENT_FILES);
