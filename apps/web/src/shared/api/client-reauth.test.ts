import { describe, expect, it } from 'vitest';
import { createReauthPrompt } from '@/shared/session/reauth-prompt';
import { createApiClient } from './client';
import { ResponseStatusError } from './errors';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const stale = () => json(403, { code: 'reauth_required', message: "Confirm it's you to continue" });

/** A client whose server refuses the first `refusals` calls for want of a fresh proof, then answers. */
function setup(refusals: number, confirm: () => Promise<boolean>) {
  const sent: RequestInit[] = [];
  const client = createApiClient({
    fetch: async (_input, init) => {
      sent.push(init ?? {});
      return sent.length <= refusals ? stale() : json(200, { done: true });
    },
    getToken: () => 'token',
    setToken: () => undefined,
    getLanguage: () => 'en',
    confirmIdentity: confirm,
  });
  return { client, sent };
}

describe('a call refused for want of a fresh proof', () => {
  it('asks the person, then sends the same call again with a new idempotency key', async () => {
    let asked = 0;
    const { client, sent } = setup(1, async () => (asked++, true));
    await expect(client.post('/api/v1/user/email/send-code', { email: 'new@example.test' })).resolves.toEqual({ done: true });
    expect(asked).toBe(1);
    expect(sent.map((init) => init.body)).toEqual(['{"email":"new@example.test"}', '{"email":"new@example.test"}']);
    const keys = sent.map((init) => new Headers(init.headers).get('Idempotency-Key'));
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('hands the refusal to the caller when the person cancels', async () => {
    const { client, sent } = setup(1, async () => false);
    const error = await client.post('/api/v1/user/password', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseStatusError);
    expect((error as ResponseStatusError).body).toMatchObject({ code: 'reauth_required' });
    expect(sent).toHaveLength(1);
  });

  it('asks once per refusal: a second refusal after the proof reaches the caller', async () => {
    let asked = 0;
    const { client, sent } = setup(5, async () => (asked++, true));
    await expect(client.delete('/api/v1/user')).rejects.toBeInstanceOf(ResponseStatusError);
    expect(asked).toBe(1);
    expect(sent).toHaveLength(2);
  });

  it('leaves other 403 answers alone', async () => {
    let asked = 0;
    const client = createApiClient({
      fetch: async () => json(403, { code: 'forbidden' }),
      getToken: () => 'token',
      setToken: () => undefined,
      getLanguage: () => 'en',
      confirmIdentity: async () => (asked++, true),
    });
    await expect(client.post('/api/v1/x', {})).rejects.toBeInstanceOf(ResponseStatusError);
    expect(asked).toBe(0);
  });
});

describe('the prompt', () => {
  it('is one for calls refused together, and each learns the answer', async () => {
    const prompt = createReauthPrompt();
    let changes = 0;
    prompt.subscribe(() => changes++);
    const first = prompt.ask();
    const second = prompt.ask();
    expect(prompt.isOpen()).toBe(true);
    prompt.settle(true);
    await expect(Promise.all([first, second])).resolves.toEqual([true, true]);
    expect(prompt.isOpen()).toBe(false);
    expect(changes).toBe(2);
    const later = prompt.ask();
    prompt.settle(false);
    await expect(later).resolves.toBe(false);
  });
});
