/**
 * Where a thread lives: a company thread, a thread on one of the company's applications, or any
 * thread as a manager opens it. Every call of the messages screens is built from a scope here.
 */
export type ThreadScope = { side: 'company' } | { side: 'ticket'; ticketId: string } | { side: 'manager' };

const seg = (value: string) => encodeURIComponent(value);

/** The thread's page: `GET` reads it (and marks it read for a company), `POST …/posts` replies. */
export function threadPath(scope: ThreadScope, id: string): string {
  if (scope.side === 'company') return `/api/v1/company-task/${seg(id)}`;
  if (scope.side === 'ticket') return `/api/v1/ticket-task/${seg(id)}`;
  return `/api/v1/manager/threads/${seg(id)}`;
}

export const postsPath = (scope: ThreadScope, id: string) => `${threadPath(scope, id)}/posts`;

/** Where a new thread is sent; a manager's names its company or ticket in the body. */
export function createPath(scope: ThreadScope): string {
  if (scope.side === 'company') return '/api/v1/company-task';
  if (scope.side === 'ticket') return `/api/v1/ticket-task/create/${seg(scope.ticketId)}`;
  return '/api/v1/manager/threads';
}
