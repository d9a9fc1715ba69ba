import { z } from 'zod';
import { languageSchema } from './common.js';
import { roles } from './basics.js';

export { companyRoles, roles, isKnownRole, type Role, type CompanyRole } from './basics.js';
export const roleSchema = z.enum(roles);

export const userStatuses = ['active', 'blocked', 'deleted'] as const;
export const userStatusSchema = z.enum(userStatuses);
export type UserStatus = z.infer<typeof userStatusSchema>;

/** Sections a manager may hide per account; both visible by default. */
export const sectionSettingsSchema = z.object({
  crowdfunding: z.boolean(),
  pilots: z.boolean(),
});
export type SectionSettings = z.infer<typeof sectionSettingsSchema>;
export const defaultSectionSettings: SectionSettings = { crowdfunding: true, pilots: true };

export const fileRefSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  path: z.string(),
  size: z.number().int().nonnegative(),
});
export type FileRef = z.infer<typeof fileRefSchema>;

/** `GET /api/v1/user/info`: the signed-in account as the cabinet needs it. */
export const userInfoSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  /** Company name; for experts without a company, the person's name. */
  name: z.string().nullable(),
  role: roleSchema,
  /** True when every finance and score value of the startup is set; false for other roles. */
  isScoreFull: z.boolean(),
  logo: fileRefSchema.nullable(),
  pitchDeck: fileRefSchema.nullable(),
  unitEconomy: fileRefSchema.nullable(),
  phone: z.string().nullable(),
  /** Investor and corporate focus: industry, region and round ids. */
  investmentPreferences: z.object({
    industries: z.array(z.number().int()),
    regions: z.array(z.number().int()),
    rounds: z.array(z.number().int()),
  }),
  /** Industry ids the company is tagged with (startup industries, expert expertise). */
  tags: z.array(z.number().int()),
  agreement: z.boolean(),
  status: userStatusSchema,
  language: languageSchema,
  /** IANA zone of the account's letters and invites; null until set (letters then use UTC). */
  timeZone: z.string().nullable(),
  sectionSettings: sectionSettingsSchema,
  /** What the account may do as itself, from the server's policy: the screens show their buttons and gates by it. */
  can: z.object({
    /** Filing applications: investors and corporates, and a startup once its score is full. */
    file_applications: z.boolean(),
  }),
  /**
   * Present (true) only while the account's role must have a second factor and it has none: every
   * call but enrolment answers 403 `mfa_enrolment_required` until it turns one on.
   */
  mfa_enrolment_required: z.literal(true).optional(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** Counters shown as badges; pushed as `userEvents` over the socket. */
export const userEventsSchema = z.object({
  new_ticket_tasks: z.number().int().nonnegative(),
  new_offers: z.number().int().nonnegative(),
  new_company_tasks: z.number().int().nonnegative(),
});
export type UserEvents = z.infer<typeof userEventsSchema>;
