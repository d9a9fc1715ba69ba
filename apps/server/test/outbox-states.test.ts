import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMailSchema, outboxSchema, type OutboxMail } from '@platform/contract';
import { mailOutbox } from '../src/db/schema/index.js';
import { bearer, createUser, login, mailedCode, startTestApp, type TestApp } from './harness.js';
import { startSmtpSink } from './fixtures/smtp-sink.js';

/**
 * Letters that leave through SMTP, as managers follow them on the outbox page: every attempt of a
 * sign-up code refused, the letter shown as failed with its attempts and last error but never its
 * text, then sent once by a manager's retry.
 */
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let t: TestApp;
let managerToken: string;
let startupToken: string;
const email = `outbox-states-${Date.now()}@example.test`;

beforeAll(async () => {
  // Both attempts of the letter are refused; the retry's attempt is the third message, accepted.
  sink = await startSmtpSink({ refuseFirst: 2 });
  t = await startTestApp({ smtpUrl: `smtp://127.0.0.1:${sink.port}`, mailDelivery: { attempts: 2, retrySeconds: 1 } });
  const manager = await createUser(t, { role: 'manager' });
  managerToken = await login(t, manager.email, manager.password);
  const startup = await createUser(t, { role: 'startup' });
  startupToken = await login(t, startup.email, startup.password);
}, 120_000);
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

const list = (query: string, token = managerToken) => t.app.inject({ method: 'GET', url: `/api/v1/manager/outbox${query}`, headers: bearer(token) });
const retry = (id: string, token = managerToken) => t.app.inject({ method: 'POST', url: `/api/v1/manager/outbox/${id}/retry`, headers: bearer(token) });
const letterTo = async (address: string): Promise<OutboxMail | undefined> =>
  outboxSchema.parse((await list(`?to=${encodeURIComponent(address)}`)).json()).mails[0];
const messagesTo = (address: string) => sink.messages.filter((m) => m.includes(`To: ${address}`));

describe('outbox with SMTP: a letter that keeps failing', () => {
  let letter: OutboxMail;

  it('shows as failed after its attempts, with the last error, in the failed filter and without its text', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/send-code/registration', payload: { email } })).statusCode).toBe(200);
    await expect.poll(async () => (await letterTo(email))?.state, { timeout: 60_000, interval: 300 }).toBe('failed');

    const res = await list('?state=failed');
    expect(res.statusCode).toBe(200);
    const page = outboxSchema.parse(res.json());
    expect(page.delivery).toBe('smtp');
    letter = page.mails.find((m) => m.to === email)!;
    expect(letter).toMatchObject({
      subject: expect.any(String),
      template: expect.any(String),
      state: 'failed',
      attempts: 2,
      error: expect.stringContaining('451'),
      // The manager's page words it: the server refused the letter, not a fault of the platform.
      error_kind: 'refused',
      sent_at: null,
    });
    expect(page.mails.every((m) => m.state === 'failed')).toBe(true);
    // The code opens the account: neither it nor any text part reaches the page.
    expect(res.body).not.toMatch(/"(text|html|ics)"/);
    expect(res.body).not.toContain(await mailedCode(t, email));
    expect(messagesTo(email)).toHaveLength(0);
    // Neither waiting nor sent.
    expect(outboxSchema.parse((await list('?state=queued')).json()).mails.map((m) => m.id)).not.toContain(letter.id);
    expect(outboxSchema.parse((await list('?state=sent')).json()).mails.map((m) => m.id)).not.toContain(letter.id);
  }, 90_000);

  it('is refused to everyone but a manager, listed or retried', async () => {
    expect((await list('?state=failed', startupToken)).statusCode).toBe(403);
    expect((await retry(letter.id, startupToken)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/manager/outbox' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/manager/outbox/${letter.id}/retry` })).statusCode).toBe(401);
    expect((await letterTo(email))?.state).toBe('failed');
  });

  it('is sent once when a manager sends it again, and the retry is in the audit log', async () => {
    const res = await retry(letter.id);
    expect(res.statusCode).toBe(200);
    expect(outboxMailSchema.parse(res.json())).toMatchObject({ id: letter.id, state: expect.stringMatching(/^(queued|sending|sent)$/) });
    expect(res.body).not.toMatch(/"(text|html|ics)"/);

    await expect.poll(async () => (await letterTo(email))?.state, { timeout: 60_000, interval: 300 }).toBe('sent');
    const sent = (await letterTo(email))!;
    expect(sent).toMatchObject({ attempts: 1, sent_at: expect.any(String) });
    expect(messagesTo(email)).toHaveLength(1);
    expect(outboxSchema.parse((await list('?state=sent')).json()).mails.map((m) => m.id)).toContain(letter.id);
    expect(outboxSchema.parse((await list('?state=failed')).json()).mails.map((m) => m.id)).not.toContain(letter.id);

    const audit = await t.app.inject({ method: 'GET', url: '/api/v1/manager/audit?action=mail.retry', headers: bearer(managerToken) });
    const entries = audit.json<{ entries: { entity: string; entity_id: string; after: { to: string } }[] }>().entries;
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ entity: 'mail', entity_id: letter.id, after: { to: email } });
  }, 90_000);

  it('refuses to send again a letter that is not failed, and a letter that does not exist', async () => {
    const sentAgain = await retry(letter.id);
    expect(sentAgain.statusCode).toBe(409);
    expect(sentAgain.json()).toMatchObject({ code: 'mail_not_failed', message: 'Only a letter whose delivery failed can be sent again' });
    const unknown = await retry('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'mail_not_found' });
    expect((await retry('not-an-id')).statusCode).toBe(400);
    // Nothing more was sent.
    await new Promise((r) => setTimeout(r, 1500));
    expect(messagesTo(email)).toHaveLength(1);
  });
});

describe('outbox with SMTP: a letter kept before SMTP was set', () => {
  it('still shows its text, while sent letters never do', async () => {
    const address = `kept-before-smtp-${Date.now()}@example.test`;
    await t.database.db.insert(mailOutbox).values({
      to: address,
      subject: 'Your sign-in code',
      text: 'Your code is 424242',
      html: '<p>Your code is 424242</p>',
      template: 'auth.code',
      language: 'en',
      state: 'kept',
    });
    const kept = await letterTo(address);
    expect(kept).toMatchObject({ state: 'kept', text: 'Your code is 424242', ics: null, error: null, error_kind: null });
    const sent = (await letterTo(email))!;
    expect(sent.state).toBe('sent');
    expect(sent).not.toHaveProperty('text');
  });
});
