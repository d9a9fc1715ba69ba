import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { financeFields, isScoreFull, scoreFields, scoreSummary, type Role, type ScoreField } from '@platform/contract';
import type { Db, Tx } from '../db/client.js';
import { appMeta, companies, handbookItems, internalExperts, investorProfiles, startupProfiles, users } from '../db/schema/index.js';
import { hashPassword } from '../platform/passwords.js';
import type { ReportPdfDeps } from '../modules/duediligence/index.js';
import { seedDemoSessions } from './demo-sessions.js';
import { seedDemoBackerChecks } from './demo-backer-checks.js';
import { seedDemoBackoffice } from './demo-backoffice.js';
import { seedDemoCrowdfunding } from './demo-crowdfunding.js';
import { seedDemoRoundRoom } from './demo-round-room.js';
import { seedDemoPortfolio } from './demo-portfolio.js';
import { refreshDemoVerification, seedDemoDueDiligence } from './demo-duediligence.js';
import { seedDemoPilots } from './demo-pilots.js';
import { seedDemoRoundKiis } from './demo-round-kiis.js';
import { seedDemoRoundTerms } from './demo-round-terms.js';
import { seedDemoQuestions } from './demo-questions.js';
import { seedDemoReportVersions } from './demo-report-versions.js';
import { seedDemoSchedule } from './demo-schedule.js';
import { seedDemoSecondFactor, type DemoSecondFactor } from './demo-second-factor.js';
import { settleDemoSignUps } from './demo-signups.js';
import { seedDemoThreads } from './demo-threads.js';
import { seedDemoTickets } from './demo-tickets.js';
import { seedDemoTimeline } from './demo-timeline.js';
import { faker, generateExpertCompany, generateFoundation, generateInternalExpert, generateStartup, type HandbookIds } from './generators.js';

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
    email: 'startup@demo.test',
    role: 'startup',
    firstName: 'Maya',
    lastName: 'Lindqvist',
    position: 'CEO',
    phone: '+1 415 555 0101',
    company: { name: 'Nordlight Robotics', website: 'nordlight.example', description: 'Autonomous inspection robots for wind farms and power lines.' },
  },
  {
    email: 'investor@demo.test',
    role: 'investor',
    firstName: 'Daniel',
    lastName: 'Okafor',
    position: 'Partner',
    phone: '+1 212 555 0102',
    company: { name: 'Bluewater Ventures', website: 'bluewater.example', description: 'Early-stage fund backing industrial and climate technology.' },
  },
  {
    email: 'corporate@demo.test',
    role: 'corporate',
    firstName: 'Elena',
    lastName: 'Sokolova',
    position: 'Head of Innovation',
    phone: '+44 20 7946 0103',
    company: {
      name: 'Atlas Industrial Group',
      website: 'atlas-industrial.example',
      description: 'Manufacturer of energy and transport equipment in 30 countries.',
    },
  },
  {
    email: 'expert@demo.test',
    role: 'expert',
    firstName: 'Jonas',
    lastName: 'Weber',
    position: 'Managing Director',
    phone: '+49 30 5550 0104',
    company: {
      name: 'Clearview Due Diligence',
      website: 'clearview-dd.example',
      description: 'Technical and commercial due diligence of technology startups.',
    },
  },
  { email: 'manager@demo.test', role: 'manager', firstName: 'Platform', lastName: 'Manager', position: 'Account manager', phone: '+1 646 555 0105' },
];

/**
 * The demo startup's own profile: filled and scored in full, so its applications, offers, rounds
 * and threads show at once. Hiring is rated low on purpose, so the recommendations show too.
 */
export function demoStartupProfile(): Omit<typeof startupProfiles.$inferInsert, 'userId'> {
  const scores: Record<ScoreField, number> = {
    ...(Object.fromEntries(scoreFields.map((field) => [field, 4])) as Record<ScoreField, number>),
    hiring: 2,
    knowledgeManagement: 3,
    uiUxDesignSystem: 3.5,
    uniqueness: 4.5,
    marketing: 3.5,
  };
  const finance = { annualRevenue: 1_200_000, momGrowth: 8.5, monthlyRevenue: 35, monthlyBurnRate: 140_000, mrr: 100_000, runrate: 1_200_000 };
  const summary = scoreSummary(scores);
  return {
    lastFundAmount: 750_000,
    productDescription: 'Autonomous robots that inspect wind turbines and power lines without stopping them, with reports the next morning.',
    customer: 'Operators of wind farms and electricity grids in Northern Europe, buying inspections as a yearly service.',
    ...finance,
    financeActualDate: '2026-09-30',
    ...scores,
    intemaScore: summary.intemaScore,
    teamScore: summary.team,
    managementScore: summary.changeManagement,
    technologyScore: summary.technology,
    businessScore: summary.business,
    isScoreFull: isScoreFull(Object.fromEntries(financeFields.map((f) => [f, finance[f]])), scores),
  };
}

