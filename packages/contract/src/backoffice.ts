import { z } from 'zod';
import { recommendationCategories } from './basics.js';
import { emailSchema } from './auth.js';
import { languageSchema, offsetPageSchema, PAGE_SIZE, textSchema } from './common.js';
import { companyRoles, sectionSettingsSchema, userStatuses } from './users.js';
import { atLeast, atMost, fieldCode } from './field-codes.js';

/**
 * The managers' back office for companies (ours; DOMAIN.md, Manager back office): the companies
 * list, a company’s account and actions, recommendations and managers; the company timeline is in
 * timeline.ts.
 */

// ── Companies list ────────────────────────────────────────────────────────────────────────────
/** The list's pages, as the other lists' (`offsetPageSchema`). */
export const COMPANIES_PAGE_SIZE = PAGE_SIZE;
export const COMPANY_SEARCH_MAX = 100;
export const companySorts = ['name', 'created', 'activity'] as const;
export type CompanySort = (typeof companySorts)[number];

/** `GET /api/v1/manager/companies`: search by name, e-mail or website; filter; sort; take/skip. */
export const companyListQuerySchema = offsetPageSchema(COMPANIES_PAGE_SIZE).extend({
  q: textSchema().trim().max(COMPANY_SEARCH_MAX, atMost('too_long', COMPANY_SEARCH_MAX)).optional(),
  role: z.enum(companyRoles, fieldCode('choose_role')).optional(),
  status: z.enum(userStatuses, fieldCode('choose_status')).optional(),
  sort: z.enum(companySorts, `Sort by one of: ${companySorts.join(', ')}`).default('created'),
  dir: z.enum(['asc', 'desc'], 'asc or desc').default('desc'),
});
export type CompanyListQuery = z.infer<typeof companyListQuerySchema>;

/** What is open for a company now, counted in SQL. */
export const companyCountsSchema = z.object({
  /** Its applications not yet finished or cancelled. */
  applications: z.number().int(),
  /** Crowdfunding rounds it runs (startups) or backs (investors, corporates) that are not over. */
  rounds: z.number().int(),
  /** Pilots it published (corporates, investors) or applied to (startups) that are not archived. */
  pilots: z.number().int(),
  /** Its threads waiting for a manager's answer. */
  threads: z.number().int(),
});
export type CompanyCounts = z.infer<typeof companyCountsSchema>;

export const companyListItemSchema = z.object({
  /** The account's id, which is also the company's. */
  id: z.uuid(),
  role: z.enum(companyRoles),
  name: z.string(),
  email: z.string(),
  website: z.string().nullable(),
  status: z.enum(userStatuses),
  created_at: z.string(),
  last_active_at: z.string().nullable(),
  counts: companyCountsSchema,
});
export type CompanyListItem = z.infer<typeof companyListItemSchema>;
export const companyListSchema = z.object({ companies: z.array(companyListItemSchema), total: z.number().int() });
export type CompanyList = z.infer<typeof companyListSchema>;

// ── Recommendations written by managers ───────────────────────────────────────────────────────
export { recommendationCategories, type RecommendationCategory } from './basics.js';
export const RECOMMENDATION_TITLE_MIN = 3;
export const RECOMMENDATION_TITLE_MAX = 100;
export const RECOMMENDATION_TEXT_MIN = 10;
export const RECOMMENDATION_TEXT_MAX = 2000;

/** `PUT /api/v1/manager/companies/{id}/recommendations/{category}`: the category's titled text. */
export const recommendationBodySchema = z.object({
  title: textSchema(fieldCode('write_title'))
    .trim()
    .min(RECOMMENDATION_TITLE_MIN, atLeast('too_short', RECOMMENDATION_TITLE_MIN))
    .max(RECOMMENDATION_TITLE_MAX, atMost('too_long', RECOMMENDATION_TITLE_MAX)),
  text: textSchema(fieldCode('write_recommendation'))
    .trim()
    .min(RECOMMENDATION_TEXT_MIN, atLeast('too_short', RECOMMENDATION_TEXT_MIN))
    .max(RECOMMENDATION_TEXT_MAX, atMost('too_long', RECOMMENDATION_TEXT_MAX)),
});
export type RecommendationBody = z.infer<typeof recommendationBodySchema>;
export const recommendationParamsSchema = z.object({ id: z.uuid(), category: z.enum(recommendationCategories, fieldCode('choose_category')) });

