import { loadContentFolder } from '../../../../scripts/content/load-content.ts';
import type { ContentFiles } from './content-model.ts';

/**
 * The files under content/, read and checked. Vite never runs this module: in the builds, the dev server and Vitest
 * the content plugin (scripts/build/content-plugin.ts) puts the loaded files in its place as plain data, so neither
 * the browser nor the built server reads the folder, and it watches the folder in `npm run dev`. Plain Node (the build
 * script itself, Playwright, the bench scripts) runs it, and reads the folder here.
 */
export const CONTENT_FILES: ContentFiles = loadContentFolder();
