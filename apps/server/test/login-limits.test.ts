import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { createUser, startTestApp, type TestApp } from './harness.js';

/** Tests that start servers of their own, each migrating a fresh database: slow on a busy machine. */
const SERVERS_TIMEOUT_MS = 120_000;

/** One app with small limits: 3 wrong passwords per account and address, 5 per account overall. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ rateLimit: { loginPerAccount: 3, loginPerAccountTotal: 5, loginPerIp: 50 } });
});
afterAll(() => t.close());

const attempt = (app: TestApp, email: string, password: string, ip: string) =>
  app.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password }, remoteAddress: ip });

describe('sign-in limits: refused', () => {
  it('refuses an address that sent too many wrong passwords for an account, even with the right one', async () => {
    const user = await createUser(t);
    for (let i = 0; i < 3; i++) expect((await attempt(t, user.email, 'wrong-password', '10.2.0.1')).statusCode).toBe(401);
    const refused = await attempt(t, user.email, user.password, '10.2.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toMatch(/^Too many attempts\. Try again in \d+ s$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses the account everywhere once wrong passwords from many addresses pass the overall ceiling', async () => {
    const user = await createUser(t);
    for (let i = 1; i <= 5; i++) expect((await attempt(t, user.email, 'wrong-password', `10.3.0.${i}`)).statusCode).toBe(401);
    const refused = await attempt(t, user.email, user.password, '10.3.0.99');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'too_many_requests' });
  });

  it('does not let concurrent guesses slip past the limit before they are counted', async () => {
    const user = await createUser(t);
    const answers = await Promise.all(Array.from({ length: 12 }, () => attempt(t, user.email, 'wrong-password', '10.8.0.1')));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(9);
  });

  it('lets parallel sign-ins to one account all succeed, without waiting for each other', async () => {
    const user = await createUser(t);
    const answers = await Promise.all(Array.from({ length: 4 }, (_, i) => attempt(t, user.email, user.password, `10.9.0.${i}`)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
  });

  it(
    'counts every attempt per address, whatever the account',
    async () => {
      const limited = await startTestApp({ rateLimit: { loginPerIp: 3 } });
      try {
        for (let i = 0; i < 3; i++) expect((await attempt(limited, `n${i}@example.test`, 'wrong-password', '10.1.0.1')).statusCode).toBe(401);
        expect((await attempt(limited, 'n4@example.test', 'wrong-password', '10.1.0.1')).statusCode).toBe(429);
        expect((await attempt(limited, 'n5@example.test', 'wrong-password', '10.1.0.2')).statusCode).toBe(401);
      } finally {
        await limited.close();
      }
    },
    SERVERS_TIMEOUT_MS,
  );
});

describe('sign-in limits: what still works', () => {
  it('lets the owner sign in from another address while a stranger is locked out', async () => {
    const user = await createUser(t);
    for (let i = 0; i < 4; i++) await attempt(t, user.email, 'wrong-password', '10.4.0.1');
    expect((await attempt(t, user.email, user.password, '10.4.0.1')).statusCode).toBe(429);
    expect((await attempt(t, user.email, user.password, '10.4.0.2')).statusCode).toBe(200);
  });

  it('never counts successful sign-ins', async () => {
    const user = await createUser(t);
    for (let i = 0; i < 8; i++) expect((await attempt(t, user.email, user.password, '10.5.0.1')).statusCode).toBe(200);
    // Two wrong passwords after eight good sign-ins still leave one try before the lock.
    for (let i = 0; i < 2; i++) expect((await attempt(t, user.email, 'wrong-password', '10.5.0.1')).statusCode).toBe(401);
    expect((await attempt(t, user.email, user.password, '10.5.0.1')).statusCode).toBe(200);
  });

  it('lets another account sign in from an address locked out of one account', async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    for (let i = 0; i < 3; i++) await attempt(t, user.email, 'wrong-password', '10.6.0.1');
    expect((await attempt(t, user.email, user.password, '10.6.0.1')).statusCode).toBe(429);
    expect((await attempt(t, other.email, other.password, '10.6.0.1')).statusCode).toBe(200);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) {
  describe('sign-in limits across processes (Redis store)', () => {
    it(
      'refuses on one server the address that failed on another',
      async () => {
        const one = await startTestApp({ redisUrl, rateLimit: { loginPerAccount: 2 } });
        // A second process on the same database, as two instances behind one address.
        const two: TestApp = { ...one, app: await buildApp(one.config, one.database) };
        try {
          await two.app.ready();
          const user = await createUser(one);
          for (let i = 0; i < 2; i++) expect((await attempt(one, user.email, 'wrong-password', '10.7.0.1')).statusCode).toBe(401);
          expect((await attempt(two, user.email, user.password, '10.7.0.1')).statusCode).toBe(429);
          expect((await attempt(two, user.email, user.password, '10.7.0.2')).statusCode).toBe(200);
        } finally {
          await two.app.close();
          await one.close();
        }
      },
      SERVERS_TIMEOUT_MS,
    );
  });
}
