import { eq } from 'drizzle-orm';
import type { Role } from '@platform/contract';
import type { Db } from '../client.js';
import { appMeta, users } from '../schema/index.js';
import { hashPassword } from '../../platform/passwords.js';

export const DEMO_PASSWORD = 'demo-password';

export const demoAccounts: { email: string; role: Role; name: string; phone: string }[] = [
  { email: 'startup@demo.test', role: 'startup', name: 'Nordlight Robotics', phone: '+1 415 555 0101' },
  { email: 'investor@demo.test', role: 'investor', name: 'Bluewater Ventures', phone: '+1 212 555 0102' },
  { email: 'corporate@demo.test', role: 'corporate', name: 'Atlas Industrial Group', phone: '+44 20 7946 0103' },
  { email: 'expert@demo.test', role: 'expert', name: 'Clearview Due Diligence', phone: '+49 30 5550 0104' },
  { email: 'manager@demo.test', role: 'manager', name: 'Platform Manager', phone: '+1 646 555 0105' },
];

const SEED_KEY = 'demo_seed';

/** Creates the demo accounts once per database; a later start leaves them as users changed them. */
export async function seedDemoData(db: Db): Promise<boolean> {
  const [done] = await db.select().from(appMeta).where(eq(appMeta.key, SEED_KEY)).limit(1);
  if (done) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await tx
      .insert(users)
      .values(demoAccounts.map((a) => ({ ...a, passwordHash, agreement: true })))
      .onConflictDoNothing();
    await tx.insert(appMeta).values({ key: SEED_KEY, value: { at: new Date().toISOString() } });
  });
  return true;
}
