import { describe, expect, it } from 'vitest';
import { startupPilotKeys } from './startup-keys';

describe('pages of pilots', () => {
  it('keys every query under "pilots", so the socket event reaches it', () => {
    expect(startupPilotKeys.list({}, 'asc')[0]).toBe('pilots');
    expect(startupPilotKeys.view('p')[0]).toBe('pilots');
  });
});
