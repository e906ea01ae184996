import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { chunkUrls, launcher, panel, recordRequests } from './assistant-page.ts';
import { CHROMIUM_ARGS, resolveChromiumExecutable } from './browser.ts';
import { expect, test } from './fixtures.ts';
import { ASSISTANT_COPY, VOICE_NOTICES } from '../../src/shared/content/assistant.ts';
import { homeContent } from '../../src/shared/content/home.ts';

/**
 * The widget's voice calls against a local stand-in for the voice provider's API (assistant.e2e.ts has the rest of
 * the widget). A fake microphone, in the full Chromium: in its headless shell the page found no microphone at all, so a
 * denied one could not be told from a missing one. Each test decides whether the site may use it
 * (context.grantPermissions).
 */
test.use({
  launchOptions: { executablePath: resolveChromiumExecutable(), args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream'] },
});

const VOICE_ERROR = VOICE_NOTICES['call-error'];
/** The hero's button that opens the assistant in voice mode. */
const HERO_VOICE_BUTTON = homeContent.hero.assistantLabel;

interface RecordedCall {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A stand-in for the voice provider's API on 127.0.0.1: it answers POST /call/web like Vapi. */
async function startFakeProvider() {
  const calls: RecordedCall[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      response.setHeader('access-control-allow-origin', '*');
      response.setHeader('access-control-allow-headers', 'authorization, content-type');
      response.setHeader('access-control-allow-methods', 'POST, GET, OPTIONS');
      if (request.method === 'OPTIONS') return response.writeHead(204).end();
      calls.push({ method: request.method ?? '', path: request.url ?? '', headers: request.headers, body });
      if (request.method === 'POST' && request.url === '/call/web') {
        const { port } = server.address() as AddressInfo;
        response.writeHead(201, { 'content-type': 'application/json' });
        return response.end(JSON.stringify({ id: `call_${calls.length}`, webCallUrl: `http://127.0.0.1:${port}/room` }));
      }
      response.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    webCalls: () => calls.filter((call) => call.method === 'POST' && call.path === '/call/web'),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test.describe('voice against a local fake provider', () => {
  let provider: Awaited<ReturnType<typeof startFakeProvider>>;
  let voiceSite: TestServer;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    provider = await startFakeProvider();
    voiceSite = await startTestServer({
      listen: true,
      env: { VAPI_PUBLIC_KEY: 'pk_test_123', VAPI_ASSISTANT_ID: 'asst_123', VAPI_API_BASE_URL: provider.url },
    });
  });
  test.afterAll(async () => {
    await voiceSite?.close();
    await provider?.close();
  });

  test('the hero button places a web call with the public key and assistant id; an offline join shows the voice error, and a new start works', async ({
    page,
    context,
    consoleGuard,
  }) => {
    // Daily retries its engine download a few times before giving up.
    test.setTimeout(90_000);
    await context.grantPermissions(['microphone'], { origin: voiceSite.url });
    // No Daily servers here: its engine script (and anything else on daily.co) fails at once.
    await page.route(/daily\.co/, (route) => route.abort());
    // The aborted requests for Daily's engine, and our own log of the resulting call error.
    consoleGuard.allow('Failed to load resource: net::ERR_FAILED');
    consoleGuard.allow('Voice call error');
    // daily-js reports its own failures to its vendor's Sentry; the site's CSP blocks that on purpose.
    consoleGuard.allow(/o77906\.ingest\.sentry\.io/);
    const { voiceSdk } = await chunkUrls();
    const requested = recordRequests(page);
    const before = provider.webCalls().length;

    await page.goto(`${voiceSite.url}/`);
    await page.waitForLoadState('networkidle');
    expect(requested, 'the SDK is not part of the page load').not.toContain(voiceSdk);

    await page.getByRole('button', { name: HERO_VOICE_BUTTON }).click();
    const dialog = panel(page);
    await expect(dialog.getByRole('tab', { name: ASSISTANT_COPY.voiceTab })).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => provider.webCalls().length, { timeout: 15_000 }).toBe(before + 1);
    expect(requested).toContain(voiceSdk);
    const call = provider.webCalls()[before];
    expect(call!.headers.authorization).toBe('Bearer pk_test_123');
    expect(JSON.parse(call!.body)).toMatchObject({ assistantId: 'asst_123' });

    await expect(dialog.getByRole('alert')).toHaveText(VOICE_ERROR, { timeout: 20_000 });
    await expect(dialog.getByText(ASSISTANT_COPY.live, { exact: true })).toHaveCount(0);

    await dialog.getByRole('button', { name: ASSISTANT_COPY.retryCall }).click();
    await expect.poll(() => provider.webCalls().length, { timeout: 15_000 }).toBe(before + 2);
    expect(provider.webCalls()[before + 1]!.headers.authorization).toBe('Bearer pk_test_123');
    await expect(dialog.getByRole('alert')).toHaveText(VOICE_ERROR, { timeout: 20_000 });
  });

  test('a denied microphone explains how to allow it, and no call is placed', async ({ page }) => {
    const before = provider.webCalls().length;
    await page.goto(`${voiceSite.url}/`);
    await launcher(page).click();
    await panel(page).getByRole('tab', { name: ASSISTANT_COPY.voiceTab }).click();
    await panel(page).getByRole('button', { name: ASSISTANT_COPY.startCall }).click();
    await expect(panel(page).getByRole('alert')).toContainText(VOICE_NOTICES['microphone-denied']);
    await expect(panel(page).getByRole('button', { name: ASSISTANT_COPY.retryCall })).toBeVisible();
    expect(provider.webCalls().length).toBe(before);
  });
});
