import { addMonths } from 'date-fns';
import { desc, eq } from 'drizzle-orm';
import {
  KNOWLEDGE_TEST_VALID_MONTHS,
  lossCapacity,
  type KnowledgeTestAnswers,
  type KnowledgeTestAttempt,
  type KnowledgeTestState,
  type Language,
  type RegimeSettings,
} from '@platform/contract';
import type { Db, Tx } from '../../db/client.js';
import { backerKnowledgeTests } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { KNOWLEDGE_PASS_MARK, knowledgeQuestions } from './knowledge-questions.js';
import { recordBackerFact } from './records.js';
import { standingOf } from './standing.js';

type AttemptRow = typeof backerKnowledgeTests.$inferSelect;

/** The backer's latest attempt, whatever its state. */
export async function latestAttempt(db: Db | Tx, companyId: string): Promise<AttemptRow | null> {
  const [row] = await db
    .select()
    .from(backerKnowledgeTests)
    .where(eq(backerKnowledgeTests.companyId, companyId))
    .orderBy(desc(backerKnowledgeTests.takenAt), desc(backerKnowledgeTests.id))
    .limit(1);
  return row ?? null;
}

/** Whether an attempt lets the backer back: unexpired, and passed or failed with the warning acknowledged. */
export function attemptCounts(row: AttemptRow | null, now: Date): boolean {
  return !!row && row.expiresAt > now && (row.passed || row.warningAcknowledgedAt !== null);
}

/** Whether the regime asks this class for the test: ECSP's non-sophisticated backers. */
export const testApplies = (settings: RegimeSettings, cls: string | null) => settings.regime === 'ecsp' && cls === 'non_sophisticated';

function presentAttempt(row: AttemptRow, lang: Language, now: Date): KnowledgeTestAttempt {
  const byId = new Map(knowledgeQuestions.map((q) => [q.id, q]));
  return {
    id: row.id,
    passed: row.passed,
    score: row.score,
    total: row.total,
    pass_mark: row.passMark,
    taken_at: row.takenAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    expired: row.expiresAt <= now,
    net_worth: row.netWorth,
    loss_capacity: row.lossCapacity,
    warning_acknowledged_at: row.warningAcknowledgedAt?.toISOString() ?? null,
    answers: row.answers.map((a) => {
      const q = byId.get(a.question_id);
      return {
        question_id: a.question_id,
        option_id: a.option_id,
        correct_option_id: q?.correct ?? '',
        right: q?.correct === a.option_id,
        explanation: q?.explanation[lang] ?? '',
      };
    }),
  };
}

/**
 * The entry knowledge test and loss simulation (ECSP art. 21): questions in the reader's language,
 * answers scored here, the simulation from the backer's declared net worth, every attempt kept.
 */
export function createKnowledgeTestService(db: Db, settings: RegimeSettings) {
  async function state(companyId: string, lang: Language, now = new Date()): Promise<KnowledgeTestState> {
    const [standing, last] = await Promise.all([standingOf(db, companyId, settings, now), latestAttempt(db, companyId)]);
    const netWorth = standing.declaration?.ownFunds;
    return {
      required: testApplies(settings, standing.class) && !attemptCounts(last, now),
      questions: knowledgeQuestions.map((q) => ({ id: q.id, text: q.text[lang], options: q.options.map((o) => ({ id: o.id, text: o.text[lang] })) })),
      pass_mark: KNOWLEDGE_PASS_MARK,
      simulation: netWorth === undefined ? null : { net_worth: netWorth, loss_capacity: lossCapacity(netWorth) },
      last: last ? presentAttempt(last, lang, now) : null,
    };
  }

  return {
    state,

    /** Scores one attempt: every question answered once with one of its options, after the backer has declared its figures. */
    async take(companyId: string, body: KnowledgeTestAnswers, lang: Language, now = new Date()): Promise<KnowledgeTestState> {
      const given = new Map(body.answers.map((a) => [a.question_id, a.option_id]));
      const complete = given.size === body.answers.length && knowledgeQuestions.every((q) => q.options.some((o) => o.id === given.get(q.id)));
      if (!complete || given.size !== knowledgeQuestions.length) throw new AppError(400, 'answer_every_question', { answers: 'answer_every_question' });
      const standing = await standingOf(db, companyId, settings, now);
      if (!standing.declaration) throw new AppError(400, 'classification_required');
      const answers = knowledgeQuestions.map((q) => ({ question_id: q.id, option_id: given.get(q.id)! }));
      const score = knowledgeQuestions.filter((q) => q.correct === given.get(q.id)).length;
      const netWorth = standing.declaration.ownFunds;
      await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(backerKnowledgeTests)
          .values({
            companyId,
            answers,
            score,
            total: knowledgeQuestions.length,
            passMark: KNOWLEDGE_PASS_MARK,
            passed: score >= KNOWLEDGE_PASS_MARK,
            netWorth,
            lossCapacity: lossCapacity(netWorth),
            takenAt: now,
            expiresAt: addMonths(now, KNOWLEDGE_TEST_VALID_MONTHS),
          })
          .returning({ id: backerKnowledgeTests.id });
        await recordBackerFact(tx, {
          companyId,
          kind: 'knowledge_test.taken',
          actorId: companyId,
          data: { attempt_id: row!.id, score, total: knowledgeQuestions.length, passed: score >= KNOWLEDGE_PASS_MARK, net_worth: netWorth, answers },
        });
      });
      return state(companyId, lang, now);
    },

    /** The backer acknowledges the warning after a failed test, and may then back (ECSP art. 21(5)). */
    async acknowledgeWarning(companyId: string, lang: Language, now = new Date()): Promise<KnowledgeTestState> {
      await db.transaction(async (tx) => {
        const [last] = await tx
          .select()
          .from(backerKnowledgeTests)
          .where(eq(backerKnowledgeTests.companyId, companyId))
          .orderBy(desc(backerKnowledgeTests.takenAt), desc(backerKnowledgeTests.id))
          .limit(1)
          .for('update');
        if (!last || last.passed || last.warningAcknowledgedAt || last.expiresAt <= now) throw new AppError(409, 'knowledge_test_not_failed');
        await tx.update(backerKnowledgeTests).set({ warningAcknowledgedAt: now }).where(eq(backerKnowledgeTests.id, last.id));
        await recordBackerFact(tx, { companyId, kind: 'knowledge_test.warning_acknowledged', actorId: companyId, data: { attempt_id: last.id } });
      });
      return state(companyId, lang, now);
    },
  };
}
