import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailSchema } from '@platform/contract';
import { mailOutbox } from '../../db/schema/index.js';
import type { AppDeps } from '../../platform/deps.js';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const query = z.object({ to: emailSchema.optional() });
const mailSchema = z.object({ id: z.string(), to: z.string(), subject: z.string(), text: z.string(), createdAt: z.string() });

/**
 * The development outbox: with the embedded database, a person trying the product reads the
 * codes the platform mailed here. Never registered with a real PostgreSQL.
 */
export const devOutboxRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  async function latest(to?: string) {
    const rows = await db
      .select()
      .from(mailOutbox)
      .where(to ? eq(mailOutbox.to, to) : undefined)
      .orderBy(desc(mailOutbox.createdAt))
      .limit(50);
    return rows.map((r) => ({ id: r.id, to: r.to, subject: r.subject, text: r.text, createdAt: r.createdAt.toISOString() }));
  }

  app.get(
    '/api/v1/dev/outbox',
    { schema: { tags: ['development'], summary: 'Latest mails in the outbox (embedded database only)', querystring: query, response: { 200: z.object({ mails: z.array(mailSchema) }) } } },
    async (req) => ({ mails: await latest(req.query.to) }),
  );

  app.get('/dev/outbox', { schema: { hide: true, querystring: query } }, async (req, reply) => {
    const mails = await latest(req.query.to);
    const items = mails
      .map((m) => `<article><header><b>${escapeHtml(m.subject)}</b> to ${escapeHtml(m.to)} <time>${escapeHtml(m.createdAt)}</time></header><pre>${escapeHtml(m.text)}</pre></article>`)
      .join('');
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox</title><meta name="viewport" content="width=device-width"><style>body{font:15px system-ui;margin:2rem auto;max-width:760px;padding:0 1rem}article{border:1px solid #ddd;border-radius:8px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap;font:inherit}time{color:#777;font-size:13px}</style></head><body><h1>Development outbox</h1><p>Mail the platform sent while it runs on the embedded database, newest first.</p>${items || '<p>No mail yet.</p>'}</body></html>`;
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(html);
  });
};
