import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { idempotencyKeys } from '../db/schema/index.js';
import { AppError } from './errors.js';
import type { ScheduledJob } from './schedules.js';

/** How long an answer is kept for its retries. */
const KEPT = sql`interval '24 hours'`;
/** Visible ASCII, as a header value can carry it; a UUID is the usual key. */
const KEY = /^[\x21-\x7e]{1,255}$/;

declare module 'fastify' {
  interface FastifyRequest {
    /** The key this request holds, until its answer is stored. */
    idempotencyKey?: string;
  }
}

const fingerprint = (req: FastifyRequest) =>
  createHash('sha256')
    .update(`${req.method} ${req.url}\n${req.body === undefined ? '' : JSON.stringify(req.body)}`)
    .digest('hex');

/**
 * `Idempotency-Key` on a signed-in write: the first request with a key claims it (a row committed
 * before the handler runs) and its answer is stored with it; a retry with the same key gets that
 * answer again (`Idempotent-Replayed: true`) and the handler does not run, so nothing is stored
 * twice. A retry while the first still runs, or after its process died mid-request, is refused
 * with 409: the write may or may not have happened, and only a new submit (a new key) may do it
 * again. The same key on another request is refused with 422. A 5xx answer is not kept: the
 * write did not happen, the retry runs. Keys are per account and kept 24 hours; the hourly sweep
 * removes older ones.
 */
export function registerIdempotency(app: FastifyInstance, db: Db): void {
  // After the route's guard (an onRequest hook) and the body's validation.
  app.addHook('preHandler', async (req, reply) => {
    const header = req.headers['idempotency-key'];
    if (header === undefined || req.method === 'GET' || req.method === 'HEAD' || !req.auth) return;
    const key = Array.isArray(header) ? header[0] : header;
    if (!key || !KEY.test(key) || Array.isArray(header)) throw new AppError(400, 'idempotency_key_invalid');
    const userId = req.auth.user.id;
    const print = fingerprint(req);
    const claimed = await db
      .insert(idempotencyKeys)
      .values({ userId, key, fingerprint: print })
      // A key older than a day is free again.
      .onConflictDoUpdate({
        target: [idempotencyKeys.userId, idempotencyKeys.key],
        set: { fingerprint: print, status: null, contentType: null, body: null, createdAt: sql`now()` },
        where: lt(idempotencyKeys.createdAt, sql`now() - ${KEPT}`),
      })
      .returning({ key: idempotencyKeys.key });
    if (claimed.length) {
      req.idempotencyKey = key;
      return;
    }
    const [first] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    if (!first || first.status === null) throw new AppError(409, 'idempotency_key_in_use');
    if (first.fingerprint !== print) throw new AppError(422, 'idempotency_key_reused');
    reply.header('idempotent-replayed', 'true');
    if (first.contentType) reply.header('content-type', first.contentType);
    return reply.status(first.status).send(first.body ?? undefined);
  });

  app.addHook('onSend', async (req, reply, payload) => {
    const key = req.idempotencyKey;
    if (!key || !req.auth) return payload;
    req.idempotencyKey = undefined;
    const where = and(eq(idempotencyKeys.userId, req.auth.user.id), eq(idempotencyKeys.key, key));
    if (reply.statusCode >= 500) {
      await db.delete(idempotencyKeys).where(where);
      return payload;
    }
    const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : payload == null ? null : undefined;
    // A streamed answer (no write answers so) cannot be kept: the key is let go.
    if (body === undefined) {
      await db.delete(idempotencyKeys).where(where);
      return payload;
    }
    const contentType = reply.getHeader('content-type');
    await db
      .update(idempotencyKeys)
      .set({ status: reply.statusCode, body, contentType: typeof contentType === 'string' ? contentType : null })
      .where(where);
    return payload;
  });
}

/** Removes the keys older than a day, hourly, once across processes. */
export const idempotencySweep: ScheduledJob = {
  name: 'idempotency.sweep',
  schedule: 'idempotencySweep',
  async run({ db }) {
    await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, sql`now() - ${KEPT}`));
  },
};
