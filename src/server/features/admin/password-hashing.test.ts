import { describe, expect, it } from 'vitest';
import { hashPassword, passwordProblem, UNKNOWN_USER_HASH, verifyPassword } from './password-hashing.ts';

describe('admin password hashing', () => {
  it('uses scrypt with N = 2^17, r = 8, p = 1 and a random salt, and verifies only the right password', async () => {
    const password = 'pässwörd with spaces and 🚢';
    const hash = await hashPassword(password);
    expect(hash).toMatch(/^scrypt\$17\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    expect(hash).not.toContain(password);
    await expect(verifyPassword(hash, password)).resolves.toBe(true);
    // The same text typed in another Unicode normalisation form is the same password.
    await expect(verifyPassword(hash, password.normalize('NFD'))).resolves.toBe(true);
    await expect(verifyPassword(hash, `${password} `)).resolves.toBe(false);
    await expect(verifyPassword(UNKNOWN_USER_HASH, password)).resolves.toBe(false);
  }, 30_000);

  it('accepts 12 to 128 characters, counted as characters rather than bytes', () => {
    expect(passwordProblem('a'.repeat(11))).toBe('The password needs at least 12 characters.');
    expect(passwordProblem('a'.repeat(12))).toBeNull();
    expect(passwordProblem('🚢'.repeat(12))).toBeNull();
    expect(passwordProblem('é'.repeat(128))).toBeNull();
    expect(passwordProblem('a'.repeat(129))).toBe('The password can have at most 128 characters.');
  });
});
