import { describe, expect, it } from 'vitest';
import { filePolicy } from './policy.js';

describe('filePolicy', () => {
  it('lets the uploader and managers read any file, and sends everyone else to the screens’ rules', () => {
    const file = { ownerId: 'uploader' };
    const table = [
      { caller: { id: 'uploader', role: 'startup' }, reads: true },
      { caller: { id: 'mgr', role: 'manager' }, reads: true },
      { caller: { id: 'other', role: 'startup' }, reads: false },
      { caller: { id: 'inv', role: 'investor' }, reads: false },
      { caller: { id: 'corp', role: 'corporate' }, reads: false },
      { caller: { id: 'exp', role: 'expert' }, reads: false },
    ];
    for (const { caller, reads } of table) expect(filePolicy.readAlways(caller, file), caller.id).toBe(reads);
    expect(filePolicy.readAlways({ id: 'uploader', role: 'startup' }, { ownerId: null })).toBe(false);
  });
});
