import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerAssistantRoutes } from './assistant-routes.ts';

async function configFrom(voice: Parameters<typeof registerAssistantRoutes>[1]['voice']) {
  const app = Fastify();
  registerAssistantRoutes(app, { voice });
  const response = await app.inject({ method: 'GET', url: '/api/assistant/config' });
  await app.close();
  return response.json() as unknown;
}

describe('assistant config route', () => {
  it('enables voice only with both a public key and an assistant id', async () => {
    expect(await configFrom({ publicKey: 'pk', assistantId: 'asst' })).toEqual({ voice: { enabled: true, publicKey: 'pk', assistantId: 'asst' } });
    expect(await configFrom({ assistantId: 'asst' })).toEqual({ voice: { enabled: false } });
    expect(await configFrom({ publicKey: 'pk', assistantId: '' })).toEqual({ voice: { enabled: false } });
    expect(await configFrom({})).toEqual({ voice: { enabled: false } });
  });
});
