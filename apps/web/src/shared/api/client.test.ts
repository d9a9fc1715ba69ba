import { describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { ExpectedError, NetworkError, ResponseStatusError } from './errors';

interface Call {
  url: string;
  init: RequestInit;
}

function setup(respond: (call: Call) => Response | Promise<Response>, initialToken: string | null = 'old') {
  const calls: Call[] = [];
  let token = initialToken;
  const client = createApiClient({
    fetch: async (input, init) => {
      const call = { url: String(input), init: init ?? {} };
      calls.push(call);
      return respond(call);
    },
    getToken: () => token,
    setToken: (next) => {
      token = next;
    },
    getLanguage: () => 'ru',
  });
  return {
    client,
    calls,
    token: () => token,
    setToken: (next: string | null) => {
      token = next;
    },
  };
}

const ok = (body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json', ...headers } });

describe('api client', () => {
  it('sends the bearer token, the language and a JSON body', async () => {
    const { client, calls } = setup(() => ok({ done: true }));
    await expect(client.post('/api/v1/auth/login', { email: 'a@b.cd' })).resolves.toEqual({ done: true });
    const headers = new Headers(calls[0]!.init.headers);
    expect(calls[0]!.init.method).toBe('POST');
    expect(headers.get('Authorization')).toBe('Bearer old');
    expect(headers.get('Accept-Language')).toBe('ru');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(calls[0]!.init.body).toBe('{"email":"a@b.cd"}');
  });

  it('sends no content type and no body when there is nothing to send', async () => {
    const { client, calls } = setup(() => new Response(null, { status: 204 }));
    await client.post('/api/v1/auth/logout');
    const headers = new Headers(calls[0]!.init.headers);
    expect(headers.has('Content-Type')).toBe(false);
    expect(calls[0]!.init.body).toBeUndefined();
  });

  it('sends a new Idempotency-Key with each POST, and none with other methods', async () => {
    const { client, calls } = setup(() => ok({}));
    await client.post('/api/v1/things', { a: 1 });
    await client.post('/api/v1/things', { a: 1 });
    await client.get('/api/v1/things');
    await client.patch('/api/v1/things/1', { a: 2 });
    const keys = calls.map((c) => new Headers(c.init.headers).get('Idempotency-Key'));
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keys[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys.slice(2)).toEqual([null, null]);
  });

  it('sends no Authorization header without a token', async () => {
    const { client, calls } = setup(() => ok({}), null);
    await client.get('/api/v2/handbooks');
    expect(new Headers(calls[0]!.init.headers).has('Authorization')).toBe(false);
  });

  it('sends the extra headers of a call, and a multipart body as is', async () => {
    const { client, calls } = setup(() => ok({ id: 'f' }), null);
    const form = new FormData();
    form.append('file', new Blob(['x']), 'x.png');
    await client.post('/api/v1/files/upload', form, { headers: { 'x-registration-token': 'proof' } });
    const headers = new Headers(calls[0]!.init.headers);
    expect(headers.get('x-registration-token')).toBe('proof');
    expect(headers.has('Authorization')).toBe(false);
    expect(headers.has('Content-Type')).toBe(false);
    expect(calls[0]!.init.body).toBe(form);
  });

  it('builds the query string and skips empty values', async () => {
    const { client, calls } = setup(() => ok([]));
    await client.get('/api/v1/expert/list', { query: { take: 20, skip: 0, order_by: undefined, q: null } });
    expect(calls[0]!.url).toBe('/api/v1/expert/list?take=20&skip=0');
  });

  it('replaces the stored token when an answer carries an Authorization header', async () => {
    const { client, token } = setup(() => ok({}, { Authorization: 'Bearer fresh' }));
    await client.get('/api/v1/user/info');
    expect(token()).toBe('fresh');
  });

  it('replaces the token from an error answer too', async () => {
    const { client, token } = setup(
      () => new Response('{}', { status: 422, headers: { 'Content-Type': 'application/json', Authorization: 'Bearer renewed' } }),
    );
    await expect(client.get('/x')).rejects.toBeInstanceOf(ExpectedError);
    expect(token()).toBe('renewed');
  });

  it('ignores a header that is not a bearer token', async () => {
    const { client, token } = setup(() => ok({}, { Authorization: 'Basic abc' }));
    await client.get('/x');
    expect(token()).toBe('old');
  });

  it('does not bring a token back after the session ended during the request', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const ctx = setup(async () => {
      await gate;
      return ok({}, { Authorization: 'Bearer late' });
    });
    const pending = ctx.client.get('/x');
    ctx.setToken(null);
    release();
    await pending;
    expect(ctx.token()).toBeNull();
  });

  it('turns a failed fetch into a network error', async () => {
    const { client } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(client.get('/x')).rejects.toBeInstanceOf(NetworkError);
  });

  it('lets an aborted request stay an abort', async () => {
    const { client } = setup(() => {
      throw new DOMException('The operation was aborted.', 'AbortError');
    });
    await expect(client.get('/x')).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('passes failure statuses through the response parser', async () => {
    const { client } = setup(() => new Response('', { status: 500 }));
    await expect(client.get('/x')).rejects.toBeInstanceOf(ResponseStatusError);
  });
});