export const writtenRecommendationSchema = z.object({
  category: z.enum(recommendationCategories),
  title: z.string(),
  text: z.string(),
  updated_at: z.string(),
  author: z.string().nullable(),
});
export type WrittenRecommendation = z.infer<typeof writtenRecommendationSchema>;

// ── A company's account and the actions on it ─────────────────────────────────────────────────
export const BLOCK_REASON_MIN = 3;
export const BLOCK_REASON_MAX = 500;
/** Block and unblock both give a reason; it lands in the audit log and the company's timeline. */
export const unblockBodySchema = z.object({
  reason: textSchema(fieldCode('give_reason'))
    .trim()
    .min(BLOCK_REASON_MIN, atLeast('too_short', BLOCK_REASON_MIN))
    .max(BLOCK_REASON_MAX, atMost('too_long', BLOCK_REASON_MAX)),
});
export type UnblockBody = z.infer<typeof unblockBodySchema>;
/**
 * A block also says whether its reason is shown to the company when its sign-in is refused; by
 * default it is not (a reason is often written for the other managers).
 */
export const blockBodySchema = unblockBodySchema.extend({
  share_reason: z.boolean('Choose whether the company sees the reason').default(false),
});
export type BlockBody = z.input<typeof blockBodySchema>;

export const companyAccountSchema = companyListItemSchema.extend({
  /** The reason of the last block, while blocked. */
  blocked_reason: z.string().nullable(),
  /** Whether the company is shown that reason when its sign-in is refused. */
  blocked_reason_shared: z.boolean(),
  blocked_at: z.string().nullable(),
  language: languageSchema,
  last_sign_in_at: z.string().nullable(),
  section_settings: sectionSettingsSchema,
  /** Startups: the managers' texts per category (others: empty). */
  recommendations: z.array(writtenRecommendationSchema),
  /** What managers may do to this account beyond the actions every account has, from the server's policy. */
  can: z.object({
    /** Writing recommendations: a startup's only, which its profile shows by score category. */
    write_recommendations: z.boolean(),
    /** Exporting the backer record (classification, tests, warnings, sheets acknowledged): investors' and corporates' only. */
    export_backer_records: z.boolean(),
  }),
});
export type CompanyAccount = z.infer<typeof companyAccountSchema>;

/** `POST /api/v1/manager/companies/{id}/signin-link`: the link went by mail; the key is not shown. */
export const signinLinkSentSchema = z.object({ sent_to: z.string(), expires_at: z.string() });

export const NOTE_MAX = 2000;
/** `POST /api/v1/manager/companies/{id}/notes`: an internal comment, seen by managers only. */
export const companyNoteBodySchema = z.object({
  text: textSchema(fieldCode('write_comment')).trim().min(1, fieldCode('write_comment')).max(NOTE_MAX, atMost('too_long', NOTE_MAX)),
});

// ── Managers ──────────────────────────────────────────────────────────────────────────────────
export const NAME_PART_MAX = 100;
export const managerCreateBodySchema = z.object({
  email: emailSchema,
  first_name: textSchema(fieldCode('write_first_name')).trim().min(1, fieldCode('write_first_name')).max(NAME_PART_MAX, atMost('too_long', NAME_PART_MAX)),
  last_name: textSchema(fieldCode('write_last_name')).trim().min(1, fieldCode('write_last_name')).max(NAME_PART_MAX, atMost('too_long', NAME_PART_MAX)),
  language: languageSchema.default('en'),
});
export type ManagerCreateBody = z.infer<typeof managerCreateBodySchema>;
export const managerItemSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  status: z.enum(userStatuses),
  created_at: z.string(),
  last_active_at: z.string().nullable(),
  /** The signed-in manager's own row: no deactivate button. */
  self: z.boolean(),
});
export type ManagerItem = z.infer<typeof managerItemSchema>;
export const managerListSchema = z.object({ managers: z.array(managerItemSchema) });
