import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roundQuestionListSchema, roundQuestionSchema, type RoundQuestion } from '@platform/contract';
import { auditLog, crowdfundQuestions, domainEvents } from '../src/db/schema/index.js';
import type { Socket } from 'socket.io-client';
import { startTestApp, type TestApp } from './harness.js';
import { connectSocket, listening, nextEvent } from './sockets.js';
import { crowdfundingKit } from './fixtures/crowdfunding.js';
import { testKit, type Account } from './fixtures/kit.js';

let t: TestApp;
const kit = testKit(() => t);
const rounds = crowdfundingKit(() => t);
const { call, mails } = kit;
const a: Record<string, Account> = {};
let roundId: string;
let finishedId: string;
let pendingId: string;

beforeAll(async () => {
  t = await startTestApp();
  a.manager = await kit.account('manager', 'Platform');
  a.founder = await kit.account('startup', 'Nordlight Robotics', 'ru');
  a.rival = await kit.account('startup', 'Rival Labs');
  a.investor = await kit.account('investor', 'Fjord Capital');
  a.corporate = await kit.account('corporate', 'Atlas Industrial', 'ru');
  a.expert = await kit.account('expert', 'Clearview');
  roundId = (await rounds.insertRound(a.founder!.id)).id;
  finishedId = (await rounds.insertRound(a.founder!.id, { expire: kit.inDays(-1) })).id;
  pendingId = (await rounds.insertRound(a.founder!.id, { status: 'new' })).id;
});
const sockets: Socket[] = [];
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

const base = (id = roundId) => `/api/v1/crowdfunding/${id}/questions`;
const ask = (text: string, who = a.investor, id = roundId) => call('POST', base(id), who?.token, { text });
const list = (who?: Account, query = '', id = roundId) => call('GET', `${base(id)}${query}`, who?.token);
const answer = (qid: string, text: string, who = a.founder, method: 'POST' | 'PUT' = 'POST') => call(method, `${base()}/${qid}/answer`, who?.token, { text });
const hide = (qid: string, body: object, who = a.manager, id = roundId) =>
  call('POST', `/api/v1/manager/crowdfunding/${id}/questions/${qid}/hide`, who?.token, body);
const questionsOf = async (who: Account, query = '') => {
  const res = await list(who, query);
  expect(res.statusCode, res.body).toBe(200);
  return roundQuestionListSchema.parse(res.json());
};
const asked = async (text: string, who = a.investor): Promise<RoundQuestion> => {
  const res = await ask(text, who);
  expect(res.statusCode, res.body).toBe(200);
  return roundQuestionSchema.parse(res.json());
};
const stored = () => t.database.db.select().from(crowdfundQuestions).where(eq(crowdfundQuestions.crowdfundId, roundId));

