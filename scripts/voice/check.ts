/** npm run voice:check: says every way the voice provider differs from voice/ and from what the server needs; exit 1 on any. */
import { loadEnvFile } from '../../src/server/env-file.ts';
import { runVoiceCheck } from '../../src/server/features/voice-assistants/index.ts';

loadEnvFile();
runVoiceCheck({ env: process.env, out: (line) => console.info(line) }).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`voice:check failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  },
);
