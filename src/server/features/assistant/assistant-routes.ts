import type { FastifyInstance } from 'fastify';
import { ASSISTANT_CONFIG_PATH, voiceConfigFrom, type AssistantConfigResponse } from '../../../shared/assistant/voice-config.ts';
import type { ServerConfig } from '../../config.ts';

/**
 * The assistant widget's run-time settings. Voice is configured per deploy (VAPI_* variables), so
 * the browser asks here instead of reading values baked into the build. The public key is meant
 * for browsers; nothing secret is sent.
 */
export function registerAssistantRoutes(app: FastifyInstance, deps: { voice: ServerConfig['voice'] }) {
  const body: AssistantConfigResponse = { voice: voiceConfigFrom(deps.voice) };
  app.get(ASSISTANT_CONFIG_PATH, async (_request, reply) => {
    // Revalidated on each use: a redeploy with new settings takes effect at once.
    return reply.header('cache-control', 'no-cache').send(body);
  });
}
