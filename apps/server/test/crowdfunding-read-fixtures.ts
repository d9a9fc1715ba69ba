import { eq } from 'drizzle-orm';
import { utcToday, type BackerStatus, type CrowdfundingStatus, type Role } from '@platform/contract';
import { companies, crowdfundBackers, crowdfunds, tickets, users } from '../src/db/schema/index.js';
import { createUser, login, type TestApp } from './harness.js';

/** A day `days` from today, UTC, as yyyy-MM-dd. */
export const dayFromToday = (days: number) => utcToday(new Date(Date.now() + days * 86_400_000));

/** An account with its company, signed in. */
export async function account(t: TestApp, role: Role, name = `${role} company`) {
  const user = await createUser(t, { role, name });
  return { ...user, token: await login(t, user.email, user.password) };
}

type RoundOpts = {
  status?: CrowdfundingStatus;
  min?: number;
  max?: number;
  current?: number;
  backers?: number;
  expire?: string;
  roundId?: number | null;
  createdAt?: Date;
  declineReason?: string;
};

/**
 * A round as a startup's crowdfunding application and a manager's decisions leave it, written
 * straight to the tables (the calls that write it belong to another part of the feature).
 */
export async function createRound(t: TestApp, startupId: string, o: RoundOpts = {}) {
  const [ticket] = await t.database.db.insert(tickets).values({ type: 'startup_investment', ownerId: startupId, form: {}, crowdfunding: true }).returning();
  const [round] = await t.database.db
    .insert(crowdfunds)
    .values({
      ticketId: ticket!.id,
      startupId,
      status: o.status ?? 'active',
      investmentMin: o.min ?? 1_000,
      investmentMax: o.max ?? 100_000,
      currentInvestments: o.current ?? 0,
      backersCount: o.backers ?? 0,
      conditionsOfDeal: 'Shares at the round price',
      expire: o.expire ?? dayFromToday(30),
      roundId: o.roundId ?? null,
      declineReason: o.declineReason ?? null,
      ...(o.createdAt ? { createdAt: o.createdAt } : {}),
    })
    .returning();
  return { ...round!, ticketId: ticket!.id };
}

export async function addBacker(
  t: TestApp,
  crowdfundId: string,
  backer: { id: string; role: Role },
  o: { status?: BackerStatus; amount?: number | null; investmentAmount?: number; createdAt?: Date } = {},
) {
  const [row] = await t.database.db
    .insert(crowdfundBackers)
    .values({
      crowdfundId,
      backerId: backer.id,
      role: backer.role === 'corporate' ? 'corporate' : 'investor',
      status: o.status ?? 'new',
      amount: o.amount ?? null,
      investmentAmount: o.investmentAmount ?? null,
      dateOfInvestment: o.investmentAmount ? utcToday() : null,
      ...(o.createdAt ? { createdAt: o.createdAt } : {}),
    })
    .returning();
  return row!;
}

export async function hideSection(t: TestApp, userId: string) {
  await t.database.db
    .update(users)
    .set({ sectionSettings: { crowdfunding: false, pilots: true } })
    .where(eq(users.id, userId));
}

export async function setCompanyName(t: TestApp, userId: string, name: string) {
  await t.database.db.update(companies).set({ name }).where(eq(companies.userId, userId));
}
