import { randomBytes, scryptSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { users } from '../../src/server/db/schema.ts';
import { createAccount, resetPassword } from '../../src/server/features/admin/accounts.ts';
import type { DatabaseHandle } from '../../src/server/db/connection.ts';
import { beginLoginAttempt, GUESS_BUDGET_PER_HOUR, LOGIN_THROTTLE } from '../../src/server/features/admin/login-throttle.ts';
import { HASHING_LIMITS } from '../../src/server/features/admin/password-hashing.ts';
import { TEST_DATABASES } from '../support/test-databases.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const PASSWORD = 'correct horse battery staple';
const HOUR = 3_600_000;

/**
 * The throttle is under test here, not scrypt (password-hashing.test.ts and sign-in-memory.test.ts cover it):
 * alice's stored hash uses N = 2^10, which the verifier reads from the hash itself, so her ~70 checks per
 * database take milliseconds instead of a minute. Unknown usernames still cost the full dummy check.
 */
function quickScryptHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFC'), salt, 32, { N: 2 ** 10, r: 8, p: 1 });
  return ['scrypt', 10, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

describe.each(TEST_DATABASES)('admin sign-in throttling on $name', (testDatabase) => {
  let server: TestServer;
  let clock = Date.parse('2030-05-06T09:00:00Z');
  /** What the brake made each request wait, in the order it happened. */
  let waits: number[] = [];
  let addressCounter = 0;
  const freshAddress = () => {
    addressCounter += 1;
    return `10.${Math.floor(addressCounter / 250) % 250}.${addressCounter % 250}.7`;
  };

  beforeAll(async () => {
    server = await startTestServer({
      database: await testDatabase.open(),
      now: () => new Date(clock),
      // The brake's wait passes on the test's clock: the request is answered as if the time had passed.
      wait: async (ms) => {
        waits.push(ms);
        clock += ms;
      },
    });
    await createAccount(server.database.db, 'alice', PASSWORD);
    await useQuickHash('alice');
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });
  /** The account's password, stored with the quick hash (see quickScryptHash). */
  const useQuickHash = (username: string) =>
    server.database.db.update(users).set({ passwordHash: quickScryptHash(PASSWORD) }).where(eq(users.username, username));
  beforeEach(() => {
    // Each test starts after the previous one's failures have left the window.
    clock += LOGIN_THROTTLE.windowMs + HOUR;
    waits = [];
  });

  /** `device`: the device cookie of a browser that signed in before. */
  const signIn = (username: string, password: string, address: string, device?: string) =>
    server.app.fastify.inject({
      method: 'POST',
      url: '/api/admin/session',
      remoteAddress: address,
      headers: { host: 'admin.test', origin: 'http://admin.test', ...(device ? { cookie: `harborline_device=${device}` } : {}) },
      payload: { username, password },
    });
  const deviceCookieOf = (response: Awaited<ReturnType<typeof signIn>>) => response.cookies.find((cookie) => cookie.name === 'harborline_device');
  /** Strangers from many addresses at one moment take every turn the brake gives alice for the next minute. */
  const fillTheBrake = async () => {
    const refused = [];
    for (let attempt = 0; attempt < LOGIN_THROTTLE.brakeAfter + 5; attempt += 1) {
      const answer = await beginLoginAttempt(server.database.db, freshAddress(), 'alice', new Date(clock));
      if (answer.retryAfterSeconds !== undefined) refused.push(answer);
    }
    expect(refused.length).toBeGreaterThan(0);
  };

  it(`locks a client out of a username after ${LOGIN_THROTTLE.perClientAndUsername} failures, and only that client`, async () => {
    const stranger = freshAddress();
    for (let attempt = 0; attempt < LOGIN_THROTTLE.perClientAndUsername; attempt += 1) {
      expect((await signIn('alice', `wrong password ${attempt}`, stranger)).statusCode).toBe(401);
    }
    const locked = await signIn('alice', PASSWORD, stranger);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toMatch(/Too many failed sign-ins/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);

    // The owner, from her own address, is not affected at all.
    expect((await signIn('alice', PASSWORD, freshAddress())).statusCode).toBe(200);
    expect(waits).toEqual([]);

    clock += LOGIN_THROTTLE.windowMs;
    expect((await signIn('alice', PASSWORD, stranger)).statusCode).toBe(200);
  });

  it(`locks a client out of every username after ${LOGIN_THROTTLE.perClient} failures (password spraying)`, async () => {
    const sprayer = freshAddress();
    // Every other guessed username exists (stored with the quick hash); the rest do not, and each of those costs the
    // full dummy check. Both kinds of failure must count, or the sprayer never reaches the limit.
    const sprayed = Array.from({ length: LOGIN_THROTTLE.perClient }, (_, attempt) => `sprayed-${sprayer}-${attempt}`);
    const existing = sprayed.filter((_, attempt) => attempt % 2 === 0);
    await server.database.db.insert(users).values(existing.map((username) => ({ username, passwordHash: quickScryptHash(PASSWORD) })));
    for (const username of sprayed) {
      expect((await signIn(username, 'password123456', sprayer)).statusCode).toBe(401);
    }
    expect((await signIn('alice', PASSWORD, sprayer)).statusCode).toBe(429);
    expect((await signIn('alice', PASSWORD, freshAddress())).statusCode).toBe(200);
  }, 120_000);

  it('lets the owner in from another address after a stranger’s 50 failures: delayed by the brake, never locked out', async () => {
    const strangerAddresses = Array.from({ length: 50 / LOGIN_THROTTLE.perClientAndUsername }, freshAddress);
    const answers: number[] = [];
    for (const address of strangerAddresses) {
      for (let attempt = 0; attempt < LOGIN_THROTTLE.perClientAndUsername; attempt += 1) {
        answers.push((await signIn('alice', `stranger guess ${attempt}`, address)).statusCode);
      }
    }
    expect(answers).toEqual(Array(50).fill(401));
    // The first failures were free; after them the brake spaced the guesses rather than locking.
    expect(waits.length).toBe(50 - LOGIN_THROTTLE.brakeAfter);
    expect(Math.max(...waits)).toBeLessThanOrEqual(LOGIN_THROTTLE.brakeSpacingMs);

    waits = [];
    const owner = await signIn('alice', PASSWORD, freshAddress());
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toEqual({ username: 'alice' });
    expect(waits.reduce((sum, ms) => sum + ms, 0)).toBeLessThanOrEqual(LOGIN_THROTTLE.brakeSpacingMs);
  }, 120_000);

  it('lets a browser that signed in before straight in while strangers hold every turn; a new browser or a borrowed cookie is turned away', async () => {
    const laptop = await signIn('alice', PASSWORD, freshAddress());
    expect(laptop.statusCode).toBe(200);
    const device = deviceCookieOf(laptop);
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(device!.expires!.getTime()).toBeGreaterThan(clock + 80 * 24 * HOUR);
    await createAccount(server.database.db, 'bob', PASSWORD);
    await useQuickHash('bob');
    const bobsDevice = deviceCookieOf(await signIn('bob', PASSWORD, freshAddress()))!.value;

    await fillTheBrake();
    // Without a known browser even the right password is turned away: this is the lock-out strangers could cause.
    expect((await signIn('alice', PASSWORD, freshAddress())).statusCode).toBe(429);
    expect((await signIn('alice', PASSWORD, freshAddress(), 'made-up-device-cookie-value')).statusCode).toBe(429);
    expect((await signIn('alice', PASSWORD, freshAddress(), bobsDevice)).statusCode).toBe(429);

    waits = [];
    const known = await signIn('alice', PASSWORD, freshAddress(), device!.value);
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ username: 'alice' });
    expect(waits).toEqual([]);
    // The same browser keeps its cookie, renewed.
    expect(deviceCookieOf(known)!.value).toBe(device!.value);
  }, 60_000);

  it('lets a browser that signed in before in while made-up usernames keep every password check busy, without queueing behind them', async () => {
    const device = deviceCookieOf(await signIn('alice', PASSWORD, freshAddress()))!.value;
    // More sprayers than the shared queue holds, each signing in again with a new made-up username as soon as it is
    // answered: the queue stays full, and the sprayers beyond it are turned away as busy.
    const answers: { status: number; at: number }[] = [];
    let spraying = true;
    const spray = async (sprayer: number) => {
      for (let attempt = 0; spraying; attempt += 1) {
        const answer = await signIn(`made-up-${sprayer}-${attempt}`, 'a wrong password, long enough', freshAddress());
        answers.push({ status: answer.statusCode, at: performance.now() });
        // A sprayer turned away as busy comes back after 50 ms (far sooner than its Retry-After): the queue stays
        // full from the sprayers it answered, and a tight loop of 503s does not starve the test's own process.
        if (answer.statusCode === 503) await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const sprayers = Array.from({ length: HASHING_LIMITS.concurrency + HASHING_LIMITS.maxWaiting + 4 }, (_, sprayer) => spray(sprayer));
    try {
      await vi.waitFor(() => expect(answers.some((answer) => answer.status === 503)).toBe(true), { timeout: 20_000, interval: 20 });
      const sentAt = performance.now();
      const owner = await signIn('alice', PASSWORD, freshAddress(), device);
      const answeredAt = performance.now();
      expect(owner.statusCode).toBe(200);
      expect(owner.json()).toEqual({ username: 'alice' });
      const meanwhile = answers.filter((answer) => answer.at > sentAt && answer.at < answeredAt);
      // The strangers were being turned away as busy all the while, so the queue was full...
      expect(meanwhile.some((answer) => answer.status === 503)).toBe(true);
      // ...and the owner's check did not wait for it: fewer strangers' checks ended meanwhile than it holds.
      expect(meanwhile.filter((answer) => answer.status === 401).length).toBeLessThan(HASHING_LIMITS.maxWaiting);
    } finally {
      spraying = false;
      await Promise.all(sprayers);
    }
  }, 60_000);

  it('limits a known browser on its own failures, and trusts it no more after a password reset', async () => {
    const device = deviceCookieOf(await signIn('alice', PASSWORD, freshAddress()))!.value;
    for (let attempt = 0; attempt < LOGIN_THROTTLE.perClientAndUsername; attempt += 1) {
      expect((await signIn('alice', `typo ${attempt}`, freshAddress(), device)).statusCode).toBe(401);
    }
    // Locked out is that browser, wherever it is; the owner's other browsers are not.
    expect((await signIn('alice', PASSWORD, freshAddress(), device)).statusCode).toBe(429);
    expect((await signIn('alice', PASSWORD, freshAddress())).statusCode).toBe(200);

    clock += LOGIN_THROTTLE.windowMs + HOUR;
    const fresh = deviceCookieOf(await signIn('alice', PASSWORD, freshAddress()))!.value;
    await resetPassword(server.database.db, 'alice', PASSWORD);
    await useQuickHash('alice');
    await fillTheBrake();
    expect((await signIn('alice', PASSWORD, freshAddress(), fresh)).statusCode).toBe(429);
  }, 60_000);

  it('counts concurrent attempts from one client against each other: exactly the limit is checked', async () => {
    const attacker = freshAddress();
    const statuses = await Promise.all(Array.from({ length: 10 }, (_, index) => signIn('alice', `parallel guess ${index}`, attacker)));
    const counts = statuses.map((response) => response.statusCode).sort();
    expect(counts).toEqual([...Array(LOGIN_THROTTLE.perClientAndUsername).fill(401), ...Array(10 - LOGIN_THROTTLE.perClientAndUsername).fill(429)]);
  }, 60_000);
});

describe.each(TEST_DATABASES)('the brute-force budget on $name, simulated for one hour', (testDatabase) => {
  let database: DatabaseHandle;
  let clock = Date.parse('2030-07-08T09:00:00Z');
  let addressCounter = 0;

  beforeAll(async () => {
    database = await testDatabase.open();
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  /**
   * An attacker who tries as fast as the throttle lets them for one hour, waiting out every refusal
   * and every brake turn, and never guessing right. Counts the attempts let through to a password
   * check: each one is a guess (the HTTP tests above show a let-through attempt is checked).
   */
  async function guessesInOneHour(nextAddress: () => string): Promise<number> {
    const end = clock + HOUR;
    let checked = 0;
    while (clock < end) {
      const attempt = await beginLoginAttempt(database.db, nextAddress(), 'alice', new Date(clock));
      if (attempt.retryAfterSeconds !== undefined) {
        clock += attempt.retryAfterSeconds * 1000;
        continue;
      }
      clock += attempt.waitMs;
      if (clock < end) checked += 1;
    }
    clock += LOGIN_THROTTLE.windowMs;
    return checked;
  }

  it(`from one address: ${GUESS_BUDGET_PER_HOUR.oneClient} guesses per hour on one account`, async () => {
    const guesses = await guessesInOneHour(() => '192.0.2.200');
    console.info(`one address: ${guesses} guesses in one hour`);
    expect(guesses).toBe(GUESS_BUDGET_PER_HOUR.oneClient);
  }, 60_000);

  it(`from a new address for every guess: at most ${GUESS_BUDGET_PER_HOUR.anyClients} guesses per hour on one account`, async () => {
    const guesses = await guessesInOneHour(() => {
      addressCounter += 1;
      return `172.16.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
    });
    console.info(`many addresses: ${guesses} guesses in one hour`);
    expect(guesses).toBeLessThanOrEqual(GUESS_BUDGET_PER_HOUR.anyClients);
    // The brake slows the attacker down; it does not stop them (no lock-out), so they use the budget.
    expect(guesses).toBeGreaterThanOrEqual(GUESS_BUDGET_PER_HOUR.anyClients - 1);
  }, 120_000);
});
