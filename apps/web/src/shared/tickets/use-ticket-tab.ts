import { useSearchParams } from 'react-router';
import { useTicketThreads } from '@/shared/api/ticket-threads';

type Fallback = 'info' | 'messages';

/**
 * The open tab of a ticket's view, kept in `?tab=` so a way back returns to it. Without one (or
 * with one the ticket does not show), the view opens on messages when some wait for an answer,
 * else on info. `unread` counts the threads waiting, or the ticket's own count when it is higher.
 */
export function useTicketTab<Tab extends string>(tabs: readonly Tab[], ticket: { id: string; tasks: number }, shown: (tab: Tab) => boolean = () => true) {
  const [search, setSearch] = useSearchParams();
  const threads = useTicketThreads(ticket.id);
  const unread = Math.max(ticket.tasks, threads.data?.filter((thread) => thread.unread).length ?? 0);
  const isTab = (value: string | null): value is Tab => (tabs as readonly (string | null)[]).includes(value);
  const asked = search.get('tab');
  const tab: Tab | Fallback = isTab(asked) && shown(asked) ? asked : unread > 0 ? 'messages' : 'info';
  const choose = (next: string) => {
    if (!isTab(next)) return;
    setSearch(
      (params) => {
        params.set('tab', next);
        return params;
      },
      { replace: true },
    );
  };
  return { tab, choose, unread };
}
