import { describe, expect, it } from 'vitest';
import { parseResponse } from './parse-response';
import { ExpectedError, ResponseStatusError, UnexpectedError, UnknownContentTypeError } from './errors';

function json(status: number, body: unknown, contentType = 'application/json; charset=utf-8'): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': contentType } });
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

describe('parseResponse: success', () => {
  it('returns the JSON body', async () => {
    await expect(parseResponse(json(200, { token: 'abc' }))).resolves.toEqual({ token: 'abc' });
  });

  it('accepts +json media types', async () => {
    await expect(parseResponse(json(200, { a: 1 }, 'application/problem+json'))).resolves.toEqual({ a: 1 });
  });

  it('returns a text body as a string', async () => {
    const response = new Response('pong', { status: 200, headers: { 'Content-Type': 'text/plain' } });
    await expect(parseResponse(response)).resolves.toBe('pong');
  });

  it('returns undefined for 204 and for an empty body', async () => {
    await expect(parseResponse(new Response(null, { status: 204 }))).resolves.toBeUndefined();
    const empty = new Response('', { status: 200, headers: { 'Content-Type': 'application/json' } });
    await expect(parseResponse(empty)).resolves.toBeUndefined();
  });

  it('rejects a body that is neither JSON nor text as an unknown content type', async () => {
    const response = new Response(new Uint8Array([1, 2, 3]), {
      status: 200,
      headers: { 'Content-Type': 'application/octet-stream' },
    });
    const error = await rejection(parseResponse(response));
    expect(error).toBeInstanceOf(UnknownContentTypeError);
    expect(error).toBeInstanceOf(UnexpectedError);
    expect((error as UnknownContentTypeError).contentType).toBe('application/octet-stream');
  });
});

describe('parseResponse: expected errors (400, 413, 422)', () => {
  it.each([400, 413, 422])('reads a JSON body of a %i answer', async (status) => {
    const body = { message: 'Bad input', errors: { email: 'email is not correct' } };
    const error = await rejection(parseResponse(json(status, body)));
    expect(error).toBeInstanceOf(ExpectedError);
    expect((error as ExpectedError).status).toBe(status);
    expect((error as ExpectedError).body).toEqual(body);
  });

  it('reads a text body as text', async () => {
    const response = new Response('File is too large', { status: 413, headers: { 'Content-Type': 'text/html' } });
    const error = (await rejection(parseResponse(response))) as ExpectedError;
    expect(error).toBeInstanceOf(ExpectedError);
    expect(error.body).toBe('File is too large');
  });

  it('keeps the text when a body declared as JSON does not parse', async () => {
    const response = new Response('oops', { status: 422, headers: { 'Content-Type': 'application/json' } });
    const error = (await rejection(parseResponse(response))) as ExpectedError;
    expect(error.body).toBe('oops');
  });
});

describe('parseResponse: other failure statuses', () => {
  it.each([401, 403, 404, 409, 429, 500, 503])('gives "Response status is %i"', async (status) => {
    const error = await rejection(parseResponse(json(status, { message: 'ignored' })));
    expect(error).toBeInstanceOf(ResponseStatusError);
    expect(error).toBeInstanceOf(UnexpectedError);
    expect((error as Error).message).toBe(`Response status is ${status}`);
  });

  it('keeps the body of a failure status for screens that know what it means', async () => {
    const error = (await rejection(parseResponse(json(403, { message: 'Account is blocked' })))) as ResponseStatusError;
    expect(error.body).toEqual({ message: 'Account is blocked' });
  });
});
