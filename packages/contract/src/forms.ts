import { z } from 'zod';
import { emailSchema } from './auth.js';
import { dateSchema, intIdListSchema, textSchema, type Language } from './common.js';
import { MAX_FILES_PER_FIELD } from './files.js';
import { CURRENCY_MAX, CURRENCY_MIN } from './basics.js';
import { phoneSchema } from './registration.js';
import { atLeast, atMost, fieldCode } from './field-codes.js';

/** Limits of the application forms (spec part 2, section 5). */
export const FORM_TEXT_MIN = 5;
export const FORM_TEXT_MAX = 500;
export const OTHER_INFO_MAX = 1000;
export const SPECIALIST_MAX = 50;
export const FEEDBACK_OTHER_MAX = 100;
export const FOUNDATION_MULTI_MAX = 6;
export const INTERESTING_STARTUPS_MAX = 256;
export const AMOUNT_MIN = 1;
export const AMOUNT_MAX = 100_000_000;

const text = (min: number, max: number) => textSchema(fieldCode('field_required')).trim().min(min, atLeast('too_short', min)).max(max, atMost('too_long', max));
const optionalText = (min: number, max: number) => z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), text(min, max).optional());
const amount = z.coerce
  .number(fieldCode('not_number'))
  .int(fieldCode('not_whole_number'))
  .min(AMOUNT_MIN, atLeast('too_small', AMOUNT_MIN))
  .max(AMOUNT_MAX, atMost('too_big', AMOUNT_MAX));
const amountRange = z.object({ min: amount, max: amount }).refine((r) => r.max >= r.min, { message: fieldCode('max_below_min'), path: ['max'] });
/** Finance ranges of a foundation's focus hold what a startup's finance fields may hold. */
const rangeBound = z.coerce.number().min(CURRENCY_MIN, 'number_out_of_range').max(CURRENCY_MAX, 'number_out_of_range').nullable().optional();
const optionalRange = z
  .object({ min: rangeBound, max: rangeBound })
  .refine((r) => r.min == null || r.max == null || r.max >= r.min, { message: fieldCode('max_below_min'), path: ['max'] })
  .optional();
const file = z.object({ id: z.uuid() }, fieldCode('attach_file'));
type ChooseAtMost = 'choose_at_most_countries' | 'choose_at_most_industries' | 'choose_at_most_regions' | 'choose_at_most_rounds';
const ids = (code: ChooseAtMost) => intIdListSchema().max(FOUNDATION_MULTI_MAX, fieldCode(code, { max: FOUNDATION_MULTI_MAX }));

/** yyyy-MM-dd, today or later (the form shows dd.MM.yyyy). */
export const expireSchema = dateSchema(fieldCode('date_format_incorrect')).refine(
  (d) => d >= new Date().toISOString().slice(0, 10),
  fieldCode('date_before_today'),
);

export const feedbackMethods = ['email', 'phone', 'other'] as const;
/**
 * How the platform reaches the applicant: an e-mail, a phone, or a free text of 5 to 100. The shapes
 * here are made by functions so that the web builds them only with a form that spreads them (its
 * build makes the top-level schemas lazy; docs/performance.md, "Schemas built when first used").
 */
const feedbackShape = () => ({
  feedback_method: z.enum(feedbackMethods, fieldCode('choose_contact')),
  feedback_value: textSchema(fieldCode('field_required')).trim(),
});
function checkFeedback(v: { feedback_method: (typeof feedbackMethods)[number]; feedback_value: string }, ctx: z.RefinementCtx) {
  const schema = v.feedback_method === 'email' ? emailSchema : v.feedback_method === 'phone' ? phoneSchema : text(FORM_TEXT_MIN, FEEDBACK_OTHER_MAX);
  const r = schema.safeParse(v.feedback_value);
  if (!r.success) ctx.addIssue({ code: 'custom', path: ['feedback_value'], message: r.error.issues[0]?.message ?? fieldCode('invalid_value') });
}

/** Option lists the forms load (`GET …_form`); names are answered in the caller's language. */
export const formOptions = {
  goals: {
    product_development: { en: 'Product development', ru: 'Развитие продукта' },
    market_expansion: { en: 'Entering new markets', ru: 'Выход на новые рынки' },
    sales_marketing: { en: 'Sales and marketing', ru: 'Продажи и маркетинг' },
    hiring: { en: 'Growing the team', ru: 'Расширение команды' },
    working_capital: { en: 'Working capital', ru: 'Оборотный капитал' },
    research: { en: 'Research and development', ru: 'Исследования и разработки' },
  },
  task_class: {
    pilot: { en: 'Pilot of a ready product', ru: 'Пилот готового продукта' },
    proof_of_concept: { en: 'Proof of concept', ru: 'Проверка концепции' },
    integration: { en: 'Integration with the customer’s systems', ru: 'Интеграция с системами заказчика' },
    custom_development: { en: 'Custom development', ru: 'Заказная разработка' },
    joint_research: { en: 'Joint research', ru: 'Совместное исследование' },
  },
  type_of_due_dill: {
    technical: { en: 'Technical', ru: 'Техническая' },
    commercial: { en: 'Commercial', ru: 'Коммерческая' },
    financial: { en: 'Financial', ru: 'Финансовая' },
    legal: { en: 'Legal', ru: 'Юридическая' },
    full: { en: 'Full (all of the above)', ru: 'Полная (всё перечисленное)' },
  },
} as const satisfies Record<string, Record<string, Record<Language, string>>>;
export type FormOptionList = keyof typeof formOptions;
const optionCodes = <K extends FormOptionList>(k: K) =>
  Object.keys(formOptions[k]) as [keyof (typeof formOptions)[K] & string, ...(keyof (typeof formOptions)[K] & string)[]];

