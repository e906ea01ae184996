import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * Reads `.env` from the working folder into process.env, if there is one. Variables already set in the
 * real environment win: Node's loader never overwrites them.
 */
export function loadEnvFile(path = resolve('.env')): void {
  if (existsSync(path)) process.loadEnvFile(path);
}
