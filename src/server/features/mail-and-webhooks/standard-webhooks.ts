import { createHmac } from 'node:crypto';
import { WEBHOOK_SECRET_PREFIX } from '../../config/webhook-secret.ts';

/** The HMAC key of a secret that passed webhookSecretProblem (the configuration checks it at start). */
export function webhookKey(secret: string): Buffer {
  return Buffer.from(secret.slice(WEBHOOK_SECRET_PREFIX.length), 'base64');
}

/** `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` */
export function signWebhook(secret: string, id: string, timestampSeconds: number, body: string): string {
  const mac = createHmac('sha256', webhookKey(secret)).update(`${id}.${timestampSeconds}.${body}`).digest('base64');
  return `v1,${mac}`;
}
