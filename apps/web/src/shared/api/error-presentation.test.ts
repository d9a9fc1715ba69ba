import { describe, expect, it } from 'vitest';
import { errorKinds, errorPresentation } from './error-presentation';
import { ExpectedError, NetworkError, ResponseStatusError, UnknownContentTypeError } from './errors';
import en from '@/shared/i18n/locales/en.json';
import ru from '@/shared/i18n/locales/ru.json';

describe('what a failed screen shows', () => {
  it('a missing page or a refusal: its own heading and no Retry, since asking again gives the same answer', () => {
    expect(errorPresentation(new ResponseStatusError(404))).toEqual({ kind: 'notFound', retry: false });
    expect(errorPresentation(new ResponseStatusError(410))).toEqual({ kind: 'notFound', retry: false });
    expect(errorPresentation(new ResponseStatusError(403, { code: 'forbidden' }))).toEqual({ kind: 'forbidden', retry: false });
    expect(errorPresentation(new ResponseStatusError(401))).toEqual({ kind: 'signedOut', retry: false });
    expect(errorPresentation(new ResponseStatusError(409))).toEqual({ kind: 'invalid', retry: false });
    expect(errorPresentation(new ExpectedError(400, { message: 'Bad', errors: { take: 'At most 100' } }))).toEqual({ kind: 'invalid', retry: false });
    expect(errorPresentation(new ExpectedError(422, 'Unprocessable'))).toEqual({ kind: 'invalid', retry: false });
  });

  it('a dropped connection, a timeout or a server fault: Retry is offered', () => {
    expect(errorPresentation(new NetworkError(new TypeError('Failed to fetch')))).toEqual({ kind: 'offline', retry: true });
    expect(errorPresentation(new DOMException('The operation timed out.', 'TimeoutError'))).toEqual({ kind: 'offline', retry: true });
    expect(errorPresentation(new ResponseStatusError(408))).toEqual({ kind: 'offline', retry: true });
    expect(errorPresentation(new ResponseStatusError(500))).toEqual({ kind: 'server', retry: true });
    expect(errorPresentation(new ResponseStatusError(503))).toEqual({ kind: 'server', retry: true });
    expect(errorPresentation(new UnknownContentTypeError('text/html'))).toEqual({ kind: 'server', retry: true });
    expect(errorPresentation(new ResponseStatusError(429))).toEqual({ kind: 'tooMany', retry: true });
  });

  it('a router answer by its status, and a screen that crashed as unknown with Retry', () => {
    expect(errorPresentation({ status: 404, statusText: 'Not Found', internal: true, data: null })).toEqual({ kind: 'notFound', retry: false });
    expect(errorPresentation(new TypeError('x is undefined'))).toEqual({ kind: 'unknown', retry: true });
  });

  it('every kind has a heading that is a sentence, not a code, in both languages', () => {
    for (const locale of [en, ru]) {
      for (const [kind, { title, description }] of Object.entries(locale.states.error)) {
        expect(title, kind).toMatch(/^\p{Lu}[\p{L}\s’',-]+$/u);
        expect(title, kind).not.toMatch(/\d|_/);
        expect(description.trim(), kind).not.toBe('');
      }
      expect(Object.keys(locale.states.error).sort()).toEqual([...errorKinds].sort());
    }
  });
});
