import { emailSchema, outboxStateFilters, type MailFailureKind, type MailState, type OutboxMail, type OutboxStateFilter } from '@platform/contract';
import { readPage } from '@/shared/lib/page-params';

/** Letters per page of the outbox. */
export const OUTBOX_PAGE_SIZE = 20;

/** The outbox's filters as the URL keeps them: `?to=…&state=…&page=…`. */
export interface OutboxFilters {
  to: string | null;
  state: OutboxStateFilter | null;
  /** 1-based. */
  page: number;
}

/** The states the page offers to filter by, in this order after "All". */
export const outboxFilterStates = ['failed', 'queued', 'sent'] as const satisfies readonly OutboxStateFilter[];

/** Reads the filters from the URL; a recipient that is not an e-mail or an unknown state is dropped. */
export function readOutboxParams(params: URLSearchParams): OutboxFilters {
  const to = emailSchema.safeParse(params.get('to') ?? '');
  const state = params.get('state');
  return {
    to: to.success ? to.data : null,
    state: (outboxStateFilters as readonly string[]).includes(state ?? '') ? (state as OutboxStateFilter) : null,
    page: readPage(params.get('page')),
  };
}

/** The URL search of the filters, without the defaults, so the bare outbox is plain `/manage/outbox`. */
export function outboxParams(filters: OutboxFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.to) params.to = filters.to;
  if (filters.state) params.state = filters.state;
  if (filters.page > 1) params.page = String(filters.page);
  return params;
}

/** The badge of a letter's state: its label under `manage.outbox.states` and its colour. */
export function stateBadge(state: MailState): { label: `manage.outbox.states.${MailState}`; color: string } {
  const colors: Record<MailState, string> = { kept: 'gray', queued: 'blue', sending: 'blue', sent: 'teal', failed: 'red' };
  return { label: `manage.outbox.states.${state}` as const, color: colors[state] };
}

/** Only a letter whose every attempt failed can be sent again (and only failed letters exist with SMTP). */
export const canRetry = (mail: Pick<OutboxMail, 'state'>) => mail.state === 'failed';

/**
 * The error a manager needs to see: a failed letter's, or a waiting one's after a failed attempt.
 * A sent letter keeps its last error for the record, but it no longer matters on this page.
 */
export function shownError(mail: Pick<OutboxMail, 'state' | 'error' | 'error_kind'>): { kind: MailFailureKind; detail: string } | null {
  const waitingOrFailed = mail.state === 'failed' || mail.state === 'queued' || mail.state === 'sending';
  return waitingOrFailed && mail.error !== null ? { kind: mail.error_kind ?? 'other', detail: mail.error } : null;
}

/** The pages to offer: the server says only whether older letters follow the one shown. */
export const outboxPages = (page: number, more: boolean) => (more ? page + 1 : page);
