import { describe, expect, it } from 'vitest';
import { meetingPolicy } from './policy.js';

const kinds = ['startup', 'investor', 'corporate', 'expert', 'manager'] as const;

describe('meetingPolicy', () => {
  it('lets the companies that file applications read the meetings of their own only', () => {
    const table = kinds.map((role) => ({
      role,
      asClient: meetingPolicy.readsAsClient({ id: 'me', role }),
      own: meetingPolicy.readForClient({ id: 'me', role }, { ownerId: 'me' }),
      other: meetingPolicy.readForClient({ id: 'me', role }, { ownerId: 'someone' }),
    }));
    expect(table).toEqual([
      { role: 'startup', asClient: true, own: true, other: false },
      { role: 'investor', asClient: true, own: true, other: false },
      { role: 'corporate', asClient: true, own: true, other: false },
      { role: 'expert', asClient: false, own: false, other: false },
      { role: 'manager', asClient: false, own: false, other: false },
    ]);
  });
});
