import { describe, expect, it } from 'vitest';
import { NetworkError, ResponseStatusError } from './errors';
import { createQueryClient, isEnrolmentRefusal } from './query-client';
import { queryKeys } from './query-keys';

describe('an account held to enrolment', () => {
  it('is recognised by the 403 the server answers with its code, and by nothing else', () => {
    expect(isEnrolmentRefusal(new ResponseStatusError(403, { code: 'mfa_enrolment_required', message: 'x' }))).toBe(true);
    expect(isEnrolmentRefusal(new ResponseStatusError(403, { code: 'forbidden' }))).toBe(false);
    expect(isEnrolmentRefusal(new ResponseStatusError(401, { code: 'mfa_enrolment_required' }))).toBe(false);
    expect(isEnrolmentRefusal(new ResponseStatusError(403))).toBe(false);
    expect(isEnrolmentRefusal(new NetworkError(new Error('offline')))).toBe(false);
  });

  it('has its user info reloaded when any call is refused so', async () => {
    const client = createQueryClient();
    let reads = 0;
    await client.fetchQuery({ queryKey: queryKeys.userInfo, queryFn: async () => ++reads });
    expect(client.getQueryCache().find({ queryKey: queryKeys.userInfo })!.state.isInvalidated).toBe(false);
    const refused = new ResponseStatusError(403, { code: 'mfa_enrolment_required' });
    await client.fetchQuery({ queryKey: ['other'], queryFn: async () => Promise.reject(refused) }).catch(() => undefined);
    expect(client.getQueryCache().find({ queryKey: queryKeys.userInfo })!.state.isInvalidated).toBe(true);
  });
});
