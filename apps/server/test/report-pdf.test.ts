import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { managerTicketSchema, type Language } from '@platform/contract';
import { reports, startupProfiles, users } from '../src/db/schema/index.js';
import { pdfText } from './fixtures/pdf-text.js';
import { caller, createUser, login, startTestApp, type TestApp } from './harness.js';
import { tomorrow } from './fixtures/dates.js';

let t: TestApp;
const tok = { founder: '', auditors: '', manager: '' };
let founderId = '';
let clientTicket = '';

const call = caller(() => t);
const ok = async (answer: ReturnType<typeof call>) => {
  const res = await answer;
  expect(res.statusCode, res.body).toBe(200);
  return res;
};

/** A fixed approval instant: 20:00 UTC on 27 November is already the 28th in the reader's zone (UTC+14). */
const APPROVED_AT = new Date('2026-11-27T20:00:00Z');
const READER_ZONE = 'Pacific/Kiritimati';

beforeAll(async () => {
  t = await startTestApp();
  const founder = await createUser(t, { role: 'startup', name: 'Nova Grid' });
  founderId = founder.id;
  await t.database.db.insert(startupProfiles).values({ userId: founder.id, isScoreFull: true } as never);
  await t.database.db.update(users).set({ timeZone: READER_ZONE }).where(eq(users.id, founder.id));
  tok.founder = await login(t, founder.email, founder.password);
  const auditors = await createUser(t, { role: 'expert', name: 'Audit House' });
  tok.auditors = await login(t, auditors.email, auditors.password);
  const manager = await createUser(t, { role: 'manager' });
  tok.manager = await login(t, manager.email, manager.password);

  // The founder's due-diligence ticket, worked and approved with four scores.
  const filed = await ok(
    call('POST', '/api/v1/startup/duedill/due_dill_form', tok.founder, {
      type_of_due_dill: 'technical',
      goals_and_tasks: 'Check our stack',
      feedback_method: 'email',
      feedback_value: 'a@b.test',
    }),
  );
  clientTicket = filed.json<{ id: string }>().id;
  const day = tomorrow();
  await ok(
    call('POST', `/api/v1/manager/tickets/${clientTicket}/expert`, tok.manager, {
      company_id: auditors.id,
      timeline: 'Four weeks',
      start_date: day,
      fee: 12000,
      expire: day,
    }),
  );
  const expert = managerTicketSchema.parse((await call('GET', `/api/v1/manager/tickets/${clientTicket}`, tok.manager)).json()).expert_work[0]!.id;
  await ok(call('PATCH', `/api/v1/expert/ticket/duedill/accept/${expert}`, tok.auditors, { interesting: true }));
  await ok(call('POST', `/api/v1/manager/expert-tickets/${expert}/status`, tok.manager, { event: 'terms_agreed' }));
  await ok(
    call('PUT', `/api/v1/expert/report/${expert}`, tok.auditors, {
      method: 'Interviews with the team',
      artifacts: ['Architecture diagram'],
      conclusion: 'A sound stack',
      risks: 'One engineer holds the deployment knowledge',
      recommendations: 'Automate the deployment',
      files: [],
      scores: { team: 4, management: 3.5, technology: 4.5, business: 3 },
      submit: true,
    }),
  );
  await ok(call('POST', `/api/v1/manager/expert-tickets/${expert}/review`, tok.manager, { decision: 'approve' }));
  await t.database.db.update(reports).set({ approvedAt: APPROVED_AT }).where(eq(reports.ticketId, expert));
});
afterAll(() => t.close());

async function downloadIn(language: Language): Promise<string> {
  await t.database.db.update(users).set({ language }).where(eq(users.id, founderId));
  const res = await ok(call('GET', `/api/v1/startup/ticket/${clientTicket}/report.pdf`, tok.founder));
  expect(res.headers['content-type']).toBe('application/pdf');
  return pdfText(res.rawPayload);
}

describe('the approved report as a PDF', () => {
  it('reads in English with the web report page’s labels, one-decimal scores and the web’s date', async () => {
    const text = await downloadIn('en');
    expect(text).toContain('Due diligence report');
    expect(text).toContain('By Audit House, approved November 28, 2026');
    expect(text).toContain('Client: Nova Grid');
    expect(text).toMatch(/Type of due diligence: Technical/);
    for (const label of ['Method', 'Artifacts studied', 'Conclusion', 'Risks', 'Recommendations', "Expert's scores"]) expect(text).toContain(label);
    for (const line of ['Team: 4.0', 'Change management: 3.5', 'Technology: 4.5', 'Business: 3.0']) expect(text).toContain(line);
    // The order of the web's page: what was done, what was studied, the verdict, then the scores.
    const at = (label: string) => text.indexOf(label);
    expect(at('Method')).toBeLessThan(at('Artifacts studied'));
    expect(at('Artifacts studied')).toBeLessThan(at('Conclusion'));
    expect(at('Recommendations')).toBeLessThan(at("Expert's scores"));
  });

  it('reads in Russian with the same labels in Russian, decimal commas and a numeric date', async () => {
    const text = await downloadIn('ru');
    expect(text).toContain('Отчёт о due diligence');
    expect(text).toContain('Подготовил Audit House, принят 28.11.2026');
    expect(text).toContain('Клиент: Nova Grid');
    expect(text).toContain('Вид due diligence: Техническая');
    for (const label of ['Методика', 'Изученные материалы', 'Заключение', 'Риски', 'Рекомендации', 'Оценки эксперта']) expect(text).toContain(label);
    for (const line of ['Команда: 4,0', 'Управление изменениями: 3,5', 'Технологии: 4,5', 'Бизнес: 3,0']) expect(text).toContain(line);
    expect(text).not.toContain('Due diligence report');
  });
});