/** How much generated content the demo holds beside the five demo accounts. */
export const demoContent = { startups: 40, investors: 10, corporates: 10, experts: 5, internalExpertsPerCompany: [3, 6] as const };

const SEED_KEY = 'demo_seed';

export async function handbookIds(db: Db | Tx): Promise<HandbookIds & { byCode: Map<string, number> }> {
  const rows = await db.select({ id: handbookItems.id, kind: handbookItems.kind, code: handbookItems.code }).from(handbookItems);
  const of = (kind: string) => rows.filter((r) => r.kind === kind).map((r) => r.id);
  return {
    countries: of('countries'),
    regions: of('regions'),
    industries: of('industries'),
    rounds: of('rounds'),
    byCode: new Map(rows.map((r) => [`${r.kind}:${r.code}`, r.id])),
  };
}

/**
 * Creates the demo accounts and the content around them once per database: the demo startup's
 * full profile, 40 more startups with full profiles and scores, 10 investors, 10 corporates, 5 expert companies with internal experts, and
 * for each demo client company one application in every status, and the demo expert company's
 * due-diligence work in every status with its reports, crowdfunding rounds in every status with
 * their backers, pilots in every status with their applicants and runs, and the back office's
 * blocked company, hidden section and managers' recommendations.
 * Generated companies cannot sign in (their password is random). A later start leaves all as
 * users changed it. With `secondFactor`, the demo manager gets the published authenticator key
 * when managers must have a second factor.
 */
