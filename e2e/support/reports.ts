import type { APIRequestContext } from '@playwright/test';
import { scoreFields } from '@platform/contract';
import { expect } from './test.js';
import { apiSignUpStartup } from './accounts.js';
import { apiLogin, demo } from './api.js';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A call that must succeed; answers its JSON. */
export async function ok<T>(request: APIRequestContext, method: 'get' | 'post' | 'put' | 'patch', url: string, token: string, data?: object): Promise<T> {
  const res = await request[method](url, { headers: { authorization: `Bearer ${token}` }, ...(data ? { data } : {}) });
  expect(res.ok(), `${method} ${url}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** A new startup with a full profile whose due diligence by the demo expert company is approved and shared. */
export async function verifiedStartup(request: APIRequestContext, email: string, company: string) {
  const startup = await apiSignUpStartup(request, email, company);
  await ok(request, 'post', '/api/v1/startup/profiledata', startup.token, {
    company,
    product_description: 'Inspection robots for wind turbine blades.',
    who_is_your_customer: 'Operators of onshore and offshore wind farms.',
    startup_finance_info: { annual_revenue: '1200000', mom_growth: '8', monthly_revenue: '35', monthly_burn_rate: '90000', mrr: '100000', runrate: '1200000' },
    startup_scoring: Object.fromEntries(scoreFields.map((field) => [field, 3])),
  });
  const [manager, expert] = [await apiLogin(request, demo.manager), await apiLogin(request, demo.expert)];
  const expertId = (await ok<{ id: string }>(request, 'get', '/api/v1/user/info', expert)).id;
  const client = await ok<{ id: string }>(request, 'post', '/api/v1/startup/duedill/due_dill_form', startup.token, {
    type_of_due_dill: 'technical',
    goals_and_tasks: 'Check the robots and the team',
    feedback_method: 'email',
    feedback_value: email,
  });
  const page = await ok<{ expert_work: { id: string }[] }>(request, 'post', `/api/v1/manager/tickets/${client.id}/expert`, manager, {
    company_id: expertId,
    timeline: 'Four weeks, two interviews',
    start_date: day(1),
    fee: 12000,
    expire: day(1),
  });
  const work = page.expert_work[0]!.id;
  await ok(request, 'patch', `/api/v1/expert/ticket/duedill/accept/${work}`, expert, { interesting: true });
  await ok(request, 'post', `/api/v1/manager/expert-tickets/${work}/status`, manager, { event: 'terms_agreed' });
  await ok(request, 'put', `/api/v1/expert/report/${work}`, expert, {
    method: 'Interviews with the team and a review of the code base',
    artifacts: ['Architecture diagram'],
    conclusion: 'A sound stack with a clear plan',
    risks: 'One engineer holds the deployment knowledge',
    recommendations: 'Document the deployment',
    files: [],
    scores: { team: 4.5, management: 4, technology: 4.5, business: 3.5 },
    submit: true,
  });
  await ok(request, 'post', `/api/v1/manager/expert-tickets/${work}/review`, manager, { decision: 'approve' });
  const { reports } = await ok<{ reports: { id: string; expert_company: string }[] }>(request, 'get', '/api/v1/startup/reports', startup.token);
  await ok(request, 'patch', `/api/v1/startup/reports/${reports[0]!.id}/share`, startup.token, { shared: true });
  const startupId = (await ok<{ id: string }>(request, 'get', '/api/v1/user/info', startup.token)).id;
  return { startupId, work, expertCompany: reports[0]!.expert_company, manager };
}
