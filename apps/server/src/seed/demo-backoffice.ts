import { and, asc, eq, exists, ne, sql } from 'drizzle-orm';
import type { AuditAction, AuditEntity, RecommendationCategory } from '@platform/contract';
import type { Tx } from '../db/client.js';
import { companies, companyEvents, crowdfundBackers, startupProfiles, startupRecommendations, users } from '../db/schema/index.js';
import { audit } from '../modules/audit/index.js';
import type { TimelineStep } from '../modules/timeline/index.js';
import { generateStartup, type HandbookIds } from './generators.js';

const DAY = 86_400_000;

/** An account step and its timeline entry, with the facts its live writer records. */
type Step = TimelineStep<'account.blocked' | 'account.unblocked' | 'account.sections' | 'account.recommendation' | 'note'> & {
  companyId: string;
  at: Date;
  action: AuditAction;
  entity: AuditEntity;
  before?: unknown;
  after?: unknown;
  internal?: boolean;
};

const blockReason =
  'The registration documents and the bank details name different companies. Send the certificate of incorporation to your manager to unblock the account.';

/** Managers' texts for a startup, by category (never the demo startup's business category). */
const writtenFor: { demo: [RecommendationCategory, string, string][]; other: [RecommendationCategory, string, string][] } = {
  demo: [
    [
      'technology',
      'Plan the next robot generation now',
      'Your inspection robots run on a single sensor supplier. Qualify a second lidar supplier this year and keep the payload interface open, so ' +
        'the next generation does not wait on one vendor’s roadmap.',
    ],
  ],
  other: [
    [
      'team',
      'Hire a second engineering lead',
      'All technical decisions go through the CTO. Hire an engineering lead who owns delivery, so the CTO can spend time with customers and ' +
        'investors before the next round.',
    ],
    [
      'business',
      'Move to yearly contracts',
      'Most of your revenue comes from monthly contracts that customers cancel easily. Offer a yearly plan with a discount of about 15% and report ' +
        'net revenue retention to investors.',
    ],
  ],
};

/**
 * The back office's demo: a blocked startup with its reason and an internal note, a corporate
 * whose crowdfunding section is hidden, and managers' recommendations for the demo startup and
 * another startup. Each comes with its audit row and its timeline entry, as the managers' actions write them.
 */
export async function seedDemoBackoffice(
  tx: Tx,
  ids: HandbookIds,
  demo: { startupId: string; corporateId: string; managerId: string },
  passwordHash: string,
  now = new Date(),
) {
  const steps: Step[] = [];

  // A startup blocked three days ago; the manager is waiting for its documents.
  const s = generateStartup(ids, passwordHash, new Date(now.getTime() - 40 * DAY));
  const blockedAt = new Date(now.getTime() - 3 * DAY);
  const [blocked] = await tx
    .insert(users)
    .values({ ...s.user, email: 'finance@kestrel-payments.example', status: 'blocked', blockedReason: blockReason, blockedAt })
    .returning({ id: users.id });
  const kestrel = blocked!.id;
  await tx.insert(companies).values({
    ...s.company,
    userId: kestrel,
    name: 'Kestrel Payments',
    website: 'kestrel-payments.example',
    description: 'Kestrel Payments builds instant payouts for marketplaces.',
  });
  await tx.insert(startupProfiles).values({ ...s.profile, userId: kestrel });
  steps.push(
    {
      companyId: kestrel,
      at: blockedAt,
      action: 'user.block',
      entity: 'user',
      before: { status: 'active', reason: null },
      after: { status: 'blocked', reason: blockReason },
      kind: 'account.blocked',
      data: { reason: blockReason },
    },
    {
      companyId: kestrel,
      at: new Date(blockedAt.getTime() + DAY),
      action: 'company.note',
      entity: 'company',
      after: { text: 'Called the founder: the certificate is on its way from the registry. Unblock once it matches the bank details.' },
      kind: 'note',
      data: { text: 'Called the founder: the certificate is on its way from the registry. Unblock once it matches the bank details.' },
      internal: true,
    },
  );

  // A corporate (one backing no round, when there is one) with its crowdfunding section hidden.
  const [corporate] = await tx
    .select({ id: companies.userId })
    .from(companies)
    .where(and(eq(companies.role, 'corporate'), ne(companies.userId, demo.corporateId)))
    .orderBy(
      asc(exists(tx.select().from(crowdfundBackers).where(eq(crowdfundBackers.backerId, companies.userId)))),
      asc(companies.createdAt),
      asc(companies.userId),
    )
    .limit(1);
  if (corporate) {
    const hidden = { crowdfunding: false, pilots: true };
    await tx.update(users).set({ sectionSettings: hidden }).where(eq(users.id, corporate.id));
    steps.push({
      companyId: corporate.id,
      at: new Date(now.getTime() - 10 * DAY),
      action: 'user.sections',
      entity: 'user',
      before: { crowdfunding: true, pilots: true },
      after: hidden,
      kind: 'account.sections',
      data: hidden,
    });
  }

  // Recommendations: the demo startup's technology, and another startup's team and business.
  const [other] = await tx
    .select({ id: companies.userId })
    .from(companies)
    .where(and(eq(companies.role, 'startup'), ne(companies.userId, demo.startupId), ne(companies.userId, kestrel)))
    .orderBy(asc(companies.createdAt), asc(companies.userId))
    .limit(1);
  const recommendations = [
    ...writtenFor.demo.map((r) => [demo.startupId, ...r] as const),
    ...(other ? writtenFor.other.map((r) => [other.id, ...r] as const) : []),
  ];
  for (const [i, [startupId, category, title, text]] of recommendations.entries()) {
    const at = new Date(now.getTime() - (6 - i) * DAY);
    await tx.insert(startupRecommendations).values({ startupId, category, title, text, authorId: demo.managerId, createdAt: at, updatedAt: at });
    steps.push({
      companyId: startupId,
      at,
      action: 'recommendation.write',
      entity: 'user',
      before: null,
      after: { category, title, text },
      kind: 'account.recommendation',
      data: { category, title },
    });
  }

  for (const step of steps) {
    await audit(tx, {
      actorId: demo.managerId,
      action: step.action,
      entity: step.entity,
      entityId: step.companyId,
      companyId: step.companyId,
      before: step.before ?? null,
      after: step.after ?? null,
      createdAt: step.at,
    });
    await tx.insert(companyEvents).values({
      companyId: step.companyId,
      kind: step.kind,
      actorId: demo.managerId,
      subjectType: 'account',
      subjectId: step.companyId,
      data: step.data,
      internal: step.internal ?? false,
      createdAt: step.at,
    });
  }

  // Companies were active at different times, as a back office sees them; one in five never signed in.
  await tx.execute(sql`
    update users set
      last_sign_in_at = ${now.toISOString()}::timestamptz - make_interval(hours => 2 + abs(hashtext(id::text)) % 1400),
      last_active_at = ${now.toISOString()}::timestamptz - make_interval(hours => 2 + abs(hashtext(id::text)) % 1400)
        + make_interval(mins => abs(hashtext(id::text)) % 90)
    where role <> 'manager' and status = 'active' and abs(hashtext(id::text)) % 5 <> 0`);
}
