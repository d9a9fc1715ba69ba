import type { BackerLimits, KnowledgeTestAnswers, KnowledgeTestAttempt, KnowledgeTestState } from '@platform/contract';

/**
 * Whether the Investor checks page shows the knowledge test (ECSP art. 21): to a non-sophisticated
 * backer under ECSP, and to any backer that has taken it (its last result stays readable).
 */
export function showsKnowledgeTest(limits: Pick<BackerLimits, 'regime' | 'class'>, state: Pick<KnowledgeTestState, 'last'> | undefined): boolean {
  if (limits.regime !== 'ecsp') return false;
  return limits.class === 'non_sophisticated' || (state?.last ?? null) !== null;
}

/** The answers as picked on the page: an option's id by question's id. */
export type PickedAnswers = Record<string, string | undefined>;

/** What keeps an attempt from being sent: the questions left unanswered, and the simulation not acknowledged. */
export type TestGaps = { unanswered: string[]; simulation: boolean };

/**
 * The body of an attempt, every question answered in the test's order with the simulation
 * acknowledged; else what is missing, for the page to mark.
 */
export function knowledgeTestBody(
  questions: KnowledgeTestState['questions'],
  picked: PickedAnswers,
  acknowledged: boolean,
): { body: KnowledgeTestAnswers } | { gaps: TestGaps } {
  const unanswered = questions.filter((q) => !q.options.some((o) => o.id === picked[q.id])).map((q) => q.id);
  if (unanswered.length > 0 || !acknowledged) return { gaps: { unanswered, simulation: !acknowledged } };
  return { body: { answers: questions.map((q) => ({ question_id: q.id, option_id: picked[q.id]! })), simulation_acknowledged: true } };
}

/** What the page says of the last attempt: passed, failed and waiting for the warning to be acknowledged, failed and acknowledged, expired. */
export type AttemptStanding = 'passed' | 'failedOpen' | 'failedAcknowledged' | 'expired';

export function attemptStanding(attempt: Pick<KnowledgeTestAttempt, 'passed' | 'expired' | 'warning_acknowledged_at'>): AttemptStanding {
  if (attempt.expired) return 'expired';
  if (attempt.passed) return 'passed';
  return attempt.warning_acknowledged_at === null ? 'failedOpen' : 'failedAcknowledged';
}

/** One answer of an attempt with the texts of its question and of the options picked and right, as the test's questions word them. */
export type ReadAnswer = { id: string; question: string; given: string; correct: string; right: boolean; explanation: string };

export function readAnswers(attempt: Pick<KnowledgeTestAttempt, 'answers'>, questions: KnowledgeTestState['questions']): ReadAnswer[] {
  const byId = new Map(questions.map((q) => [q.id, q]));
  return attempt.answers.map((a) => {
    const question = byId.get(a.question_id);
    const option = (id: string) => question?.options.find((o) => o.id === id)?.text ?? id;
    return {
      id: a.question_id,
      question: question?.text ?? a.question_id,
      given: option(a.option_id),
      correct: option(a.correct_option_id),
      right: a.right,
      explanation: a.explanation,
    };
  });
}
