// The pilot showcase as the demo startup reads it: its cards, its stored filters and pilots made for one run.
import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import { apiLogin, demo } from './api.js';

export type Item = { id: number; code: string; name: string };
export type ListItem = { id: string; name: string };
export type Card = {
  id: string;
  name: string;
  application: { status: string; decline_reason: string | null } | null;
  run: { outcome: string | null; kpis: { name: string; target: string }[] } | null;
};

export const SHOWCASE = '/cabinet/pilot_showcase';
export const auth = (token: string) => ({ authorization: `Bearer ${token}` });
export const cards = (page: Page) => page.getByTestId('pilot-card');
export const tags = (page: Page) => page.getByTestId('filter-tag');
export const text = (what: string) => `${what} `.repeat(20).trim();

export async function ok<T>(what: string, answer: Promise<APIResponse>): Promise<T> {
  const res = await answer;
  if (!res.ok()) throw new Error(`${what}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The demo startup's stored showcase filters, forgotten so each run starts from the default list. */
export const forgetFilters = (request: APIRequestContext, token: string) =>
  request.put('/api/v1/user/preferences/pilots_filters', { data: { value: null }, headers: auth(token) });

/**
 * A pilot of this run only: the demo corporate submits it in Portugal and insurance (no seeded pilot
 * has either), the demo manager accepts and publishes it.
 */
export async function publishedPilot(request: APIRequestContext, name: string): Promise<{ id: string; country: Item; industry: Item; corporate: string }> {
  const handbooks = await ok<Record<'countries' | 'industries', Item[]>>(
    'handbooks',
    request.get('/api/v2/handbooks', { headers: { 'accept-language': 'en' } }),
  );
  const country = handbooks.countries.find((item) => item.code === 'PT')!;
  const industry = handbooks.industries.find((item) => item.code === 'insurtech')!;
  const corporate = await apiLogin(request, demo.corporate);
  const body = {
    name,
    location: country.id,
    industries: [industry.id],
    description: text('Claims triage.'),
    requirements: text('An insurer as a reference.'),
    terms: text('Three months, one office.'),
  };
  const { id } = await ok<{ id: string }>('create', request.post('/api/v1/corporate/pilot_dashboard_card', { data: body, headers: auth(corporate) }));
  const manager = await apiLogin(request, demo.manager);
  for (const status of ['accept', 'new'])
    await ok(`moderate ${status}`, request.post(`/api/v1/manager/pilots/${id}/status`, { data: { status }, headers: auth(manager) }));
  return { id, country, industry, corporate };
}

/** A seeded pilot whose card, as the demo startup reads it, matches. */
export async function seededPilot(request: APIRequestContext, token: string, search: string, match: (card: Card) => boolean): Promise<Card> {
  const { pilots } = await ok<{ pilots: ListItem[] }>(
    'list',
    request.post('/api/v1/startup/pilot_dashboard_list?take=100', { data: { search }, headers: auth(token) }),
  );
  for (const item of pilots) {
    const card = await ok<Card>('view', request.get(`/api/v1/startup/pilot_dashboard_list/${item.id}`, { headers: auth(token) }));
    if (match(card)) return card;
  }
  throw new Error(`no seeded pilot "${search}" as expected`);
}
