/** As long as the webhook secret's key at its shortest: too many to guess, however many tries. */
export const SERVER_SECRET_MIN_BYTES = 24;

/** VAPI_SERVER_SECRET as written in the environment: unset, or long enough; anything shorter stops start-up. */
export function parseServerSecret(value: string | undefined): string | undefined {
  const secret = value?.trim();
  if (!secret) return undefined;
  const bytes = Buffer.byteLength(secret, 'utf8');
  if (bytes < SERVER_SECRET_MIN_BYTES) {
    throw new Error(
      `Invalid environment: VAPI_SERVER_SECRET must be at least ${SERVER_SECRET_MIN_BYTES} bytes long (it has ${bytes}). ` +
        'Generate one with `openssl rand -base64 32` and set the same secret on the provider\'s server URL.',
    );
  }
  return secret;
}
