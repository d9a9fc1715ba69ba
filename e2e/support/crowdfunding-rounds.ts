import { expect, type APIRequestContext } from '@playwright/test';
import { scoreFields } from '@platform/contract';
import { apiSignUp, apiSignUpStartup } from './accounts.js';
import { apiLogin } from './api.js';
import { pdfBuffer } from './applications.js';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A fresh startup with a full score (applications need one), under a company name of the journey's own. */
export async function roundStartup(request: APIRequestContext, email: string, company: string): Promise<string> {
  const { token } = await apiSignUpStartup(request, email, company);
  const profile = await request.post('/api/v1/startup/profiledata', {
    headers: bearer(token),
    data: {
      company,
      product_description: 'Sensors that tell a farmer when each field needs water.',
      who_is_your_customer: 'Family farms and agricultural cooperatives.',
      startup_finance_info: {
        annual_revenue: '900000',
        mom_growth: '6',
        monthly_revenue: '35',
        monthly_burn_rate: '60000',
        mrr: '75000',
        runrate: '900000',
        finance_actual_date: '2026-01-15',
      },
      startup_scoring: Object.fromEntries(scoreFields.map((field) => [field, 3])),
    },
  });
  expect(profile.ok(), await profile.text()).toBe(true);
  return token;
}

async function upload(request: APIRequestContext, token: string, purpose: string, name: string): Promise<{ id: string }> {
  const res = await request.post(`/api/v1/files/upload?type=${purpose}`, {
    headers: bearer(token),
    multipart: { file: { name, mimeType: 'application/pdf', buffer: pdfBuffer() } },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return { id: ((await res.json()) as { id: string }).id };
}

/**
 * The startup files an investment application with crowdfunding: it opens a round under
 * moderation; answers the round's id. The minimum ticket is the startup's to leave out (null).
 */
export async function fileRound(
  request: APIRequestContext,
  token: string,
  range: { min: number; max: number },
  minTicket: number | null = 1000,
): Promise<string> {
  const expire = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  const filed = await request.post('/api/v1/startup/investment/investment_form', {
    headers: bearer(token),
    data: {
      goals: 'product_development',
      value_of_investments: range,
      conditions_of_deal: 'Convertible note, 20% discount at the next round',
      round_size: range.max,
      valuetion: 'tbd',
      expire,
      unit_economy: await upload(request, token, 'unit_economy', 'unit-economy.pdf'),
      pitch_presentation: await upload(request, token, 'pitch_deck', 'round-deck.pdf'),
      crowdfunding: true,
      ...(minTicket === null ? {} : { min_ticket: minTicket }),
      feedback_method: 'phone',
      feedback_value: '+1 555 0100',
    },
  });
  expect(filed.ok(), await filed.text()).toBe(true);
  const { id } = (await filed.json()) as { id: string };
  const ticket = await request.get(`/api/v1/startup/ticket/${id}`, { headers: bearer(token) });
  expect(ticket.ok(), await ticket.text()).toBe(true);
  const round = ((await ticket.json()) as { crowdfunding_id: string | null }).crowdfunding_id;
  expect(round, 'the application opens a round').toBeTruthy();
  return round!;
}

/**
 * A fresh backer declares its figures with one evidence file, as the Investor checks page does:
 * under Reg CF (the default) large figures give the $124,000 yearly cap, room for any journey's backings.
 */
export async function declareBacker(request: APIRequestContext, token: string): Promise<void> {
  const evidence = await upload(request, token, 'classification_evidence', 'accounts.pdf');
  const figures = { own_funds: 2_000_000, turnover: 2_000_000, balance_sheet: 2_000_000, accredited: false, evidence: [evidence.id] };
  const declared = await request.put('/api/v1/foundation/classification', { headers: bearer(token), data: figures });
  expect(declared.ok(), await declared.text()).toBe(true);
}

/** A fresh investor declares its figures and joins an active round with an amount, as a backer waiting for a manager. */
export async function joinRound(request: APIRequestContext, email: string, company: string, roundId: string, amount: number): Promise<void> {
  const account = await apiSignUp(request, email, company);
  const token = await apiLogin(request, account.email, account.password);
  await declareBacker(request, token);
  const joined = await request.post(`/api/v1/foundation/crowdfunding_invest/${roundId}`, { headers: bearer(token), data: { amount } });
  expect(joined.ok(), await joined.text()).toBe(true);
}
