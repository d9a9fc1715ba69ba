import type { FastifyInstance } from 'fastify';
import { JSON_MAX_DEPTH } from '@platform/contract';
import { AppError } from './errors.js';

/** How deep the raw JSON text nests, read without parsing it: brackets inside strings do not count. */
export function rawJsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest;
}

/**
 * JSON bodies as Fastify parses them, but refused with a 400 when they nest deeper than any
 * schema reads: a recursive validator would run out of stack on a few thousand levels.
 * An empty body (blanks only) is no body at all: the spec's front end sends
 * `Content-Type: application/json` on calls it gives no body, so those calls take it, and a call
 * that needs a body refuses it through its schema like a missing one.
 */
export function registerJsonBodyParser(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = body as string;
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    if (rawJsonDepth(text) > JSON_MAX_DEPTH) {
      done(new AppError(400, 'body_too_deep'), undefined);
      return;
    }
    parse(req, text, done);
  });
}
