import { describe, expect, it } from 'vitest';
import { pilotQueueRequest, pilotQueueSearch, readPilotQueue } from './pilot-queue';

describe('pilot queue filters', () => {
  it('waits on sent pilots by default and keeps a known status', () => {
    expect(readPilotQueue(new URLSearchParams())).toEqual({ status: 'send', page: 1 });
    expect(readPilotQueue(new URLSearchParams('status=accept&page=3'))).toEqual({ status: 'accept', page: 3 });
    expect(readPilotQueue(new URLSearchParams('status=bogus')).status).toBe('send');
    expect(readPilotQueue(new URLSearchParams('status=all')).status).toBe('all');
  });

  it('leaves defaults out of the address and all out of the request', () => {
    expect(pilotQueueSearch({ status: 'send', page: 1 })).toEqual({});
    expect(pilotQueueSearch({ status: 'new', page: 2 })).toEqual({ status: 'new', page: '2' });
    expect(pilotQueueRequest({ status: 'all', page: 2 })).toEqual({ take: 20, skip: 20 });
    expect(pilotQueueRequest({ status: 'send', page: 1 })).toEqual({ take: 20, skip: 0, status: 'send' });
  });

  it('asks for the overdue decisions of any status', () => {
    expect(readPilotQueue(new URLSearchParams('status=overdue')).status).toBe('overdue');
    expect(pilotQueueSearch({ status: 'overdue', page: 1 })).toEqual({ status: 'overdue' });
    expect(pilotQueueRequest({ status: 'overdue', page: 1 })).toEqual({ take: 20, skip: 0, overdue: 'true' });
  });
});
