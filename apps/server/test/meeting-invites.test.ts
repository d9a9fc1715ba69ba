import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { meetingSchema, outboxSchema } from '@platform/contract';
import { auditLog, mailOutbox, meetings, tickets } from '../src/db/schema/index.js';
import { startTestApp, type TestApp } from './harness.js';
import { assignedTicket, at, booking, call, parseIcs, world, type World } from './fixtures/meetings.js';
import { startSmtpSink } from './fixtures/smtp-sink.js';
import { comingWeekday, fixClock } from './fixtures/dates.js';

// Today, the week and a meeting's end start from one instant, a Wednesday at 10:00 UTC: no day turns over mid-test.
fixClock(() => comingWeekday(3));
let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await startTestApp();
  w = await world(t);
});
afterAll(() => t.close());

/**
 * The embedded database stamps rows by this process's `Date`, and the set clock moves on only when
 * the event loop turns: two steps of a test could share an instant, and their letters one
 * `created_at`, which leaves "the newest invite" to the ids' random order. Each step of the
 * manager's therefore starts a second after the last, as a person's would.
 */
const aSecondLater = () => vi.setSystemTime(Date.now() + 1_000);
const book = (expert: string, body: object, token = w.tok.manager) => {
  aSecondLater();
  return call(w, 'POST', `/api/v1/manager/expert-tickets/${expert}/meetings`, token, body);
};
const change = (id: string, body: object, token = w.tok.manager) => {
  aSecondLater();
  return call(w, 'PATCH', `/api/v1/manager/meetings/${id}`, token, body);
};
const cancel = (id: string) => {
  aSecondLater();
  return call(w, 'DELETE', `/api/v1/manager/meetings/${id}`, w.tok.manager);
};
const accept = (id: string, body: object, token = w.tok.auditors) => call(w, 'PATCH', `/api/v1/expert/work_calendar/meet/accept/${id}`, token, body);

/** The newest invite mailed to an address, read through the managers' outbox. */
async function lastInvite(key: 'auditors' | 'founder') {
  const res = await call(w, 'GET', `/api/v1/dev/outbox?to=${encodeURIComponent(w.ids[`${key}Email`]!)}`, w.tok.manager);
  expect(res.statusCode, res.body).toBe(200);
  const mail = outboxSchema.parse(res.json()).mails.find((m) => m.ics !== null);
  expect(mail).toBeDefined();
  return { mail: mail!, ics: parseIcs(mail!.ics!) };
}