describe('questions on a round: success', () => {
  it('an investor asks on an active round; the startup is mailed the question in its language', async () => {
    const q = await asked('  When do you plan the Series A round?  ');
    expect(q).toMatchObject({
      text: 'When do you plan the Series A round?',
      hidden: null,
      answer: null,
      asker: { id: a.investor!.id, company_name: 'Fjord Capital', logo: null },
      can_answer: false,
      can_edit: false,
    });
    const [letter] = await mails(a.founder!.email);
    expect(letter).toMatchObject({ language: 'ru', template: 'crowdfunding.question', subject: 'Новый вопрос от Fjord Capital' });
    expect(letter!.text).toContain('When do you plan the Series A round?');
    expect(letter!.text).toContain(`/cabinet/crowdfunding/view/${roundId}`);
  });

  it('the startup answers once; the asker is mailed the answer in its language; it is marked edited after an edit', async () => {
    const q = await asked('What is your current monthly revenue?', a.corporate);
    const mine = (await questionsOf(a.founder!)).questions.find((x) => x.id === q.id)!;
    expect(mine).toMatchObject({ can_answer: true, can_edit: false });
    const res = await answer(q.id, '  About 40 thousand a month.  ');
    expect(res.statusCode, res.body).toBe(200);
    expect(roundQuestionSchema.parse(res.json())).toMatchObject({
      can_answer: false,
      can_edit: true,
      answer: { text: 'About 40 thousand a month.', edited: false, hidden: null },
    });
    const [letter] = await mails(a.corporate!.email);
    expect(letter).toMatchObject({ language: 'ru', template: 'crowdfunding.answer', subject: 'Nordlight Robotics ответил на ваш вопрос' });
    expect(letter!.text).toContain('About 40 thousand a month.');
    expect(letter!.text).toContain(`/cabinet/crowdfunding/view/${roundId}`);

    const again = await answer(q.id, 'A second answer.');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'already_answered' });

    const edited = await answer(q.id, 'About 45 thousand a month.', a.founder, 'PUT');
    expect(edited.statusCode, edited.body).toBe(200);
    expect(roundQuestionSchema.parse(edited.json()).answer).toMatchObject({ text: 'About 45 thousand a month.', edited: true });
    // An edit is pushed, not mailed.
    expect(await mails(a.corporate!.email)).toHaveLength(1);
    const read = (await questionsOf(a.investor!)).questions.find((x) => x.id === q.id)!;
    expect(read.answer).toMatchObject({ text: 'About 45 thousand a month.', edited: true });
    expect(read).toMatchObject({ can_answer: false, can_edit: false });
  });

  it('the answer is editable for 24 hours only', async () => {
    const q = await asked('How large is your team today?');
    expect((await answer(q.id, 'Twelve people.')).statusCode).toBe(200);
    const age = (hours: number) =>
      t.database.db
        .update(crowdfundQuestions)
        .set({ answeredAt: sql`now() - make_interval(hours => ${hours})` })
        .where(eq(crowdfundQuestions.id, q.id));
    const [letter] = await mails(a.investor!.email);
    expect(letter).toMatchObject({ language: 'en', template: 'crowdfunding.answer', subject: 'Nordlight Robotics answered your question' });
    expect(letter!.text).toContain('Twelve people.');
    await age(23);
    expect((await answer(q.id, 'Thirteen people.', a.founder, 'PUT')).statusCode).toBe(200);
    await age(25);
    const late = await answer(q.id, 'Fourteen people.', a.founder, 'PUT');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'answer_edit_closed' });
    const [row] = await t.database.db.select().from(crowdfundQuestions).where(eq(crowdfundQuestions.id, q.id));
    expect(row!.answer).toBe('Thirteen people.');
    expect((await questionsOf(a.founder!)).questions.find((x) => x.id === q.id)!.can_edit).toBe(false);
  });

  it('are read newest first and paged by every signed-in reader of the round', async () => {
    const all = await questionsOf(a.manager!, '?take=100');
    expect(all.total).toBe((await stored()).length);
    const created = all.questions.map((q) => q.created_at);
    expect(created).toEqual([...created].sort().reverse());
    for (const who of [a.founder, a.rival, a.investor, a.corporate]) {
      const first = await questionsOf(who!, '?take=2');
      const next = await questionsOf(who!, '?take=2&skip=2');
      expect(first.total).toBe(all.total);
      expect([...first.questions, ...next.questions].map((q) => q.id)).toEqual(all.questions.slice(0, 4).map((q) => q.id));
    }
    const past = await questionsOf(a.investor!, '?skip=100');
    expect(past).toEqual({ questions: [], total: all.total });
    expect(await questionsOf(a.investor!, '?take=1')).toMatchObject({ total: all.total });
    const empty = await list(a.investor, '', finishedId);
    expect(empty.json()).toEqual({ questions: [], total: 0 });
  });

  it('a manager hides a question and an answer with a reason: the text is left to managers, the reason is shown to all', async () => {
    const q = await asked('Is this a rude question about your founders?');
    const res = await hide(q.id, { target: 'question', reason: '  Personal remarks  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(roundQuestionSchema.parse(res.json())).toMatchObject({
      text: 'Is this a rude question about your founders?',
      hidden: { reason: 'Personal remarks' },
    });
    for (const who of [a.founder, a.investor, a.corporate]) {
      const seen = (await questionsOf(who!)).questions.find((x) => x.id === q.id)!;
      expect(seen).toMatchObject({ text: null, hidden: { reason: 'Personal remarks' }, can_answer: false });
    }
    const answerHidden = await answer(q.id, 'We would rather not.');
    expect(answerHidden.json()).toMatchObject({ code: 'question_hidden' });

    const r = await asked('Who are your main competitors?');
    expect((await hide(r.id, { target: 'answer', reason: 'No answer yet' })).json()).toMatchObject({ code: 'no_answer' });
    expect((await answer(r.id, 'Competitor X, with its phone number +1 555 0100.')).statusCode).toBe(200);
    expect((await hide(r.id, { target: 'answer', reason: 'Contact details' })).statusCode).toBe(200);
    const seen = (await questionsOf(a.investor!)).questions.find((x) => x.id === r.id)!;
    expect(seen).toMatchObject({ text: 'Who are your main competitors?', hidden: null, answer: { text: null, hidden: { reason: 'Contact details' } } });
    expect((await questionsOf(a.manager!)).questions.find((x) => x.id === r.id)!.answer).toMatchObject({
      text: 'Competitor X, with its phone number +1 555 0100.',
      hidden: { reason: 'Contact details' },
    });
    expect((await answer(r.id, 'Edited to remove it.', a.founder, 'PUT')).json()).toMatchObject({ code: 'answer_hidden' });
    for (const [id, target] of [
      [q.id, 'question'],
      [r.id, 'answer'],
    ] as const) {
      const twice = await hide(id, { target, reason: 'Again' });
      expect(twice.statusCode).toBe(409);
      expect(twice.json()).toMatchObject({ code: 'already_hidden' });
    }
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'crowdfunding.question_hide'), eq(auditLog.entityId, roundId)));
    expect(entries.map((e) => e.after)).toEqual(
      expect.arrayContaining([
        { questionId: q.id, target: 'question', reason: 'Personal remarks' },
        { questionId: r.id, target: 'answer', reason: 'Contact details' },
      ]),
    );
  });

  it('each write records its event: asked and answered are mailed, the others only pushed', async () => {
    const events = await t.database.db.select({ payload: domainEvents.payload }).from(domainEvents).where(eq(domainEvents.type, 'crowdfunding.question'));
    const kinds = new Set(events.map((e) => (e.payload as { kind: string }).kind));
    expect(kinds).toEqual(new Set(['asked', 'answered', 'edited', 'hidden']));
  });
});

