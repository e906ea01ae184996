import { startFakeVapiProvider, type FakeVapiProvider } from '../support/fake-vapi-provider.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { test as base } from './fixtures.ts';

/**
 * A test whose worker's server talks to a local fake of the voice provider (live chat, call-backs), configured
 * with the provider's keys and the extra settings given.
 */
export function testWithFakeProvider(env: Record<string, string> = {}) {
  return base.extend<object, { provider: FakeVapiProvider; server: TestServer }>({
    provider: [
      async ({}, use) => {
        const provider = await startFakeVapiProvider();
        await use(provider);
        await provider.close();
      },
      { scope: 'worker' },
    ],
    server: [
      async ({ provider }, use) => {
        const server = await startTestServer({
          listen: true,
          env: { VAPI_API_BASE_URL: provider.url, VAPI_PRIVATE_KEY: 'e2e_private_key', VAPI_ASSISTANT_ID: 'asst_e2e', ...env },
        });
        await use(server);
        await server.close();
      },
      { scope: 'worker', timeout: 60_000 },
    ],
  });
}
