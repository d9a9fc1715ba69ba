import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** What a listener reports: each message, and whether it can currently hear them at all. */
export type ListenHandlers = {
  message(payload: string): void;
  /** Listening (again): messages from transactions that commit from now on will arrive. */
  up(): void;
  /** Deaf until the next `up`: messages sent meanwhile are lost. */
  down(reason: string): void;
};

export type Listening = { close(): Promise<void> };

/** Channel names are identifiers; the project's own are lower-case words. */
const CHANNEL = /^[a-z_]+$/;

/** Every channel the project's triggers speak on (migration 0033); pooled connections listen to each. */
export const CHANNELS = ['session_cache'] as const;
export type Channel = (typeof CHANNELS)[number];

/**
 * The embedded database is this process: PGlite hands a notification to its listeners before the
 * committing statement's promise resolves, and it cannot lose its connection.
 */
export async function listenPglite(client: PGlite, channel: string, handlers: ListenHandlers): Promise<Listening> {
  if (!CHANNEL.test(channel)) throw new Error(`bad channel name ${channel}`);
  const unlisten = await client.listen(channel, (payload) => handlers.message(payload));
  handlers.up();
  // A database closed first (a server outliving its embedded database) has nothing left to unlisten.
  return { close: () => (client.closed ? Promise.resolve() : unlisten()) };
}

/** How long a check of a quiet listening connection may take before it counts as lost. */
const PROBE_TIMEOUT_MS = 3_000;

/**
 * Messages heard on the pool's own connections. Each pooled connection listens to every channel
 * from its first moment; PostgreSQL hands a session its own transaction's messages just before the
 * commit's answer, so a write made through the pool is heard in this process before its `await`
 * returns, as with PGlite. Messages of other processes arrive here too, but a pooled connection
 * may be busy or closed when idle; `listenPg` is what hears them reliably.
 */
export function poolNotifications(pool: pg.Pool, warn: (message: string) => void) {
  const subscribers = new Map<string, Set<(payload: string) => void>>();
  pool.on('connect', (client) => {
    client.on('notification', (n) => {
      for (const deliver of subscribers.get(n.channel) ?? []) deliver(n.payload ?? '');
    });
    // Queued before any statement of the one who asked for the connection.
    for (const channel of CHANNELS)
      client.query(`LISTEN ${channel}`).catch((err: Error) => warn(`LISTEN ${channel} failed on a pooled connection: ${err.message}`));
  });
  return {
    subscribe(channel: string, deliver: (payload: string) => void): () => void {
      let set = subscribers.get(channel);
      if (!set) subscribers.set(channel, (set = new Set()));
      set.add(deliver);
      return () => set.delete(deliver);
    },
  };
}

type PgListenOptions = {
  /** Between two checks that the connection still answers (a half-open socket says nothing). */
  probeEveryMs?: number;
  /** First wait before connecting again; it doubles up to ten times this. */
  retryMs?: number;
  warn(message: string): void;
};

/**
 * A LISTEN on a connection of its own: a pooled one may sit in a long transaction (messages wait
 * for its end) or be closed when idle, and its loss would go unnoticed. Lost (server restart, failover, `pg_terminate_backend`, a probe left unanswered), it
 * reports `down` at once and connects again with a growing wait until it hears again.
 */
export function listenPg(databaseUrl: string, channel: string, handlers: ListenHandlers, opts: PgListenOptions): Listening {
  if (!CHANNEL.test(channel)) throw new Error(`bad channel name ${channel}`);
  const probeEveryMs = opts.probeEveryMs ?? 5_000;
  const retryMs = opts.retryMs ?? 500;
  let current: pg.Client | null = null;
  let closed = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;
  let probe: NodeJS.Timeout | undefined;

  function lost(client: pg.Client, reason: string) {
    if (client !== current || closed) return;
    current = null;
    clearInterval(probe);
    client.end().catch(() => undefined);
    handlers.down(reason);
    // The first loss is reported; a database that stays away would otherwise fill the log.
    if (failures === 0) opts.warn(`session cache: not listening to ${channel} (${reason}); sessions are read from the database until it is back`);
    const wait = Math.min(retryMs * 2 ** failures, retryMs * 10);
    failures++;
    retry = setTimeout(connect, wait);
  }

  function connect() {
    if (closed) return;
    const client = new pg.Client({
      connectionString: databaseUrl,
      keepAlive: true,
      application_name: `listen:${channel}`,
      connectionTimeoutMillis: PROBE_TIMEOUT_MS,
      query_timeout: PROBE_TIMEOUT_MS,
    });
    current = client;
    client.on('error', (err) => lost(client, err.message));
    client.on('end', () => lost(client, 'connection ended'));
    client.on('notification', (n) => {
      if (client === current && n.channel === channel) handlers.message(n.payload ?? '');
    });
    client
      .connect()
      .then(() => client.query(`LISTEN ${channel}`))
      .then(() => {
        if (client !== current || closed) return;
        if (failures > 0) opts.warn(`session cache: listening to ${channel} again`);
        failures = 0;
        handlers.up();
        probe = setInterval(() => {
          client.query('select 1').catch((err: Error) => lost(client, `probe failed: ${err.message}`));
        }, probeEveryMs);
        probe.unref();
      })
      .catch((err: Error) => lost(client, err.message));
  }

  connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      clearInterval(probe);
      const client = current;
      current = null;
      // A server that accepted the connection and never answers would never confirm its end either.
      await Promise.race([client?.end().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, PROBE_TIMEOUT_MS).unref())]);
    },
  };
}
