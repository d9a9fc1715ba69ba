import { and, eq, exists, ne } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { companies, crowdfundBackers, crowdfundQuestions, crowdfunds } from '../db/schema/index.js';
import { audit } from '../modules/audit/index.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Q = typeof crowdfundQuestions.$inferInsert;

/**
 * Questions and answers on the demo startup's active round, one in each state: waiting for its
 * answer (asked by the demo investor, so the startup sees its answer form), answered, answered
 * within the last day (still editable), answered and edited, a question hidden by the manager and
 * an answer hidden by the manager; more than a page of them, so "show more" has work to do.
 */
export async function seedDemoQuestions(
  tx: Tx,
  demo: { startupId: string; investorId: string; corporateId: string; managerId: string },
  now = new Date(),
): Promise<void> {
  const [round] = await tx
    .select({ id: crowdfunds.id })
    .from(crowdfunds)
    .where(and(eq(crowdfunds.startupId, demo.startupId), eq(crowdfunds.status, 'active')))
    .limit(1);
  if (!round) return;
  // Other askers are investors backing some round: they follow crowdfunding (the back office's
  // demo hides the crowdfunding section of a corporate, and its audit is that company's only one).
  const others = await tx
    .select({ id: companies.userId })
    .from(companies)
    .where(
      and(
        eq(companies.role, 'investor'),
        ne(companies.userId, demo.investorId),
        exists(tx.select().from(crowdfundBackers).where(eq(crowdfundBackers.backerId, companies.userId))),
      ),
    )
    .orderBy(companies.createdAt, companies.userId)
    .limit(8);
  const other = (k: number) => others[k % Math.max(others.length, 1)]?.id ?? demo.corporateId;
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const q = (askerId: string, askedAgo: number, text: string, extra: Partial<Q> = {}): Q => ({
    crowdfundId: round.id,
    askerId,
    text,
    createdAt: ago(askedAgo),
    ...extra,
  });
  const answered = (answeredAgo: number, answer: string, extra: Partial<Q> = {}): Partial<Q> => ({ answer, answeredAt: ago(answeredAgo), ...extra });

  const rows: Q[] = [
    q(demo.investorId, 5 * HOUR, 'Do you plan to certify the robots for offshore wind farms as well, and if so, when would that happen?'),
    q(
      demo.corporateId,
      20 * HOUR,
      'Could you share how many inspection contracts are signed and how many are still in negotiation?',
      answered(2 * HOUR, 'Three contracts are signed (two in Denmark, one in Norway); four more are in negotiation, two of them at the pilot stage.'),
    ),
    q(
      demo.investorId,
      4 * DAY,
      'What will the round mainly pay for: hiring, production or certification?',
      answered(3 * DAY, 'About half goes to the production of the second robot generation, a third to hiring field engineers and the rest to certification.', {
        answerEditedAt: ago(3 * DAY - 2 * HOUR),
      }),
    ),
    q(other(0), 6 * DAY, 'Is the founders’ home address available? I would like to visit them personally.', {
      hiddenAt: ago(5 * DAY),
      hiddenBy: demo.managerId,
      hiddenReason: 'Personal data of the founders is not shared on the platform.',
    }),
    q(
      other(1),
      7 * DAY,
      'Who are your main competitors, and how do you compare on price?',
      answered(6 * DAY, 'Call our sales lead on +45 20 00 00 00 for the price list, ask for Lars.', {
        answerHiddenAt: ago(5 * DAY),
        answerHiddenBy: demo.managerId,
        answerHiddenReason: 'Contact details are shared through the platform manager only.',
      }),
    ),
  ];
  const generic: [string, string][] = [
    [
      'How long is the payback period of one robot for a wind farm operator?',
      'Between 14 and 18 months, depending on the number of turbines inspected a year.',
    ],
    ['Do you hold patents on the climbing mechanism?', 'Two patents are granted in the EU and one is pending in the US.'],
    ['What happened to the revenue in the last quarter compared with the one before?', 'It grew by 38%, mostly from the second Danish contract.'],
    ['Is there a lead investor in this round already?', 'Yes: a Nordic climate fund leads with 400 000 and joins the board as an observer.'],
    ['How many people work in the company today?', 'Twenty-three, of whom fourteen are engineers.'],
    ['Do you need special permits to operate near live power lines?', 'Yes, and we hold them in Denmark, Norway and Germany; the UK is in progress.'],
    ['When do you expect to reach break-even?', 'At the end of next year, with twelve inspection contracts running.'],
  ];
  generic.forEach(([question, answer], k) => rows.push(q(other(k + 2), (9 + k) * DAY, question, answered((8 + k) * DAY, answer))));
  const inserted = await tx.insert(crowdfundQuestions).values(rows).returning();
  for (const row of inserted) {
    if (row.hiddenAt)
      await audit(tx, {
        actorId: demo.managerId,
        action: 'crowdfunding.question_hide',
        entity: 'crowdfunding',
        entityId: round.id,
        companyId: row.askerId,
        after: { questionId: row.id, target: 'question', reason: row.hiddenReason },
        createdAt: row.hiddenAt,
      });
    if (row.answerHiddenAt)
      await audit(tx, {
        actorId: demo.managerId,
        action: 'crowdfunding.question_hide',
        entity: 'crowdfunding',
        entityId: round.id,
        companyId: demo.startupId,
        after: { questionId: row.id, target: 'answer', reason: row.answerHiddenReason },
        createdAt: row.answerHiddenAt,
      });
  }
}