describe('meeting invites', () => {
  it('go to both companies in their languages on booking, change and cancel, with one UID and a growing sequence', async () => {
    const { expert } = await assignedTicket(w);
    const booked = await book(expert, booking('10:00', '11:00'));
    expect(booked.statusCode, booked.body).toBe(200);
    const id = meetingSchema.parse(booked.json()).id;
    const uid = `meeting-${id}@localhost`;

    const ru = await lastInvite('auditors');
    expect(ru.mail.subject).toBe('Назначена встреча: Kick-off');
    expect(ru.mail.text).toContain('Менеджер платформы назначил встречу по вашей комплексной проверке.');
    const en = await lastInvite('founder');
    expect(en.mail.subject).toBe('Meeting booked: Kick-off');
    expect(en.mail.text).toContain('A platform manager booked a meeting');
    for (const { ics } of [ru, en]) {
      expect(ics.method).toBe('REQUEST');
      expect(ics.events).toHaveLength(1);
      const e = ics.events[0]!;
      expect(e).toMatchObject({
        uid,
        sequence: 0,
        summary: 'Kick-off',
        description: 'Scope and access',
        location: 'https://meet.example.com/dd',
        url: 'https://meet.example.com/dd',
      });
      expect(e.start.zone?.tzid).toBe('UTC');
      expect(e.start.toJSDate().toISOString()).toBe(at('10:00'));
      expect(e.end.toJSDate().toISOString()).toBe(at('11:00'));
      expect(String(e.organizer).toLowerCase()).toBe('mailto:no-reply@platform.localhost');
    }
    expect(ru.mail.ics).toMatch(/^DTSTART:\d{8}T100000Z\r?$/m);

    // The expert accepts; a change asks again and sends the invites anew.
    expect((await accept(id, { accept: true })).statusCode).toBe(200);
    const changed = await change(id, { ...booking('13:00', '14:30', 'Kick-off, moved'), description: 'New agenda' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      id,
      accepted: null,
      reason: null,
      name: 'Kick-off, moved',
      description: 'New agenda',
      timestampz_range: { timestampz_from: at('13:00'), timestampz_to: at('14:30') },
    });
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'meeting.change'))).toHaveLength(1);
    for (const key of ['auditors', 'founder'] as const) {
      const { mail, ics } = await lastInvite(key);
      expect(mail.subject).toBe(key === 'auditors' ? 'Встреча изменена: Kick-off, moved' : 'Meeting changed: Kick-off, moved');
      expect(ics.method).toBe('REQUEST');
      expect(ics.events[0]).toMatchObject({ uid, sequence: 1, summary: 'Kick-off, moved', description: 'New agenda' });
      expect(ics.events[0]!.start.toJSDate().toISOString()).toBe(at('13:00'));
    }

    // Cancelling sends CANCEL with the same UID and a higher sequence.
    expect((await cancel(id)).statusCode).toBe(200);
    for (const key of ['auditors', 'founder'] as const) {
      const { mail, ics } = await lastInvite(key);
      expect(mail.subject).toBe(key === 'auditors' ? 'Встреча отменена: Kick-off, moved' : 'Meeting cancelled: Kick-off, moved');
      expect(ics.method).toBe('CANCEL');
      expect(ics.events[0]).toMatchObject({ uid, sequence: 2, status: 'CANCELLED' });
    }
    // Other mail keeps no invite.
    const [plain] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.template, 'meeting.cancelled'))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    expect(plain?.ics).toContain('METHOD:CANCEL');
  });

  it('give the times in the zone the reader set last', async () => {
    const { expert } = await assignedTicket(w);
    const zone = (time_zone: string) => call(w, 'PATCH', '/api/v1/user/settings', w.tok.founder, { time_zone });
    expect((await zone('Asia/Tokyo')).statusCode).toBe(200);
    // A week after the other tests' meetings, so the analyst is free.
    const later = new Date(Date.parse(at('00:00')) + 7 * 86_400_000).toISOString().slice(0, 10);
    const slot = (from: string, to: string) => ({ ...booking(from, to, 'Zone check'), timestampz_from: at(from, later), timestampz_to: at(to, later) });
    const booked = await book(expert, slot('10:00', '11:00'));
    expect(booked.statusCode, booked.body).toBe(200);
    const tokyo = await lastInvite('founder');
    expect(tokyo.mail.subject).toBe('Meeting booked: Zone check');
    expect(tokyo.mail.text).toMatch(/07:00 PM GMT\+9/);
    expect(tokyo.mail.text).toMatch(/08:00 PM GMT\+9/);
    // The manager moves the meeting after the founder chose São Paulo (UTC-3 all year).
    expect((await zone('America/Sao_Paulo')).statusCode).toBe(200);
    const id = meetingSchema.parse(booked.json()).id;
    expect((await change(id, slot('15:00', '16:00'))).statusCode).toBe(200);
    const saoPaulo = await lastInvite('founder');
    expect(saoPaulo.mail.text).toMatch(/12:00 PM GMT-3/);
    expect(saoPaulo.mail.text).not.toMatch(/GMT\+9/);
    // The expert's company kept its own zone.
    expect((await lastInvite('auditors')).mail.text).toMatch(/15:00 UTC/);
  });
});

describe('changing a meeting', () => {
  it('follows the booking rules, its own time not counting as taken', async () => {
    const { expert } = await assignedTicket(w);
    const first = meetingSchema.parse((await book(expert, booking('10:00', '11:00', 'First'))).json());
    const second = meetingSchema.parse((await book(expert, booking('11:00', '12:00', 'Second'))).json());
    // Shifted over its own old time: fine. Over another meeting, outside the hours, too short a grid, in the past: 400.
    expect((await change(first.id, booking('09:30', '10:30', 'First'))).statusCode).toBe(200);
    const overlap = await change(first.id, booking('10:30', '11:30', 'First'));
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json<{ errors: Record<string, string> }>().errors).toHaveProperty('timestampz_from');
    expect((await change(first.id, booking('08:00', '09:00', 'First'))).statusCode).toBe(400);
    expect((await change(first.id, booking('10:00', '10:45', 'First'))).statusCode).toBe(400);
    expect(
      (await change(first.id, { ...booking('10:00', '11:00'), timestampz_from: '2020-01-06T10:00:00.000Z', timestampz_to: '2020-01-06T11:00:00.000Z' }))
        .statusCode,
    ).toBe(400);
    const [row] = await t.database.db.select().from(meetings).where(eq(meetings.id, first.id));
    expect(row).toMatchObject({ sequence: 1, startsAt: new Date(at('09:30')) });
    // A declined meeting frees its time for the other one.
    expect((await accept(second.id, { accept: false, reason: 'Travelling that day' })).statusCode).toBe(200);
    expect((await change(first.id, booking('11:00', '12:00', 'First'))).statusCode).toBe(200);

    // Only managers change; another id is 404; a ticket past the work stage is refused.
    for (const key of ['auditors', 'rivals', 'founder', 'fund']) expect((await change(first.id, booking('14:00', '15:00'), w.tok[key])).statusCode).toBe(403);
    expect((await change(first.id, booking('14:00', '15:00'), '')).statusCode).toBe(401);
    expect((await change('00000000-0000-4000-8000-000000000000', booking('14:00', '15:00'))).statusCode).toBe(404);
    await t.database.db.update(tickets).set({ status: 'due_accept_work' }).where(eq(tickets.id, expert));
    const late = await change(first.id, booking('14:00', '15:00'));
    expect(late.statusCode).toBe(400);
    expect(late.json<{ errors: Record<string, string> }>().errors).toHaveProperty('status');
  });
});

