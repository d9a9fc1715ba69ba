import path from 'node:path';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { createCodeService } from '../src/modules/codes/service.js';
import { createUserService } from '../src/modules/users/service.js';
import { createLocalStorage } from '../src/platform/storage.js';
import { bearer, createUser, login, mailedCode, startTestApp, type TestApp } from './harness.js';
import { connectSocket, listening } from './sockets.js';

/** Resolves with the reason when the server ends the socket. */
const ended = (socket: Socket) => new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));

/** The socket still gets the events pushed to its user after the others were ended. */
async function stillReceives(t: TestApp, socket: Socket, userId: string) {
  // Let a wrongly aimed disconnection arrive before checking it did not.
  await new Promise((r) => setTimeout(r, 150));
  expect(socket.connected).toBe(true);
  const received = new Promise<unknown>((resolve) => socket.once('ticket', resolve));
  t.app.realtime.emit([`user:${userId}`], 'ticket', { id: 'still-here', status: 'registred' });
  expect(await received).toEqual({ id: 'still-here', status: 'registred' });
}

let t: TestApp;
let port: number;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await startTestApp();
  port = await listening(t.app);
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t.close();
});

/** A signed-in session of the user with its socket open. */
async function session(user: { email: string; password: string }) {
  const token = await login(t, user.email, user.password);
  const socket = await connectSocket(port, token);
  sockets.push(socket);
  return { token, socket };
}

/** The users service over the test app's own database, store and sockets, as the back office will call it. */
const users = async () =>
  createUserService(t.database.db, createCodeService(t.database.db), {
    storage: await createLocalStorage(path.join(t.config.dataDir, 'uploads')),
    realtime: t.app.realtime,
    log: t.app.log,
  });

describe('sockets end with their session: refused', () => {
  it('logout disconnects the socket of that session, and its token cannot open another', async () => {
    const user = await createUser(t);
    const { token, socket } = await session(user);
    const reason = ended(socket);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(token) })).statusCode).toBe(200);
    expect(await reason).toBe('io server disconnect');
    await expect(connectSocket(port, token)).rejects.toThrow('unauthorized');
  });

  it('a password change disconnects the sockets of the other sessions', async () => {
    const user = await createUser(t);
    const here = await session(user);
    const elsewhere = await session(user);
    const reason = ended(elsewhere.socket);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/password',
      headers: bearer(here.token),
      payload: { currentPassword: user.password, password: 'changed-password-1' },
    });
    expect(res.statusCode).toBe(200);
    expect(await reason).toBe('io server disconnect');
  });

  it('a password recovery disconnects every socket of the account', async () => {
    const user = await createUser(t);
    const { socket } = await session(user);
    const reason = ended(socket);
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/send-code/recovery', payload: { email: user.email } });
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/verify-code/recovery',
      payload: { email: user.email, code: await mailedCode(t, user.email) },
    });
    const { recoveryToken } = verified.json<{ recoveryToken: string }>();
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/auth/password/reset', payload: { recoveryToken, password: 'recovered-password' } })).statusCode,
    ).toBe(200);
    expect(await reason).toBe('io server disconnect');
  });

  it('blocking disconnects every socket of the account and refuses its token', async () => {
    const manager = await createUser(t, { role: 'manager' });
    const user = await createUser(t);
    const one = await session(user);
    const two = await session(user);
    const reasons = Promise.all([ended(one.socket), ended(two.socket)]);
    await (await users()).setBlocked(manager.id, user.id, true);
    expect(await reasons).toEqual(['io server disconnect', 'io server disconnect']);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/user/info', headers: bearer(one.token) })).statusCode).toBe(401);
    await expect(connectSocket(port, one.token)).rejects.toThrow('unauthorized');
    const signin = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: user.email, password: user.password } });
    expect(signin.json()).toMatchObject({ code: 'account_blocked' });
  });

  it('deleting the account disconnects every socket of it', async () => {
    const user = await createUser(t);
    const here = await session(user);
    const elsewhere = await session(user);
    const reasons = Promise.all([ended(here.socket), ended(elsewhere.socket)]);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/v1/user', headers: bearer(here.token), payload: { email: user.email } })).statusCode).toBe(200);
    expect(await reasons).toEqual(['io server disconnect', 'io server disconnect']);
  });
});

describe('sockets end with their session: what still works', () => {
  it('logout leaves the same user’s other sessions connected and receiving', async () => {
    const user = await createUser(t);
    const leaving = await session(user);
    const staying = await session(user);
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(leaving.token) });
    await stillReceives(t, staying.socket, user.id);
  });

  it('a password change keeps the socket of the session that made it', async () => {
    const user = await createUser(t);
    const here = await session(user);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/password',
      headers: bearer(here.token),
      payload: { currentPassword: user.password, password: 'changed-password-2' },
    });
    await stillReceives(t, here.socket, user.id);
  });

  it('blocking one account leaves other accounts connected, and unblocking lets the owner back in', async () => {
    const manager = await createUser(t, { role: 'manager' });
    const blocked = await createUser(t);
    const other = await createUser(t);
    await session(blocked);
    const bystander = await session(other);
    await (await users()).setBlocked(manager.id, blocked.id, true);
    await stillReceives(t, bystander.socket, other.id);
    await (await users()).setBlocked(manager.id, blocked.id, false);
    const back = await session(blocked);
    await stillReceives(t, back.socket, blocked.id);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
/** These tests start their own servers, each migrating a fresh database: slow on a busy machine. */
const SERVERS_TIMEOUT_MS = 120_000;
if (redisUrl) {
  describe('sockets end with their session across processes (Redis adapter)', () => {
    it(
      'a logout served by one server disconnects the socket held by another, and only that one',
      async () => {
        const one = await startTestApp({ redisUrl });
        // A second process on the same database and secret, as two instances behind one address.
        const two = await buildApp({ ...one.config }, one.database);
        await two.ready();
        const held: Socket[] = [];
        try {
          const user = await createUser(one);
          const portOne = await listening(one.app);
          const leaving = await login(one, user.email, user.password);
          const staying = await login(one, user.email, user.password);
          held.push(await connectSocket(portOne, leaving), await connectSocket(portOne, staying));
          const reason = ended(held[0]!);
          expect((await two.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(leaving) })).statusCode).toBe(200);
          expect(await reason).toBe('io server disconnect');
          await stillReceives(one, held[1]!, user.id);
          const gone = ended(held[1]!);
          const res = await two.inject({ method: 'DELETE', url: '/api/v1/user', headers: bearer(staying), payload: { email: user.email } });
          expect(res.statusCode).toBe(200);
          expect(await gone).toBe('io server disconnect');
        } finally {
          for (const s of held) s.close();
          await two.close();
          await one.close();
        }
      },
      SERVERS_TIMEOUT_MS,
    );
  });
}
