import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { handleRealtimeEvent } from '@/shared/realtime/events';
import { queryKeys } from '@/shared/api/query-keys';
import { expertKeys } from './expert-keys';

const TICKET = 'e0000000-0000-4000-8000-000000000001';

function seeded() {
  const client = new QueryClient();
  const keys = {
    list: expertKeys.list(),
    detail: expertKeys.detail(TICKET),
    report: expertKeys.report(TICKET),
    // A client's list of applications, as the applications screens key it.
    clientList: [...queryKeys.tickets, 'list', 'foundation'],
  };
  for (const key of Object.values(keys)) client.setQueryData(key, ['cached']);
  const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated ?? false;
  return { client, keys, stale };
}

describe('expert keys and the realtime bridge', () => {
  it('pushed counters make every expert ticket entry stale, not the client lists', () => {
    const { client, keys, stale } = seeded();
    handleRealtimeEvent(client, 'userEvents', { new_ticket_tasks: 0, new_offers: 1, new_company_tasks: 0 });
    expect(stale(keys.list)).toBe(true);
    expect(stale(keys.detail)).toBe(true);
    expect(stale(keys.report)).toBe(true);
    expect(stale(keys.clientList)).toBe(false);
  });

  it('a moved ticket makes the expert list, view and report stale', () => {
    const { client, keys, stale } = seeded();
    handleRealtimeEvent(client, 'ticket', { id: TICKET, status: 'due_in_due' });
    expect(stale(keys.list)).toBe(true);
    expect(stale(keys.detail)).toBe(true);
    expect(stale(keys.report)).toBe(true);
  });
});
