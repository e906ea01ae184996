import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { projectPath } from '../../src/server/project-root.ts';

/**
 * The layer rules of eslint.boundaries.js, shown firing on small sources placed in each layer. The imported
 * modules are real files, so a rule that stopped resolving imports would make the "reported" cases fail.
 */
const eslint = new ESLint({ cwd: projectPath() });
/** Linting with the import graph (no-cycle reads the files an import reaches) takes seconds on a busy machine. */
const LINT_TIMEOUT_MS = 30_000;

async function boundaryErrors(filePath: string, importLine: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${importLine}\nexport const used = imported;\n`, { filePath: projectPath(filePath) });
  return result!.messages.filter((message) => message.ruleId === 'boundaries/dependencies').map((message) => message.message);
}

/** The import-cycle rule's errors for `source` linted as the real file `filePath` (its imports are read from disk). */
async function cycleErrors(filePath: string, importLine: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${importLine}\nexport const used = imported;\n`, { filePath: projectPath(filePath) });
  return result!.messages.filter((message) => message.ruleId === 'local/no-import-cycles').map((message) => message.message);
}

const FORBIDDEN: [string, string, string, RegExp][] = [
  ['shared imports browser code', 'src/shared/fixture.ts', "import { apiRequest as imported } from '../client/lib/api-request.ts';", /Shared code/],
  ['shared imports server code', 'src/shared/fixture.ts', "import { loadConfig as imported } from '../server/config/config.ts';", /Shared code/],
  ['browser code imports server code', 'src/client/lib/fixture.ts', "import { loadConfig as imported } from '../../server/config/config.ts';", /Browser code cannot import server code/],
  ['a browser feature imports server code', 'src/client/features/assistant/fixture.ts', "import { loadConfig as imported } from '../../../server/config/config.ts';", /Browser code cannot import server code/],
  ['server code imports browser code', 'src/server/fixture.ts', "import { apiRequest as imported } from '../client/lib/api-request.ts';", /Server code cannot import browser code/],
  ['a browser feature imports another', 'src/client/features/assistant/fixture.ts', "import { formatDateTime as imported } from '../admin/components/format.ts';", /A browser feature cannot import another browser feature \(src\/client\/features\/admin\)/],
  ['a browser feature imports another even through an index.ts', 'src/client/features/assistant/fixture.ts', "import imported from '../demo-request/DemoRequestIsland.tsx';", /A browser feature cannot import another browser feature/],
  ['a server feature reaches into another', 'src/server/features/admin/fixture.ts', "import { bookMeeting as imported } from '../booking/meeting-repository.ts';", /public entry \(src\/server\/features\/booking\/index\.ts\)/],
  ["a feature reaches into the outbox's internals", 'src/server/features/booking/fixture.ts', "import { queueDelivery as imported } from '../outbox/outbox-repository.ts';", /public entry \(src\/server\/features\/outbox\/index\.ts\)/],
  ['the app reaches into a feature', 'src/server/app.ts', "import { installBooking as imported } from './features/booking/booking-feature.ts';", /The app uses a feature through its public entry \(src\/server\/features\/booking\/index\.ts\)/],
  ['the outbox imports a feature, even through its entry', 'src/server/features/outbox/fixture.ts', "import { installBooking as imported } from '../booking/index.ts';", /The outbox knows no feature: it cannot import src\/server\/features\/booking/],
  ['the outbox imports a feature by a type-only import', 'src/server/features/outbox/fixture.ts', "import type { Booking as imported } from '../booking/index.ts';", /The outbox knows no feature/],
  ['the outbox imports the e-mail channel', 'src/server/features/outbox/fixture.ts', "import { createEmailChannel as imported } from '../mail-and-webhooks/index.ts';", /The outbox knows no feature/],
  ['the configuration imports a feature', 'src/server/config/fixture.ts', "import { nextRetryDelayMs as imported } from '../features/outbox/retry-schedule.ts';", /The configuration is the bottom of the server/],
  ['the configuration imports the database', 'src/server/config/fixture.ts', "import { openDatabase as imported } from '../db/connection.ts';", /The configuration is the bottom of the server/],
  ['the configuration imports the app', 'src/server/config/fixture.ts', "import { buildApp as imported } from '../app.ts';", /The configuration is the bottom of the server/],
  ['the database imports a feature', 'src/server/db/fixture.ts', "import { queueDelivery as imported } from '../features/outbox/index.ts';", /The server core .* sits below the features/],
  ['security imports a feature', 'src/server/security/fixture.ts', "import { relayedTranscriptOf as imported } from '../features/assistant/index.ts';", /The server core .* sits below the features/],
  ['logging imports a feature', 'src/server/logging.ts', "import { relayedTranscriptOf as imported } from './features/assistant/index.ts';", /The server core .* sits below the features/],
];

