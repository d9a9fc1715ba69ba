/**
 * Failures that say the database cannot be reached right now, not that the request was wrong:
 * a restart or failover ends the connections, the server refuses new ones while it starts, a
 * statement outlives its timeout. The caller may simply try again, so they answer 503.
 */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown: the backend was terminated (restart, pg_terminate_backend)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: the server is starting or shutting down
  '57014', // query_canceled: the statement timeout fired
  '53300', // too_many_connections
]);

const UNAVAILABLE_NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/** node-postgres and PGlite say these in words only, with no code. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/, // the socket closed under a query
  /^timeout exceeded when trying to connect/, // the pool's connectionTimeoutMillis
  /^Query read timeout/, // the client-side query_timeout
  /is not queryable$/, // a client whose connection broke, or that was dropped for it
  /^Cannot use a pool after calling end/, // shutting down
  /^PGlite is closed/,
];

function unavailable(error: object): boolean {
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  if (code && (UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08') || UNAVAILABLE_NODE_CODES.has(code))) return true;
  const message = 'message' in error && typeof error.message === 'string' ? error.message : '';
  return UNAVAILABLE_MESSAGES.some((re) => re.test(message));
}

/** True when the error, or one it wraps (Drizzle wraps driver errors in `cause`), is an outage. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    if (unavailable(current)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
