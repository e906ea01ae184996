import { createHash, randomBytes } from 'node:crypto';

/** A new 128-bit random token a browser holds (admin sessions and devices, live chat conversations). */
export const newSecretToken = () => randomBytes(16).toString('base64url');

/** Only this hash is stored: a copy of the table does not let anyone use the tokens. */
export const hashSecretToken = (token: string) => createHash('sha256').update(token).digest('hex');
