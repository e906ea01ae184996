import { createHmac } from 'node:crypto';

/**
 * Standard Webhooks (standardwebhooks.com) signing. Secrets may be given as `whsec_<base64>`, the
 * spec's format, or as any other string, whose UTF-8 bytes are then the key.
 */
export function webhookKey(secret: string): Buffer {
  return secret.startsWith('whsec_') ? Buffer.from(secret.slice('whsec_'.length), 'base64') : Buffer.from(secret, 'utf8');
}

/** `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` */
export function signWebhook(secret: string, id: string, timestampSeconds: number, body: string): string {
  const mac = createHmac('sha256', webhookKey(secret)).update(`${id}.${timestampSeconds}.${body}`).digest('base64');
  return `v1,${mac}`;
}