const ALLOWED: [string, string, string][] = [
  ['browser code imports shared code', 'src/client/lib/fixture.ts', "import { siteConfig as imported } from '../../shared/site-config.ts';"],
  ['server code imports shared code', 'src/server/fixture.ts', "import { siteConfig as imported } from '../shared/site-config.ts';"],
  ['a server feature imports another through its entry', 'src/server/features/admin/fixture.ts', "import { queueDelivery as imported } from '../outbox/index.ts';"],
  ['a feature imports its own internals', 'src/server/features/outbox/fixture.ts', "import { queueDelivery as imported } from './outbox-repository.ts';"],
  ['the app installs a feature through its entry', 'src/server/app.ts', "import { installBooking as imported } from './features/booking/index.ts';"],
  ['the outbox imports the database', 'src/server/features/outbox/fixture.ts', "import { leadDeliveries as imported } from '../../db/schema.ts';"],
  ['a browser feature imports the form layer every lead form uses', 'src/client/features/assistant/fixture.ts', "import { submitLead as imported } from '../../components/form/submit-lead.ts';"],
  ['a feature imports a setting parser from the configuration', 'src/server/features/call-back/fixture.ts', "import { parseCallingHours as imported } from '../../config/calling-hours.ts';"],
  ['the configuration imports where the package sits', 'src/server/config/fixture.ts', "import { projectPath as imported } from '../project-root.ts';"],
  ['the database reads a setting type', 'src/server/db/fixture.ts', "import { DEFAULT_DATABASE_TIMEOUTS as imported } from '../config/database-settings.ts';"],
];

describe('lint-enforced layer boundaries', { timeout: LINT_TIMEOUT_MS }, () => {
  it.each(FORBIDDEN)('reports it when %s', async (_case, filePath, importLine, message) => {
    const errors = await boundaryErrors(filePath, importLine);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(message);
  });

  it.each(ALLOWED)('allows it when %s', async (_case, filePath, importLine) => {
    expect(await boundaryErrors(filePath, importLine)).toEqual([]);
  });
});

/** Real files of src/ that would import each other if the first imported the second (which imports it already). */
const CYCLES: [string, string, string][] = [
  ['two server files', 'src/server/config/proxy-trust.ts', "import { loadConfig as imported } from './config.ts';"],
  ['the configuration and the database', 'src/server/config/database-settings.ts', "import { openDatabase as imported } from '../db/connection.ts';"],
  ['two browser files', 'src/client/lib/conversation-storage.ts', "import { liveConversationToken as imported } from './conversation-token.ts';"],
  ['two files by a type-only import', 'src/shared/assistant/chat-intent.ts', "import type { recognizeIntent as imported } from './intents.ts';"],
  ['two files by a re-export', 'src/shared/content/site-chrome.ts', "export { SITE_CONTENT as imported } from './site-content.ts';"],
];

describe('lint-enforced: no import cycles', { timeout: LINT_TIMEOUT_MS }, () => {
  it.each(CYCLES)('reports a cycle between %s', async (_case, filePath, importLine) => {
    const errors = await cycleErrors(filePath, importLine);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(new RegExp(`^Dependency cycle: ${filePath.replaceAll('.', '\\.')} → `));
  });

  it('reports none for an import that closes no loop', async () => {
    expect(await cycleErrors('src/server/config/proxy-trust.ts', "import { projectPath as imported } from '../project-root.ts';")).toEqual([]);
  });
});
