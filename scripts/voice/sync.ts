/**
 * npm run voice:sync [-- --apply]: puts the assistants in voice/ (and the tools our server answers) on the voice
 * provider. Without --apply it only shows the plan. Reads .env like the server.
 */
import { loadEnvFile } from '../../src/server/env-file.ts';
import { runVoiceSync } from '../../src/server/features/voice-assistants/index.ts';

loadEnvFile();
const apply = process.argv.includes('--apply');
runVoiceSync({ env: process.env, out: (line) => console.info(line), apply }).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`voice:sync failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  },
);
