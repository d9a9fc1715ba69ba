import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '@/shared/lib/storage';
import { allowedRecoveryStep, emptyRecovery, loadRecovery } from './recovery-state';

describe('password recovery steps', () => {
  const mailed = { email: 'a@b.test', resendAt: 1, recoveryToken: null };

  it('opens the code step only after a code was mailed', () => {
    expect(allowedRecoveryStep('recovery-code', emptyRecovery)).toBe('recovery');
    expect(allowedRecoveryStep('recovery-code', mailed)).toBe('recovery-code');
  });

  it('opens the new password step only with a verified code', () => {
    expect(allowedRecoveryStep('recovery-password', mailed)).toBe('recovery-code');
    expect(allowedRecoveryStep('recovery-password', { ...mailed, recoveryToken: 'proof' })).toBe('recovery-password');
    expect(allowedRecoveryStep('recovery', { ...mailed, recoveryToken: 'proof' })).toBe('recovery');
  });

  it('survives a broken stored value', () => {
    const storage = createMemoryStorage();
    storage.setItem('k', '[');
    expect(loadRecovery(storage, 'k')).toEqual(emptyRecovery);
    storage.setItem('k', JSON.stringify(mailed));
    expect(loadRecovery(storage, 'k')).toEqual(mailed);
  });
});
