import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import { registerAssistantRoutes } from './assistant-routes.ts';

const CHAT = { perMinute: 10, perDay: 100, providerTimeoutMs: 8000, liveMaxPerDay: 2000 };
/** The config route never reads the database. */
const NO_DATABASE = {} as Database;

async function configFrom(voice: Parameters<typeof registerAssistantRoutes>[1]['voice']) {
  const app = Fastify();
  registerAssistantRoutes(app, { db: NO_DATABASE, voice, chat: CHAT, siteUrl: 'http://localhost:3000', chatRateLimit: async () => {} });
  const response = await app.inject({ method: 'GET', url: '/api/assistant/config' });
  await app.close();
  return response.json() as unknown;
}

describe('assistant config route', () => {
  it('enables voice only with both a public key and an assistant id', async () => {
    expect(await configFrom({ publicKey: 'pk', assistantId: 'asst' })).toEqual({ voice: { enabled: true, publicKey: 'pk', assistantId: 'asst' }, chat: { live: false } });
    expect(await configFrom({ assistantId: 'asst' })).toEqual({ voice: { enabled: false }, chat: { live: false } });
    expect(await configFrom({ publicKey: 'pk', assistantId: '' })).toEqual({ voice: { enabled: false }, chat: { live: false } });
    expect(await configFrom({})).toEqual({ voice: { enabled: false }, chat: { live: false } });
  });

  it('turns live chat on with the private key and the assistant id, and never sends the private key', async () => {
    const config = await configFrom({ publicKey: 'pk', privateKey: 'sk_secret_value', assistantId: 'asst' });
    expect(config).toEqual({ voice: { enabled: true, publicKey: 'pk', assistantId: 'asst' }, chat: { live: true } });
    expect(JSON.stringify(config)).not.toContain('sk_secret_value');
    expect(await configFrom({ privateKey: 'sk', assistantId: '' })).toMatchObject({ chat: { live: false } });
  });
});