export async function seedDemoData(db: Db, pdf?: ReportPdfDeps, secondFactor?: DemoSecondFactor): Promise<boolean> {
  const [done] = await db.select().from(appMeta).where(eq(appMeta.key, SEED_KEY)).limit(1);
  if (done) return false;
  faker.seed(20261125);
  const demoHash = await hashPassword(DEMO_PASSWORD);
  const lockedHash = await hashPassword(randomBytes(24).toString('hex'));
  await db.transaction(async (tx) => {
    const ids = await handbookIds(tx);
    const code = (kind: string, c: string) => ids.byCode.get(`${kind}:${c}`)!;
    const demoIds = new Map<Role, string>();
    for (const { company, ...account } of demoAccounts) {
      const [user] = await tx
        .insert(users)
        .values({ ...account, passwordHash: demoHash, agreement: true })
        .returning({ id: users.id });
      demoIds.set(account.role, user!.id);
      if (!company || account.role === 'manager') continue;
      const focus =
        account.role === 'startup'
          ? {
              countryId: code('countries', 'SE'),
              regions: [code('regions', '154')],
              industries: [code('industries', 'robotics'), code('industries', 'energy')],
              rounds: [code('rounds', 'seed')],
            }
          : account.role === 'expert'
            ? { expertIn: [code('industries', 'robotics'), code('industries', 'energy'), code('industries', 'ai')] }
            : {
                regions: [code('regions', '150')],
                industries: [code('industries', 'energy'), code('industries', 'robotics'), code('industries', 'cleantech')],
                rounds: [code('rounds', 'seed'), code('rounds', 'series_a')],
              };
      await tx.insert(companies).values({ userId: user!.id, role: account.role, ...company, ...focus });
    }
    await seedDemoSecondFactor(tx, { id: demoIds.get('manager')!, role: 'manager' }, secondFactor);
    await tx.insert(startupProfiles).values({ ...demoStartupProfile(), userId: demoIds.get('startup')! });
    await tx.insert(investorProfiles).values({ userId: demoIds.get('investor')!, averageDeal: 750_000 });
    const demoExpertId = demoIds.get('expert')!;
    for (let i = 0; i < 4; i++) await tx.insert(internalExperts).values(generateInternalExpert(demoExpertId, ids));

    for (let i = 0; i < demoContent.startups; i++) {
      const s = generateStartup(ids, lockedHash);
      const [user] = await tx.insert(users).values(s.user).returning({ id: users.id });
      await tx.insert(companies).values({ ...s.company, userId: user!.id });
      await tx.insert(startupProfiles).values({ ...s.profile, userId: user!.id });
    }
    for (const role of ['investor', 'corporate'] as const) {
      for (let i = 1; i < demoContent[role === 'investor' ? 'investors' : 'corporates']; i++) {
        const f = generateFoundation(role, ids, lockedHash);
        const [user] = await tx.insert(users).values(f.user).returning({ id: users.id });
        await tx.insert(companies).values({ ...f.company, userId: user!.id });
        if (f.averageDeal) await tx.insert(investorProfiles).values({ userId: user!.id, averageDeal: f.averageDeal });
      }
    }
    for (let i = 1; i < demoContent.experts; i++) {
      const e = generateExpertCompany(ids, lockedHash);
      const [user] = await tx.insert(users).values(e.user).returning({ id: users.id });
      await tx.insert(companies).values({ ...e.company, userId: user!.id });
      const [min, max] = demoContent.internalExpertsPerCompany;
      for (let k = faker.number.int({ min, max }); k > 0; k--) await tx.insert(internalExperts).values(generateInternalExpert(user!.id, ids));
    }
    const clients = (['startup', 'investor', 'corporate'] as const).map((role) => ({
      id: demoIds.get(role)!,
      role,
      email: demoAccounts.find((a) => a.role === role)!.email,
    }));
    await seedDemoTickets(tx, ids, clients, demoIds.get('manager')!);
    await seedDemoDueDiligence(tx, ids, { startupId: demoIds.get('startup')!, expertId: demoExpertId, managerId: demoIds.get('manager')! });
    await seedDemoSchedule(tx, demoExpertId);
    await seedDemoThreads(tx, [...clients, { id: demoExpertId, role: 'expert' }], demoIds.get('manager')!);
    const { ownRoundId } = await seedDemoCrowdfunding(tx, {
      startupId: demoIds.get('startup')!,
      startupEmail: clients[0]!.email,
      investorId: demoIds.get('investor')!,
      corporateId: demoIds.get('corporate')!,
      managerId: demoIds.get('manager')!,
    });
    await seedDemoRoundRoom(tx, {
      startupId: demoIds.get('startup')!,
      startupEmail: clients[0]!.email,
      investorId: demoIds.get('investor')!,
      managerId: demoIds.get('manager')!,
    });
    await seedDemoRoundTerms(tx, {
      ownRoundId,
      investorId: demoIds.get('investor')!,
      corporateId: demoIds.get('corporate')!,
      managerId: demoIds.get('manager')!,
    });
    await seedDemoRoundKiis(tx, ownRoundId, pdf?.publicUrl ?? '');
    await seedDemoPortfolio(tx, { investorId: demoIds.get('investor')!, corporateId: demoIds.get('corporate')!, managerId: demoIds.get('manager')! });
    await seedDemoBackerChecks(tx, {
      investorId: demoIds.get('investor')!,
      corporateId: demoIds.get('corporate')!,
      managerId: demoIds.get('manager')!,
      startupId: demoIds.get('startup')!,
    });
    await seedDemoQuestions(tx, {
      startupId: demoIds.get('startup')!,
      investorId: demoIds.get('investor')!,
      corporateId: demoIds.get('corporate')!,
      managerId: demoIds.get('manager')!,
    });
    await seedDemoPilots(
      tx,
      { startupId: demoIds.get('startup')!, investorId: demoIds.get('investor')!, corporateId: demoIds.get('corporate')!, managerId: demoIds.get('manager')! },
      code,
    );
    await refreshDemoVerification(tx);
    await seedDemoBackoffice(
      tx,
      ids,
      { startupId: demoIds.get('startup')!, corporateId: demoIds.get('corporate')!, managerId: demoIds.get('manager')! },
      lockedHash,
    );
    await settleDemoSignUps(tx);
    await seedDemoSessions(
      tx,
      [...demoIds].map(([role, id]) => ({ id, role })),
    );
    await seedDemoTimeline(tx);
    await seedDemoReportVersions(tx, pdf);
    await tx.insert(appMeta).values({ key: SEED_KEY, value: { at: new Date().toISOString() } });
  });
  return true;
}
