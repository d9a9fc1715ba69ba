import { describe, expect, it } from 'vitest';
import { readThreadParams, threadParamsToSearch, threadQueueRequest } from './thread-params';

describe('threads queue params', () => {
  it('reads the URL, dropping unknown values', () => {
    expect(readThreadParams(new URLSearchParams(''))).toEqual({ kind: null, state: 'waiting', page: 1 });
    expect(readThreadParams(new URLSearchParams('kind=ticket&state=closed&page=3'))).toEqual({ kind: 'ticket', state: 'closed', page: 3 });
    expect(readThreadParams(new URLSearchParams('kind=x&state=y&page=-1'))).toEqual({ kind: null, state: 'waiting', page: 1 });
  });

  it('writes only what differs from the defaults', () => {
    expect(threadParamsToSearch({ kind: null, state: 'waiting', page: 1 })).toBe('');
    expect(threadParamsToSearch({ kind: 'company', state: 'all', page: 2 })).toBe('kind=company&state=all&page=2');
  });

  it('asks the server for the page', () => {
    expect(threadQueueRequest({ kind: null, state: 'waiting', page: 1 })).toEqual({ take: 20, skip: 0, state: 'waiting' });
    expect(threadQueueRequest({ kind: 'ticket', state: 'closed', page: 3 })).toEqual({ take: 20, skip: 40, state: 'closed', kind: 'ticket' });
  });
});
