import { z } from 'zod';
import {
  REPORT_ARTIFACTS_MAX,
  REPORT_FILES_MAX,
  fileRefSchema,
  missingForSubmit,
  reportContentSchema,
  scoreValueSchema,
  type ExpertScores,
  type FileRef,
  type Report,
  type ReportContent,
  type ReportSaveBody,
} from '@platform/contract';
import { message, oneMessageRule, type FormFieldRule } from '@/shared/i18n/form-field-error';
import { SCORE_SCALE } from '@/shared/ui/kit/score-slider';

/** The report form: artifacts as rows (for the field array), files kept and newly picked apart. */
export interface ReportFormValues {
  /** Which button sent the form: a submit checks the report is complete. */
  submit: boolean;
  method: string;
  artifacts: { text: string }[];
  conclusion: string;
  risks: string;
  recommendations: string;
  scores: Record<keyof ExpertScores, number>;
  stored: FileRef[];
  picked: File[];
}

export const reportTextFields = ['method', 'conclusion', 'risks', 'recommendations'] as const;

/** The form's values from the saved report; empty scores start at 3 like the self-scoring sliders. */
export function reportFormValues(report: Report | null): ReportFormValues {
  const score = (group: keyof ExpertScores) => report?.scores?.[group] ?? SCORE_SCALE.initial;
  return {
    submit: false,
    method: report?.method ?? '',
    artifacts: (report?.artifacts ?? []).map((text) => ({ text })),
    conclusion: report?.conclusion ?? '',
    risks: report?.risks ?? '',
    recommendations: report?.recommendations ?? '',
    scores: { team: score('team'), management: score('management'), technology: score('technology'), business: score('business') },
    stored: report?.files ?? [],
    picked: [],
  };
}

/** What the server receives: the scores only for a startup client, the files by id (kept, then uploaded). */
export function reportBody(values: ReportFormValues, clientIsStartup: boolean, uploadedIds: string[]): ReportSaveBody {
  const scores: ExpertScores | null = clientIsStartup ? { ...values.scores } : null;
  const content: ReportContent = {
    method: values.method.trim(),
    artifacts: values.artifacts.map((row) => row.text.trim()),
    conclusion: values.conclusion.trim(),
    risks: values.risks.trim(),
    recommendations: values.recommendations.trim(),
    files: [...values.stored.map((file) => ({ id: file.id })), ...uploadedIds.map((id) => ({ id }))],
    scores,
  };
  return { ...content, submit: values.submit };
}

const shape = reportContentSchema.shape;

/**
 * The contract's report rules on the form's values: every length and count, and for a submit
 * what `missingForSubmit` asks for, on the field that lacks it.
 */
export function reportFormSchema(clientIsStartup: boolean) {
  return z
    .object({
      submit: z.boolean(),
      method: shape.method,
      artifacts: z.array(z.object({ text: shape.artifacts.element })).max(REPORT_ARTIFACTS_MAX),
      conclusion: shape.conclusion,
      risks: shape.risks,
      recommendations: shape.recommendations,
      scores: z.object({ team: scoreValueSchema, management: scoreValueSchema, technology: scoreValueSchema, business: scoreValueSchema }),
      stored: z.array(fileRefSchema),
      picked: z.array(z.custom<File>((value) => typeof value === 'object' && value !== null)),
    })
    .superRefine((values, ctx) => {
      if (values.stored.length + values.picked.length > REPORT_FILES_MAX) ctx.addIssue({ code: 'custom', path: ['picked'], message: 'too_many_files' });
      if (!values.submit) return;
      const body = reportBody(values, clientIsStartup, []);
      for (const field of missingForSubmit(body, clientIsStartup)) ctx.addIssue({ code: 'custom', path: [field], message: 'required' });
    });
}

const e = (key: 'required' | 'tooLong' | 'tooManyFiles', params?: Record<string, number>) => message(`applications.expert.report.errors.${key}`, params);
const text: FormFieldRule = { required: e('required'), tooLong: e('tooLong') };

/**
 * The report form's messages by field and kind of issue: a text (an artifact's row and the list
 * of them too) is missing or too long; the scores are missing; the picked files are too many with
 * the stored ones (the only issue the form puts there).
 */
export const reportFieldRules = {
  method: text,
  conclusion: text,
  risks: text,
  recommendations: text,
  artifacts: text,
  scores: oneMessageRule(e('required'), e('required')),
  picked: oneMessageRule(e('tooManyFiles', { count: REPORT_FILES_MAX }), e('tooManyFiles', { count: REPORT_FILES_MAX })),
} satisfies Record<string, FormFieldRule>;
export type ReportRuleField = keyof typeof reportFieldRules;
