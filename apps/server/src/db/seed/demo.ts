import { eq } from 'drizzle-orm';
import type { Role } from '@platform/contract';
import type { Db } from '../client.js';
import { appMeta, companies, users } from '../schema/index.js';
import { hashPassword } from '../../platform/passwords.js';

export const DEMO_PASSWORD = 'demo-password';

type DemoAccount = {
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
  position: string;
  phone: string;
  company?: { name: string; website: string; description: string };
};

export const demoAccounts: DemoAccount[] = [
  {
    email: 'startup@demo.test', role: 'startup', firstName: 'Maya', lastName: 'Lindqvist', position: 'CEO', phone: '+1 415 555 0101',
    company: { name: 'Nordlight Robotics', website: 'nordlight.example', description: 'Autonomous inspection robots for wind farms and power lines.' },
  },
  {
    email: 'investor@demo.test', role: 'investor', firstName: 'Daniel', lastName: 'Okafor', position: 'Partner', phone: '+1 212 555 0102',
    company: { name: 'Bluewater Ventures', website: 'bluewater.example', description: 'Early-stage fund backing industrial and climate technology.' },
  },
  {
    email: 'corporate@demo.test', role: 'corporate', firstName: 'Elena', lastName: 'Sokolova', position: 'Head of Innovation', phone: '+44 20 7946 0103',
    company: { name: 'Atlas Industrial Group', website: 'atlas-industrial.example', description: 'Manufacturer of energy and transport equipment in 30 countries.' },
  },
  {
    email: 'expert@demo.test', role: 'expert', firstName: 'Jonas', lastName: 'Weber', position: 'Managing Director', phone: '+49 30 5550 0104',
    company: { name: 'Clearview Due Diligence', website: 'clearview-dd.example', description: 'Technical and commercial due diligence of technology startups.' },
  },
  { email: 'manager@demo.test', role: 'manager', firstName: 'Platform', lastName: 'Manager', position: 'Account manager', phone: '+1 646 555 0105' },
];

const SEED_KEY = 'demo_seed';

/** Creates the demo accounts once per database; a later start leaves them as users changed them. */
export async function seedDemoData(db: Db): Promise<boolean> {
  const [done] = await db.select().from(appMeta).where(eq(appMeta.key, SEED_KEY)).limit(1);
  if (done) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    for (const { company, ...account } of demoAccounts) {
      const [user] = await tx.insert(users).values({ ...account, passwordHash, agreement: true }).onConflictDoNothing().returning({ id: users.id });
      if (user && company && account.role !== 'manager') await tx.insert(companies).values({ userId: user.id, role: account.role, ...company });
    }
    await tx.insert(appMeta).values({ key: SEED_KEY, value: { at: new Date().toISOString() } });
  });
  return true;
}
