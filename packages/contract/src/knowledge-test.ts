import { z } from 'zod';
import { fieldCode } from './field-codes.js';

/*
 * ECSP art. 21: the entry knowledge test and the simulation of the ability to bear loss a
 * non-sophisticated backer takes before its first backing and every two years. The questions and
 * their explanations are data on the server, in both languages; the answers never reach the web
 * before the backer has answered.
 */

export const KNOWLEDGE_TEST_VALID_MONTHS = 24;
export const KNOWLEDGE_TEST_QUESTIONS_MAX = 20;

const optionIdSchema = z.string(fieldCode('choose_an_answer')).regex(/^[a-z0-9_]{1,40}$/, fieldCode('choose_an_answer'));

/** Body of `POST /api/v1/foundation/knowledge-test`: one answer per question, and the simulation acknowledged. */
export const knowledgeTestAnswersSchema = z.strictObject(
  {
    answers: z
      .array(z.strictObject({ question_id: optionIdSchema, option_id: optionIdSchema }, fieldCode('unknown_field')), fieldCode('answer_every_question'))
      .min(1, fieldCode('answer_every_question'))
      .max(KNOWLEDGE_TEST_QUESTIONS_MAX, fieldCode('answer_every_question')),
    simulation_acknowledged: z.literal(true, fieldCode('acknowledge_simulation')),
  },
  fieldCode('unknown_field'),
);
export type KnowledgeTestAnswers = z.infer<typeof knowledgeTestAnswersSchema>;

const attemptSchema = z.object({
  id: z.uuid(),
  passed: z.boolean(),
  score: z.number().int(),
  total: z.number().int(),
  pass_mark: z.number().int(),
  taken_at: z.string(),
  expires_at: z.string(),
  expired: z.boolean(),
  /** The loss simulation the backer acknowledged with the test: its declared net worth and 10 % of it. */
  net_worth: z.number(),
  loss_capacity: z.number(),
  /** A failed test lets the backer proceed once it has acknowledged the regulation's warning. */
  warning_acknowledged_at: z.string().nullable(),
  /** Each answer with whether it was right and why. */
  answers: z.array(z.object({ question_id: z.string(), option_id: z.string(), correct_option_id: z.string(), right: z.boolean(), explanation: z.string() })),
});
export type KnowledgeTestAttempt = z.infer<typeof attemptSchema>;

/** `GET /api/v1/foundation/knowledge-test`: whether the backer must take it, the questions, the simulation and the last attempt. */
export const knowledgeTestStateSchema = z.object({
  /** True for a non-sophisticated backer under ECSP without a valid attempt (passed, or failed with the warning acknowledged). */
  required: z.boolean(),
  questions: z.array(z.object({ id: z.string(), text: z.string(), options: z.array(z.object({ id: z.string(), text: z.string() })) })),
  pass_mark: z.number().int(),
  /** The simulation from the latest declaration: null before the backer has declared its figures. */
  simulation: z.object({ net_worth: z.number(), loss_capacity: z.number() }).nullable(),
  last: attemptSchema.nullable(),
});
export type KnowledgeTestState = z.infer<typeof knowledgeTestStateSchema>;
export const knowledgeTestAttemptSchema = attemptSchema;
