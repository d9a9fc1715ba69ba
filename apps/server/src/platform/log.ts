import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Where log lines go instead of standard output (tests read them). */
export type LogStream = { write(line: string): void };

/**
 * An address as logged: the value of a `key` parameter (a one-time sign-in key) and the token of a
 * calendar feed's address (it alone grants reading the feed) are cut out.
 */
export function loggedUrl(url: string): string {
  return url.replace(/([?&]key=)[^&#]*/gi, '$1[hidden]').replace(/^(\/api\/v1\/calendar\/)[^/?#]+(\.ics)/i, '$1[hidden]$2');
}

/**
 * The request as Fastify logs it (debug and trace log every request), with the sign-in key of a
 * `/?key=…` page address hidden. Bodies are never logged, so the key sent to
 * `POST /api/v1/user/signin` stays out of the log too.
 */
export function logRequest(req: FastifyRequest) {
  return { method: req.method, url: loggedUrl(req.url), host: req.host, remoteAddress: req.ip, remotePort: req.socket?.remotePort };
}

/** The logger options of the server: level, the request serializer above, and an optional stream. */
export function loggerOptions(level: string, stream?: LogStream) {
  if (level === 'silent') return false;
  return { level, serializers: { req: logRequest }, ...(stream ? { stream } : {}) };
}

/** What a caller's request id may be: short, and only characters safe in a log line and a header. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The request's id: the caller's `X-Request-Id` (a proxy's or a client's, to follow one request
 * across services) when it looks like an id, else a new UUID. Anything else is dropped, not
 * cleaned: a header is the caller's text, and it goes into every log line of the request.
 */
export function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * The health endpoints: every balancer and orchestrator asks them every few seconds, so at `info`
 * their lines would outnumber the users' requests; they log at `debug`.
 */
const PROBE_ROUTE = /^\/api\/health(\/|$)/;

/**
 * One `info` line per answered request (`debug` for health probes): method, route pattern (never
 * the address, which may carry a sign-in key), status and duration; the request id comes with the
 * request's logger. No headers and no bodies, so tokens, cookies and passwords stay out. The id is
 * echoed to the caller.
 */
export function registerAccessLog(app: FastifyInstance): void {
  // Callback hooks, not async ones: an async hook costs every request a promise and a turn.
  app.addHook('onRequest', (req, reply, done) => {
    reply.header('x-request-id', req.id);
    done();
  });
  app.addHook('onResponse', (req, reply, done) => {
    const route = req.routeOptions.url ?? '(unmatched)';
    const line = { method: req.method, route, status: reply.statusCode, durationMs: Math.round(reply.elapsedTime * 10) / 10 };
    if (PROBE_ROUTE.test(route)) req.log.debug(line, 'request');
    else req.log.info(line, 'request');
    done();
  });
}
