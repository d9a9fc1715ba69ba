import { z } from 'zod';
import { fieldCode } from './field-codes.js';

/** Score fields by group (spec part 1, section 3); each is rated 1 to 5 in steps of 0.5. */
export const scoreGroups = {
  team: ['ritualsAndGoals', 'values', 'organisationalStructure', 'hiring', 'achievements', 'experience'],
  management: [
    'ideaGenerationAndManagement',
    'ideasPrioritization',
    'hypothesisFormulationAndExperimentsDesign',
    'knowledgeManagement',
    'uiUxDesignSystem',
    'requirementsManagementAndAcceptanceCriteria',
    'developmentProcess',
    'qualityAssuranceProcess',
    'deliveryProcess',
  ],
  technology: ['reliability', 'availability', 'scalability', 'performance', 'costEffectiveness', 'uniqueness'],
  business: ['marketing', 'sales'],
} as const;
export type ScoreGroup = keyof typeof scoreGroups;
export type ScoreField = (typeof scoreGroups)[ScoreGroup][number];
export const scoreFields = Object.values(scoreGroups).flat() as ScoreField[];

export const SCORE_MIN = 1;
export const SCORE_MAX = 5;
export const SCORE_STEP = 0.5;
export const SCORE_DEFAULT = 3;

export const scoreValueSchema = z
  .number(fieldCode('score_range'))
  .min(SCORE_MIN, fieldCode('score_too_small'))
  .max(SCORE_MAX, fieldCode('score_too_big'))
  .refine((v) => Number.isInteger(v / SCORE_STEP), fieldCode('score_step'));

export type Scores = Partial<Record<ScoreField, number | null>>;

const round1 = (v: number) => Math.round(v * 10) / 10;
const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : null);

/** Unrounded mean of a group's set values; null when none is set. */
function groupMean(scores: Scores, group: ScoreGroup): number | null {
  return mean(scoreGroups[group].map((f) => scores[f]).filter((v): v is number => typeof v === 'number'));
}

/** Mean of a group's set values, one decimal; null when none is set. */
export function groupScore(scores: Scores, group: ScoreGroup): number | null {
  const value = groupMean(scores, group);
  return value === null ? null : round1(value);
}

/**
 * The four group scores (the management group is shown as change management) and the overall
 * score, each with one decimal. The overall score is the mean of the unrounded group means that
 * exist, rounded once: averaging the already rounded group scores would round twice (a true 2.94
 * would come out as 3.0).
 */
export function scoreSummary(scores: Scores) {
  const means = {
    team: groupMean(scores, 'team'),
    changeManagement: groupMean(scores, 'management'),
    technology: groupMean(scores, 'technology'),
    business: groupMean(scores, 'business'),
  };
  const oneDecimal = (value: number | null) => (value === null ? null : round1(value));
  return {
    team: oneDecimal(means.team),
    changeManagement: oneDecimal(means.changeManagement),
    technology: oneDecimal(means.technology),
    business: oneDecimal(means.business),
    intemaScore: oneDecimal(mean(Object.values(means).filter((v): v is number => v !== null))),
  };
}

/** Finance values whose presence makes a profile's finance complete. */
export const financeFields = ['annualRevenue', 'momGrowth', 'monthlyRevenue', 'monthlyBurnRate', 'mrr', 'runrate'] as const;
export type FinanceField = (typeof financeFields)[number];

/** True when every finance value and every score value is set (spec part 1, section 3). */
export function isScoreFull(finance: Partial<Record<FinanceField, number | null>>, scores: Scores): boolean {
  return financeFields.every((f) => typeof finance[f] === 'number') && scoreFields.every((f) => typeof scores[f] === 'number');
}

/** `GET /api/v1/startup/recomendations`: per category, texts keyed by score field; empty categories left out. */
export const recommendationsSchema = z.object({
  team: z.record(z.string(), z.string()).optional(),
  management: z.record(z.string(), z.string()).optional(),
  technology: z.record(z.string(), z.string()).optional(),
  business: z.record(z.string(), z.string()).optional(),
});
export type Recommendations = z.infer<typeof recommendationsSchema>;
/** A score at or below this earns the stock recommendation of its field. */
export const LOW_SCORE = 2;
export const RECOMMENDATION_MAX = 2000;