export function optionsOf(list: FormOptionList, lang: Language): { id: string; name: string }[] {
  return Object.entries(formOptions[list]).map(([id, names]) => ({ id, name: (names as Record<Language, string>)[lang] }));
}
export const optionListSchema = z.array(z.object({ id: z.string(), name: z.string() }));

/** `POST /api/v1/startup/investment/investment_form` */
export const startupInvestmentFormSchema = z
  .object({
    goals: z.enum(optionCodes('goals'), fieldCode('choose_goal')),
    value_of_investments: amountRange,
    conditions_of_deal: text(FORM_TEXT_MIN, FORM_TEXT_MAX),
    round_size: amount,
    /** Spelled as in the contract; a number, or `tbd` while not decided. */
    valuetion: z.union([z.literal('tbd'), amount]),
    expire: expireSchema,
    unit_economy: file,
    pitch_presentation: file,
    financial_model: file.optional(),
    agree_co_investment: z.boolean().default(false),
    crowdfunding: z.boolean().default(false),
    /** The smallest commitment a backer of the round may make (ours); only with crowdfunding. */
    min_ticket: amount.optional(),
    ...feedbackShape(),
  })
  .superRefine(checkFeedback)
  .superRefine((v, ctx) => {
    if (v.min_ticket != null && v.min_ticket > v.value_of_investments.max)
      ctx.addIssue({ code: 'custom', path: ['min_ticket'], message: "Minimum ticket can't be more than the investment maximum" });
  });

/** `POST /api/v1/startup/pilot/pilot_form` */
export const startupPilotFormSchema = z
  .object({
    task_class: z.enum(optionCodes('task_class'), fieldCode('choose_task_class')),
    costs_and_terms: text(FORM_TEXT_MIN, FORM_TEXT_MAX),
    product_description: text(FORM_TEXT_MIN, FORM_TEXT_MAX),
    product_presentation_files: z
      .array(file)
      .min(1, fieldCode('attach_at_least_one_file'))
      .max(MAX_FILES_PER_FIELD, atMost('too_many_files', MAX_FILES_PER_FIELD)),
    ...feedbackShape(),
  })
  .superRefine(checkFeedback);

/** `POST /api/v1/startup/duedill/due_dill_form` and `/api/v1/foundation/duedill/due_dill_form` */
export const dueDiligenceFormSchema = z
  .object({
    type_of_due_dill: z.enum(optionCodes('type_of_due_dill'), fieldCode('choose_type')),
    goals_and_tasks: text(FORM_TEXT_MIN, FORM_TEXT_MAX),
    terms_of_duedill: optionalText(FORM_TEXT_MIN, FORM_TEXT_MAX),
    other_info: optionalText(FORM_TEXT_MIN, OTHER_INFO_MAX),
    specialist: optionalText(FORM_TEXT_MIN, SPECIALIST_MAX),
    ...feedbackShape(),
  })
  .superRefine(checkFeedback);

const foundationFocus = () => ({
  countries: ids('choose_at_most_countries'),
  industries: ids('choose_at_most_industries'),
  regions: ids('choose_at_most_regions'),
  rounds: ids('choose_at_most_rounds'),
  expire: expireSchema,
  legal_terms: optionalText(FORM_TEXT_MIN, FORM_TEXT_MAX),
  interesting_startups: textSchema().trim().max(INTERESTING_STARTUPS_MAX, atMost('too_long', INTERESTING_STARTUPS_MAX)).optional(),
});

/** `POST /api/v1/foundation/investment/investment_form` (field spellings as in the contract). */
export const foundationInvestmentFormSchema = z
  .object({
    ...foundationFocus(),
    need_investment: amountRange,
    pitch_presentation: file.optional(),
    unit_economy: file.optional(),
    annual_revenue: optionalRange,
    mom_growth: optionalRange,
    monthly_revenue: optionalRange,
    mothly_burn_rate: optionalRange,
    mrr: optionalRange,
    runrate: optionalRange,
    agree_co_investment: z.boolean().default(false),
    ...feedbackShape(),
  })
  .superRefine(checkFeedback);

/** `POST /api/v1/foundation/pilot/pilot_form` */
export const foundationPilotFormSchema = z
  .object({
    ...foundationFocus(),
    need_pilot: text(FORM_TEXT_MIN, FORM_TEXT_MAX),
    similar_case: optionalText(FORM_TEXT_MIN, FORM_TEXT_MAX),
    task_file: file,
    ...feedbackShape(),
  })
  .superRefine(checkFeedback);
