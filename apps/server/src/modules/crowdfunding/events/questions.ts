import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { companies } from '../../../db/schema/index.js';
import { pushTo } from '../../../platform/events/pushes.js';
import { eventRecorder } from '../../../platform/events/record.js';
import type { Effects, Handlers } from '../../../platform/events/types.js';
import { questionLetter } from '../question-letters.js';

/** Something happened to a question on a round: asked, answered, its answer edited, or hidden by a manager. */
export type QuestionStep = {
  kind: 'asked' | 'answered' | 'edited' | 'hidden';
  roundId: string;
  startupId: string;
  questionId: string;
  askerId: string;
  actorId: string;
  /** The question (asked) or the answer (answered) as written, quoted in the letter. */
  text?: string;
};

export type QuestionEvents = { 'crowdfunding.question': QuestionStep };
export const recordQuestionEvent = eventRecorder<QuestionEvents>();

async function companyName(db: Db, userId: string): Promise<string> {
  const [c] = await db.select({ name: companies.name }).from(companies).where(eq(companies.userId, userId)).limit(1);
  return c?.name ?? '';
}

/**
 * What follows a question's step: `crowdfunding` {id} to the startup, the asker and the managers,
 * so the open round views read the questions again; a new question is mailed to the startup and an
 * answer to the asker, in their language. An edit or a hiding is pushed only.
 */
export const questionHandlers: Handlers<QuestionEvents> = {
  async 'crowdfunding.question'(step, { db, publicUrl }): Promise<Effects> {
    const url = `${publicUrl}/cabinet/crowdfunding/view/${step.roundId}`;
    const pushes = [pushTo('crowdfunding', { id: step.roundId }, [step.startupId, step.askerId])];
    const text = step.text ?? '';
    if (step.kind === 'asked') {
      const asker = await companyName(db, step.askerId);
      return { pushes, letters: [{ key: 'startup', to: { userId: step.startupId }, render: questionLetter({ kind: 'question', asker, text }, url) }] };
    }
    if (step.kind === 'answered') {
      const startup = await companyName(db, step.startupId);
      return { pushes, letters: [{ key: 'asker', to: { userId: step.askerId }, render: questionLetter({ kind: 'answer', startup, text }, url) }] };
    }
    return { pushes };
  },
};
