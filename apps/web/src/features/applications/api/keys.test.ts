import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { handleRealtimeEvent } from '@/shared/realtime/events';
import { applicationKeys, ticketSideOf } from './keys';

const TICKET = 'a0000000-0000-4000-8000-000000000001';

function seeded() {
  const client = new QueryClient();
  const keys = {
    list: applicationKeys.list('startup'),
    detail: applicationKeys.detail('startup', TICKET),
    report: applicationKeys.report('startup', TICKET),
    offers: applicationKeys.offers(TICKET),
    options: applicationKeys.formOptions('/api/v1/startup/investment/investment_form', 'en'),
  };
  for (const key of Object.values(keys)) client.setQueryData(key, ['cached']);
  const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated ?? false;
  return { client, keys, stale };
}

describe('application keys and the realtime bridge', () => {
  it('a status move makes the list and the view stale, not the offers', () => {
    const { client, keys, stale } = seeded();
    handleRealtimeEvent(client, 'ticket', { id: TICKET, status: 'searching' });
    expect(stale(keys.list)).toBe(true);
    expect(stale(keys.detail)).toBe(true);
    expect(stale(keys.offers)).toBe(false);
  });

  it('a status move makes the report stale: an approval opens it to the client', () => {
    const { client, keys, stale } = seeded();
    handleRealtimeEvent(client, 'ticket', { id: TICKET, status: 'success' });
    expect(stale(keys.report)).toBe(true);
  });

  it('an attached offer makes the offers, the list and the view stale', () => {
    const { client, keys, stale } = seeded();
    handleRealtimeEvent(client, 'offer', { ticketId: TICKET });
    expect(stale(keys.offers)).toBe(true);
    expect(stale(keys.list)).toBe(true);
    expect(stale(keys.detail)).toBe(true);
    expect(stale(keys.options)).toBe(false);
  });

  it('startups read their own tickets, investors and corporates the foundation ones', () => {
    expect(ticketSideOf('startup')).toBe('startup');
    expect(ticketSideOf('investor')).toBe('foundation');
    expect(ticketSideOf('corporate')).toBe('foundation');
  });
});
