import { describe, expect, it } from 'vitest';
import { createPath, postsPath, threadPath } from './endpoints';

describe('thread endpoints', () => {
  it('company threads', () => {
    expect(threadPath({ side: 'company' }, 'a1')).toBe('/api/v1/company-task/a1');
    expect(postsPath({ side: 'company' }, 'a1')).toBe('/api/v1/company-task/a1/posts');
    expect(createPath({ side: 'company' })).toBe('/api/v1/company-task');
  });

  it('ticket threads', () => {
    const scope = { side: 'ticket', ticketId: 't 1' } as const;
    expect(threadPath(scope, 'a1')).toBe('/api/v1/ticket-task/a1');
    expect(postsPath(scope, 'a1')).toBe('/api/v1/ticket-task/a1/posts');
    expect(createPath(scope)).toBe('/api/v1/ticket-task/create/t%201');
  });

  it("the managers' threads", () => {
    expect(threadPath({ side: 'manager' }, 'a/1')).toBe('/api/v1/manager/threads/a%2F1');
    expect(postsPath({ side: 'manager' }, 'a1')).toBe('/api/v1/manager/threads/a1/posts');
    expect(createPath({ side: 'manager' })).toBe('/api/v1/manager/threads');
  });
});
