import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '@/shared/lib/storage';
import { draftReducer, emptyDraft, isCodeOnItsWay, isEmailVerified, loadDraft, saveDraft } from './draft';

describe('sign-up draft', () => {
  it('keeps a proof when the code went to the same address, drops it for another', () => {
    const verified = draftReducer(emptyDraft, { type: 'verified', email: 'a@b.test', registrationToken: 'proof' });
    const same = draftReducer({ ...verified, email: 'a@b.test' }, { type: 'codeSent', email: 'a@b.test', resendAt: 1 });
    expect(isEmailVerified(same)).toBe(true);
    const other = draftReducer(same, { type: 'codeSent', email: 'c@d.test', resendAt: 2 });
    expect(other.registrationToken).toBeNull();
    expect(isEmailVerified(other)).toBe(false);
    expect(other.resendAt).toBe(2);
  });

  it('forgets the proof and the logo uploaded with it when the server refuses the proof', () => {
    const draft = { ...emptyDraft, registrationToken: 'p', verifiedEmail: 'a@b.test', logo: { id: 'x', name: 'l.png', path: '/x', size: 1 } };
    const lost = draftReducer(draft, { type: 'proofLost' });
    expect(lost.registrationToken).toBeNull();
    expect(lost.logo).toBeNull();
  });

  it('knows a code is on its way to the same address until the resend time', () => {
    const draft = { ...emptyDraft, email: 'a@b.test', resendAt: 1_000 };
    expect(isCodeOnItsWay(draft, 'a@b.test', 999)).toBe(true);
    expect(isCodeOnItsWay(draft, 'a@b.test', 1_000)).toBe(false);
    expect(isCodeOnItsWay(draft, 'c@d.test', 0)).toBe(false);
  });

  it('stores everything but the password', () => {
    const storage = createMemoryStorage();
    saveDraft(storage, 'k', { ...emptyDraft, email: 'a@b.test', password: 'secret-pass', name: 'Ada' });
    expect(storage.getItem('k')).not.toContain('secret-pass');
    expect(loadDraft(storage, 'k')).toMatchObject({ email: 'a@b.test', name: 'Ada', password: '' });
  });

  it('starts empty from a broken or missing stored value', () => {
    const storage = createMemoryStorage();
    expect(loadDraft(storage, 'k')).toEqual(emptyDraft);
    storage.setItem('k', '{oops');
    expect(loadDraft(storage, 'k')).toEqual(emptyDraft);
  });
});
