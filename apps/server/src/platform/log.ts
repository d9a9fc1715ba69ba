import type { FastifyRequest } from 'fastify';

/** Where log lines go instead of standard output (tests read them). */
export type LogStream = { write(line: string): void };

/** An address as logged: the value of a `key` parameter (a one-time sign-in key) is cut out. */
export function loggedUrl(url: string): string {
  return url.replace(/([?&]key=)[^&#]*/gi, '$1[hidden]');
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