describe('answering a meeting', () => {
  it('is refused once the meeting has ended or the due diligence is no longer in progress', async () => {
    const { expert } = await assignedTicket(w);
    const ended = meetingSchema.parse((await book(expert, booking('15:00', '16:00', 'Ended'))).json());
    const open = meetingSchema.parse((await book(expert, booking('16:00', '17:00', 'Open'))).json());
    await t.database.db
      .update(meetings)
      .set({ startsAt: new Date(Date.now() - 7_200_000), endsAt: new Date(Date.now() - 3_600_000) })
      .where(eq(meetings.id, ended.id));
    const past = await accept(ended.id, { accept: true });
    expect(past.statusCode).toBe(400);
    // The auditors' account reads Russian, and field errors follow the caller's account language.
    expect(Object.values(past.json<{ errors: Record<string, string> }>().errors)).toContain('Встреча уже закончилась');
    expect((await accept(open.id, { accept: true })).statusCode).toBe(200);
    await t.database.db.update(tickets).set({ status: 'due_cancel' }).where(eq(tickets.id, expert));
    const closed = await accept(open.id, { accept: false, reason: 'Not needed now' });
    expect(closed.statusCode).toBe(400);
    expect(closed.json<{ errors: Record<string, string> }>().errors).toHaveProperty('status');
    expect((await t.database.db.select({ accepted: meetings.accepted }).from(meetings).where(eq(meetings.id, open.id)))[0]!.accepted).toBe(true);
  });
});

describe('a mail that cannot be written', () => {
  it('never fails the booking', async () => {
    const broken = await startTestApp({ mailFrom: 'no address here' });
    try {
      const other = await world(broken);
      const { expert } = await assignedTicket(other);
      const res = await call(other, 'POST', `/api/v1/manager/expert-tickets/${expert}/meetings`, other.tok.manager, booking('10:00', '11:00'));
      expect(res.statusCode, res.body).toBe(200);
      expect(await broken.database.db.select().from(mailOutbox).where(eq(mailOutbox.template, 'meeting.booked'))).toHaveLength(0);
    } finally {
      await broken.close();
    }
  });
});

describe('invites sent through SMTP', () => {
  it('carry the calendar part mail clients show as an invitation and an .ics attachment', async () => {
    const sink = await startSmtpSink();
    const smtp = await startTestApp({ smtpUrl: `smtp://127.0.0.1:${sink.port}` });
    try {
      const other = await world(smtp);
      const { expert } = await assignedTicket(other);
      const res = await call(other, 'POST', `/api/v1/manager/expert-tickets/${expert}/meetings`, other.tok.manager, booking('10:00', '11:00'));
      expect(res.statusCode, res.body).toBe(200);
      // The letters are queued with the booking's event; the queue's worker sends them a moment later.
      await vi.waitFor(
        async () => {
          const kept = await smtp.database.db.select().from(mailOutbox).where(eq(mailOutbox.template, 'meeting.booked'));
          expect(kept).toHaveLength(2);
          for (const mail of kept) expect(mail).toMatchObject({ error: null, sentAt: expect.any(Date), ics: expect.stringContaining('METHOD:REQUEST') });
        },
        { timeout: 20_000, interval: 250 },
      );
      const invites = sink.messages.filter((m) => m.includes('text/calendar'));
      expect(invites).toHaveLength(2);
      for (const raw of invites) {
        expect(raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
        expect(raw).toMatch(/filename=invite\.ics/);
      }
    } finally {
      await smtp.close();
      await sink.close();
    }
  });
});
