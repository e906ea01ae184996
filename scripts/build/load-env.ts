/** Imported first by scripts/build.ts, so build-time settings in .env apply before any module reads them. */
import { loadEnvFile } from '../../src/server/env-file.ts';

loadEnvFile();
