import { describe, expect, it } from 'vitest';
import type { PilotListItem } from '@platform/contract';
import { nextPilotSkip, startupPilotKeys, type PilotList } from './startup';

const page = (count: number, total: number): PilotList => ({ pilots: Array.from({ length: count }, () => ({}) as PilotListItem), total });

describe('pages of pilots', () => {
  it('skips by the count loaded so far and stops at the total or an empty page', () => {
    expect(nextPilotSkip([])).toBe(0);
    expect(nextPilotSkip([page(20, 43)])).toBe(20);
    expect(nextPilotSkip([page(20, 43), page(20, 43), page(3, 43)])).toBeUndefined();
    expect(nextPilotSkip([page(20, 43), page(0, 43)])).toBeUndefined();
  });

  it('keys every query under "pilots", so the socket event reaches it', () => {
    expect(startupPilotKeys.list({}, 'asc')[0]).toBe('pilots');
    expect(startupPilotKeys.view('p')[0]).toBe('pilots');
  });
});
