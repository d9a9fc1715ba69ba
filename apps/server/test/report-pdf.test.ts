import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { managerTicketSchema, type Language } from '@platform/contract';
import { reports, startupProfiles, users } from '../src/db/schema/index.js';
import { pdfText } from './fixtures/pdf-text.js';
import { caller, createUser, login, startTestApp, type TestApp } from './harness.js';
import { comingWeekday, DAY_MS, fixClock, tomorrow } from './fixtures/dates.js';

let t: TestApp;
const tok: Record<string, string> = { manager: '' };
const clientTickets: Record<string, string> = {};
const reportIds: Record<string, string> = {};
let auditorsToken = '';

const call = caller(() => t);
const ok = async (answer: ReturnType<typeof call>) => {
  const res = await answer;
  expect(res.statusCode, res.body).toBe(200);
  return res;
};

/**
 * The approval instant: 20:00 UTC, already the next day in the reader's zone (UTC+14). The PDF is
 * rendered once, at approval, in the client's language and zone, so the clock is set to it.
 */
const APPROVED_AT = comingWeekday(3, '20:00');
const READER_ZONE = 'Pacific/Kiritimati';
fixClock(() => APPROVED_AT);

/** The day after the approval's UTC day, as each language writes a document's date. */
const nextDay = new Date(APPROVED_AT.getTime() + DAY_MS);
const readerDate = {
  en: nextDay.toLocaleDateString('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' }),
  // "3 декабря 2026": Intl's Russian long date without its "г." and with no comma before the year.
  ru: nextDay.toLocaleDateString('ru-RU', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' }).replace(/\s*г\.$/, ''),
};

/** A founder reading in `language`, whose due-diligence ticket is worked and approved with four scores. */
async function approvedFor(language: Language) {
  const founder = await createUser(t, { role: 'startup', name: 'Nova Grid' });
  await t.database.db.insert(startupProfiles).values({ userId: founder.id, isScoreFull: true } as never);
  await t.database.db.update(users).set({ timeZone: READER_ZONE, language }).where(eq(users.id, founder.id));
  tok[language] = await login(t, founder.email, founder.password);
  const filed = await ok(
    call('POST', '/api/v1/startup/duedill/due_dill_form', tok[language], {
      type_of_due_dill: 'technical',
      goals_and_tasks: 'Check our stack',
      feedback_method: 'email',
      feedback_value: 'a@b.test',
    }),
  );
  const clientTicket = filed.json<{ id: string }>().id;
  const day = tomorrow();
  const auditors = (await t.database.db.select({ id: users.id }).from(users).where(eq(users.role, 'expert')))[0]!.id;
  await ok(
    call('POST', `/api/v1/manager/tickets/${clientTicket}/expert`, tok.manager, {
      company_id: auditors,
      timeline: 'Four weeks',
      start_date: day,
      fee: 12000,
      expire: day,
    }),
  );
  const expert = managerTicketSchema.parse((await call('GET', `/api/v1/manager/tickets/${clientTicket}`, tok.manager)).json()).expert_work[0]!.id;
  await ok(call('PATCH', `/api/v1/expert/ticket/duedill/accept/${expert}`, auditorsToken, { interesting: true }));
  await ok(call('POST', `/api/v1/manager/expert-tickets/${expert}/status`, tok.manager, { event: 'terms_agreed' }));
  await ok(
    call('PUT', `/api/v1/expert/report/${expert}`, auditorsToken, {
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
  vi.setSystemTime(APPROVED_AT);
  await ok(call('POST', `/api/v1/manager/expert-tickets/${expert}/review`, tok.manager, { decision: 'approve' }));
  clientTickets[language] = clientTicket;
  reportIds[language] = (await t.database.db.select({ id: reports.id }).from(reports).where(eq(reports.ticketId, expert)))[0]!.id;
}

beforeAll(async () => {
  t = await startTestApp();
  const auditors = await createUser(t, { role: 'expert', name: 'Audit House' });
  auditorsToken = await login(t, auditors.email, auditors.password);
  const manager = await createUser(t, { role: 'manager' });
  tok.manager = await login(t, manager.email, manager.password);
  await approvedFor('en');
  await approvedFor('ru');
});
afterAll(() => t.close());

/** The stored PDF's text; the reader's language now does not matter: the file was made at approval. */
async function downloadOf(language: Language): Promise<string> {
  const res = await ok(call('GET', `/api/v1/startup/ticket/${clientTickets[language]}/report.pdf`, tok[language]));
  expect(res.headers['content-type']).toBe('application/pdf');
  return pdfText(res.rawPayload);
}

describe('the approved report as a PDF', () => {
  it('reads in English with the web report page’s labels, one-decimal scores and the web’s date', async () => {
    const text = await downloadOf('en');
    expect(text).toContain('Due diligence report');
    expect(text).toContain(`By Audit House, approved ${readerDate.en}`);
    expect(text).toContain('Client: Nova Grid');
    expect(text).toMatch(/Type of due diligence: Technical/);
    for (const label of ['Method', 'Artifacts studied', 'Conclusion', 'Risks', 'Recommendations', "Expert's scores"]) expect(text).toContain(label);
    for (const line of ['Team: 4.0', 'Change management: 3.5', 'Technology: 4.5', 'Business: 3.0']) expect(text).toContain(line);
    // The order of the web's page: what was done, what was studied, the verdict, then the scores.
    const at = (label: string) => text.indexOf(label);
    expect(at('Method')).toBeLessThan(at('Artifacts studied'));
    expect(at('Artifacts studied')).toBeLessThan(at('Conclusion'));
    expect(at('Recommendations')).toBeLessThan(at("Expert's scores"));
    // Last, the version's mark: which version of which report, and where anyone can check the file.
    expect(text).toContain(`Version 1 of report ${reportIds.en}`);
    expect(text).toContain(`${t.config.publicUrl}/verify`);
    expect(at("Expert's scores")).toBeLessThan(at('Version 1 of report'));
  });

  it('reads in Russian with the same labels in Russian, decimal commas and the long date of the web', async () => {
    const text = await downloadOf('ru');
    expect(text).toContain('Отчёт о комплексной проверке');
    expect(text).toContain(`Подготовил Audit House, принят ${readerDate.ru}`);
    expect(text).toContain('Клиент: Nova Grid');
    expect(text).toContain('Вид комплексной проверки: Техническая');
    for (const label of ['Методика', 'Изученные материалы', 'Заключение', 'Риски', 'Рекомендации', 'Оценки эксперта']) expect(text).toContain(label);
    for (const line of ['Команда: 4,0', 'Управление изменениями: 3,5', 'Технологии: 4,5', 'Бизнес: 3,0']) expect(text).toContain(line);
    expect(text).not.toContain('Due diligence report');
    expect(text).toContain(`Версия 1 отчёта ${reportIds.ru}`);
  });

  it('stays in the language it was approved in when the reader changes theirs', async () => {
    await t.database.db.update(users).set({ language: 'en' }).where(eq(users.role, 'startup'));
    expect(await downloadOf('ru')).toContain('Отчёт о комплексной проверке');
  });
});
