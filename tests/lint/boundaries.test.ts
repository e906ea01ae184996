import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { projectPath } from '../../src/server/project-root.ts';

/**
 * The layer rules of eslint.boundaries.js, shown firing on small sources placed in each layer. The imported
 * modules are real files, so a rule that stopped resolving imports would make the "reported" cases fail.
 */
const eslint = new ESLint({ cwd: projectPath() });

async function boundaryErrors(filePath: string, importLine: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${importLine}\nexport const used = imported;\n`, { filePath: projectPath(filePath) });
  return result!.messages.filter((message) => message.ruleId === 'boundaries/dependencies').map((message) => message.message);
}

const FORBIDDEN: [string, string, string, RegExp][] = [
  ['shared imports browser code', 'src/shared/fixture.ts', "import { apiRequest as imported } from '../client/lib/api-request.ts';", /Shared code/],
  ['shared imports server code', 'src/shared/fixture.ts', "import { loadConfig as imported } from '../server/config.ts';", /Shared code/],
  ['browser code imports server code', 'src/client/lib/fixture.ts', "import { loadConfig as imported } from '../../server/config.ts';", /Browser code cannot import server code/],
  ['a browser feature imports server code', 'src/client/features/assistant/fixture.ts', "import { loadConfig as imported } from '../../../server/config.ts';", /Browser code cannot import server code/],
  ['server code imports browser code', 'src/server/fixture.ts', "import { apiRequest as imported } from '../client/lib/api-request.ts';", /Server code cannot import browser code/],
  ['a browser feature reaches into another', 'src/client/features/assistant/fixture.ts', "import { submitContact as imported } from '../demo-request/submit-demo-request.ts';", /public entry \(src\/client\/features\/demo-request\/index\.ts\)/],
  ['a server feature reaches into another', 'src/server/features/admin/fixture.ts', "import { queueDelivery as imported } from '../leads/outbox-repository.ts';", /public entry \(src\/server\/features\/leads\/index\.ts\)/],
];

const ALLOWED: [string, string, string][] = [
  ['browser code imports shared code', 'src/client/lib/fixture.ts', "import { siteConfig as imported } from '../../shared/site-config.ts';"],
  ['server code imports shared code', 'src/server/fixture.ts', "import { siteConfig as imported } from '../shared/site-config.ts';"],
  ['a feature imports another through its entry', 'src/client/features/assistant/fixture.ts', "import { submitContact as imported } from '../demo-request/index.ts';"],
  ['a server feature imports another through its entry', 'src/server/features/admin/fixture.ts', "import { queueDelivery as imported } from '../leads/index.ts';"],
  ['a feature imports its own internals', 'src/server/features/leads/fixture.ts', "import { queueDelivery as imported } from './outbox-repository.ts';"],
];

describe('lint-enforced layer boundaries', () => {
  it.each(FORBIDDEN)('reports it when %s', async (_case, filePath, importLine, message) => {
    const errors = await boundaryErrors(filePath, importLine);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(message);
  });

  it.each(ALLOWED)('allows it when %s', async (_case, filePath, importLine) => {
    expect(await boundaryErrors(filePath, importLine)).toEqual([]);
  });
});
