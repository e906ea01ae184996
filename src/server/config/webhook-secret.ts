/** Standard Webhooks (standardwebhooks.com) signing: `whsec_` then the base64 of the HMAC key. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
export const WEBHOOK_KEY_BYTES = { min: 24, max: 64 } as const;

const CANONICAL_BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/**
 * Why a secret is unusable, or null. Receivers' verifiers (the official libraries) base64-decode what
 * follows `whsec_`, so anything else would sign with a key they never compute; an empty or short key
 * would be guessable.
 */
export function webhookSecretProblem(secret: string): string | null {
  const example = `${WEBHOOK_SECRET_PREFIX}<base64 of ${WEBHOOK_KEY_BYTES.min} to ${WEBHOOK_KEY_BYTES.max} random bytes>, e.g. whsec_$(openssl rand -base64 32)`;
  if (!secret.startsWith(WEBHOOK_SECRET_PREFIX)) return `it must have the form ${example}.`;
  const encoded = secret.slice(WEBHOOK_SECRET_PREFIX.length);
  if (!CANONICAL_BASE64.test(encoded)) return `the part after ${WEBHOOK_SECRET_PREFIX} is not base64; use ${example}.`;
  const bytes = Buffer.from(encoded, 'base64').length;
  if (bytes < WEBHOOK_KEY_BYTES.min || bytes > WEBHOOK_KEY_BYTES.max) {
    return `the key is ${bytes} bytes; it must be ${WEBHOOK_KEY_BYTES.min} to ${WEBHOOK_KEY_BYTES.max}: ${example}.`;
  }
  return null;
}
