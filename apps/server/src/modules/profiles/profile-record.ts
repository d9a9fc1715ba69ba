import type { Db } from '../../db/client.js';
import { expertReadsClientNow } from '../tickets/index.js';
import { profilePolicy, type Caller, type ProfileRecord } from './policy.js';

/** The profile record for the policy: the expert company's work for the company is looked up only when reading hangs on it. */
export async function profileRecordFor(db: Db, caller: Caller, companyId: string): Promise<ProfileRecord> {
  if (!profilePolicy.readingHangsOnWork(caller)) return { companyId };
  return { companyId, servedByCaller: await expertReadsClientNow(db, caller.id, companyId) };
}