describe('questions on a round: live', () => {
  it('the startup hears a new question and the asker its answer on the round, without a reload', async () => {
    const port = await listening(t.app);
    const open = async (who: Account) => {
      const socket = await connectSocket(port, who.token);
      sockets.push(socket);
      return socket;
    };
    const [startup, asker] = [await open(a.founder!), await open(a.investor!)];
    const toStartup = nextEvent(startup, 'crowdfunding');
    const q = await asked('Will the backers get a seat on the advisory board?');
    expect(await toStartup).toEqual({ id: roundId });
    const toAsker = nextEvent(asker, 'crowdfunding');
    expect((await answer(q.id, 'One seat, chosen by the backers above 100 000.')).statusCode).toBe(200);
    expect(await toAsker).toEqual({ id: roundId });
    const edited = nextEvent(asker, 'crowdfunding');
    expect((await answer(q.id, 'One seat, chosen by the backers above 150 000.', a.founder, 'PUT')).statusCode).toBe(200);
    expect(await edited).toEqual({ id: roundId });
  });
});

describe('questions on a round: refusals', () => {
  it('only investors and corporates ask, signed in, with 10 to 1000 characters', async () => {
    const before = (await stored()).length;
    for (const who of [a.founder, a.rival, a.expert, a.manager]) expect((await ask('A question from the wrong role.', who)).statusCode).toBe(403);
    expect((await call('POST', base(), undefined, { text: 'A question from nobody at all.' })).statusCode).toBe(401);
    for (const text of ['too short', '   short   ', 'x'.repeat(1001), '', 'bad \u0000 character in a question']) {
      const res = await ask(text);
      expect(res.statusCode, text).toBe(400);
    }
    expect((await ask('x'.repeat(1000))).statusCode).toBe(200);
    expect((await ask('Ten chars!')).statusCode).toBe(200);
    expect((await call('POST', base(), a.investor!.token, {})).statusCode).toBe(400);
    expect(await stored()).toHaveLength(before + 2);
  });

  it('only on an active round: finished 409, under moderation or unknown 404', async () => {
    const finished = await ask('Is this round still open?', a.investor, finishedId);
    expect(finished.statusCode).toBe(409);
    expect(finished.json()).toMatchObject({ code: 'round_not_open' });
    expect((await ask('Is this round still open?', a.investor, pendingId)).statusCode).toBe(404);
    expect((await ask('Is this round still open?', a.investor, randomUUID())).statusCode).toBe(404);
    expect((await call('POST', '/api/v1/crowdfunding/not-a-uuid/questions', a.investor!.token, { text: 'Is this round still open?' })).statusCode).toBe(400);
  });

  it('are read by signed-in readers who may see the round only', async () => {
    expect((await list()).statusCode).toBe(401);
    expect((await list(a.expert)).statusCode).toBe(403);
    expect((await list(a.investor, '', pendingId)).statusCode).toBe(404);
    expect((await list(a.founder, '', pendingId)).statusCode).toBe(200);
    expect((await list(a.manager, '', pendingId)).statusCode).toBe(200);
    expect((await list(a.investor, '?take=0')).statusCode).toBe(400);
    expect((await list(a.investor, '?skip=-1')).statusCode).toBe(400);
  });

  it('only the round’s own startup answers, 2 to 2000 characters, on a question of that round', async () => {
    const q = await asked('Do you have any patents filed?');
    for (const who of [a.investor, a.corporate, a.expert, a.manager, a.rival]) {
      const res = await answer(q.id, 'An answer from the wrong account.', who);
      expect(res.statusCode, who!.email).toBe(403);
    }
    expect((await call('POST', `${base()}/${q.id}/answer`, undefined, { text: 'Nobody' })).statusCode).toBe(401);
    for (const text of ['x', '  y  ', 'z'.repeat(2001)]) expect((await answer(q.id, text)).statusCode).toBe(400);
    const otherRound = await call('POST', `${base(finishedId)}/${q.id}/answer`, a.founder!.token, { text: 'Wrong round.' });
    expect(otherRound.statusCode).toBe(404);
    expect(otherRound.json()).toMatchObject({ code: 'question_not_found' });
    expect((await answer(randomUUID(), 'Unknown question.')).statusCode).toBe(404);
    expect((await answer(q.id, 'Not yet answered, so nothing to edit.', a.founder, 'PUT')).json()).toMatchObject({ code: 'no_answer' });
    const [row] = await t.database.db.select().from(crowdfundQuestions).where(eq(crowdfundQuestions.id, q.id));
    expect(row).toMatchObject({ answer: null, answeredAt: null });
    expect((await answer(q.id, 'Ok')).statusCode).toBe(200);
  });

  it('only managers hide, with a reason of 3 to 500 characters and a known target', async () => {
    const q = await asked('Another question to be hidden maybe.');
    for (const who of [a.founder, a.investor, a.corporate, a.expert])
      expect((await hide(q.id, { target: 'question', reason: 'Not mine' }, who)).statusCode).toBe(403);
    expect(
      (await call('POST', `/api/v1/manager/crowdfunding/${roundId}/questions/${q.id}/hide`, undefined, { target: 'question', reason: 'x' })).statusCode,
    ).toBe(401);
    for (const body of [{ target: 'question', reason: 'no' }, { target: 'question', reason: 'x'.repeat(501) }, { target: 'both', reason: 'Spam here' }, {}])
      expect((await hide(q.id, body)).statusCode).toBe(400);
    expect((await hide(q.id, { target: 'question', reason: 'Spam here' }, a.manager, finishedId)).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(crowdfundQuestions).where(eq(crowdfundQuestions.id, q.id));
    expect(row!.hiddenAt).toBeNull();
  });
});
