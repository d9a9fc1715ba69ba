import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '@platform/contract';

// The module keeps the last answer it heard: each case starts from fresh copies of it and the token.
const fresh = async () => {
  vi.resetModules();
  const { tokenStore } = await import('./token-store');
  const arrival = await import('./session-user-arrival');
  return { tokenStore, ...arrival };
};
const client = new QueryClient();
const user = (id: string) => ({ id, role: 'startup' }) as UserInfo;
const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe('the session user’s arrival', () => {
  afterEach(async () => (await import('./token-store')).tokenStore.clear());

  it('waits for the first answer, then hands it over', async () => {
    const { tokenStore, noteSessionUser, whenSessionUser } = await fresh();
    tokenStore.set('token-a');
    const waiting = whenSessionUser();
    expect(await settled(waiting)).toBe(false);
    noteSessionUser({ user: user('a'), client });
    await expect(waiting).resolves.toMatchObject({ user: { id: 'a' } });
  });

  it('answers at once for the token it was heard with', async () => {
    const { tokenStore, noteSessionUser, whenSessionUser } = await fresh();
    tokenStore.set('token-a');
    noteSessionUser({ user: user('a'), client });
    await expect(whenSessionUser()).resolves.toMatchObject({ user: { id: 'a' } });
  });

  it('does not hand a signed-out account’s answer to the next sign-in', async () => {
    const { tokenStore, noteSessionUser, whenSessionUser } = await fresh();
    tokenStore.set('token-a');
    noteSessionUser({ user: user('a'), client });
    tokenStore.set('token-b');
    const waiting = whenSessionUser();
    expect(await settled(waiting)).toBe(false);
    noteSessionUser({ user: user('b'), client });
    await expect(waiting).resolves.toMatchObject({ user: { id: 'b' } });
  });
});
