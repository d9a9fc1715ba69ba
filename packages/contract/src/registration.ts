import { z } from 'zod';
import { emailSchema, passwordSchema } from './auth.js';
import { intIdListSchema, intIdSchema, languageSchema, textSchema } from './common.js';
import { companyRoles } from './users.js';
import { atMost, fieldCode } from './field-codes.js';

/** E-mail codes: 6 digits, valid 10 minutes, burnt after 5 wrong tries, resent no sooner than 60 s. */
export const CODE_LENGTH = 6;
export const CODE_TTL_SECONDS = 10 * 60;
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_RESEND_SECONDS = 60;
/** A verified e-mail may finish sign-up within this time. */
export const REGISTRATION_TTL_SECONDS = 60 * 60;

export const PERSON_NAME_MIN = 2;
export const PERSON_NAME_MAX = 50;
export const POSITION_MIN = 2;
export const POSITION_MAX = 100;
export const COMPANY_NAME_MIN = 2;
export const COMPANY_NAME_MAX = 300;
export const WEBSITE_MIN = 5;
export const WEBSITE_MAX = 2048;
export const PHONE_MIN = 5;
export const PHONE_MAX = 16;
export const DESCRIPTION_MIN = 10;
export const DESCRIPTION_MAX = 300;
export const BRIEF_REGIONS_MAX = 3;
export const BRIEF_INDUSTRIES_MAX = 5;
export const BRIEF_ROUNDS_MAX = 3;
export const EXPERTISE_MAX = 5;

/** Roles a visitor may sign up as; the wording may say "corporation" for `corporate`. */
export const signupRoleSchema = z.enum(companyRoles, fieldCode('choose_who'));

export const codeSchema = textSchema()
  .trim()
  .regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), fieldCode('code_digits', { length: CODE_LENGTH }));

/** First- or second-level domain without a scheme, optionally with a path: `example.com`, `app.example.com/about`. */
export const websitePattern = /^(?!https?:\/\/)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.){1,2}[a-z]{2,63}(?:\/\S*)?$/i;
/** A website as typed or pasted, less its `http://`/`https://` and a trailing slash. */
export const withoutScheme = (website: string) => website.replace(/^https?:\/\//i, '').replace(/\/+$/, '');
/** Digits, plus, minus, dot, comma, star, brackets and spaces. */
export const phonePattern = /^[0-9+\-.,*() ]+$/;

const personName = (what: 'name' | 'surname') => {
  const label = what === 'name' ? 'Name' : 'Surname';
  return textSchema(fieldCode('tell_us_your', { field: what }))
    .trim()
    .min(1, fieldCode('tell_us_your', { field: what }))
    .min(PERSON_NAME_MIN, fieldCode('field_too_short', { field: label }))
    .max(PERSON_NAME_MAX, fieldCode('field_too_long', { field: label }));
};

export const userInfoStepSchema = z.object({
  name: personName('name'),
  surname: personName('surname'),
  position: textSchema(fieldCode('tell_us_position'))
    .trim()
    .min(1, fieldCode('tell_us_position'))
    .min(POSITION_MIN, fieldCode('field_too_short', { field: 'Position' }))
    .max(POSITION_MAX, fieldCode('field_too_long', { field: 'Position' })),
});

export const companyStepSchema = z.object({
  company: textSchema(fieldCode('tell_us_company_name'))
    .trim()
    .min(COMPANY_NAME_MIN, fieldCode('field_too_short', { field: 'Company name' }))
    .max(COMPANY_NAME_MAX, fieldCode('field_too_long', { field: 'Company name' })),
  website: textSchema(fieldCode('tell_us_website'))
    .trim()
    // A pasted address ("https://example.com/") is kept as the domain the pattern asks for.
    .overwrite(withoutScheme)
    .min(WEBSITE_MIN, fieldCode('field_too_short', { field: 'Website' }))
    .max(WEBSITE_MAX, fieldCode('field_too_long', { field: 'Website' }))
    .regex(websitePattern, fieldCode('website_format')),
  description: textSchema(fieldCode('describe_company'))
    .trim()
    .min(DESCRIPTION_MIN, fieldCode('field_too_short', { field: 'Description' }))
    .max(DESCRIPTION_MAX, fieldCode('field_too_long', { field: 'Description' })),
});

export const phoneSchema = textSchema(fieldCode('tell_us_phone'))
  .trim()
  .min(PHONE_MIN, fieldCode('field_too_short', { field: 'Phone' }))
  .max(PHONE_MAX, fieldCode('field_too_long', { field: 'Phone' }))
  .regex(phonePattern, fieldCode('phone_format'));

export const contactStepSchema = z.object({ phone: phoneSchema });

const ids = intIdListSchema();

export const expertiseStepSchema = z.object({
  expertIn: ids.min(1, fieldCode('choose_at_least_one_industry')).max(EXPERTISE_MAX, atMost('choose_at_most_industries', EXPERTISE_MAX)),
});

export const startupBriefStepSchema = z.object({
  country: intIdSchema(fieldCode('choose_country')),
  regions: ids.min(1, fieldCode('choose_at_least_one_region')).max(BRIEF_REGIONS_MAX, atMost('choose_at_most_regions', BRIEF_REGIONS_MAX)),
  industries: ids.min(1, fieldCode('choose_at_least_one_industry')).max(BRIEF_INDUSTRIES_MAX, atMost('choose_at_most_industries', BRIEF_INDUSTRIES_MAX)),
  rounds: ids.min(1, fieldCode('choose_at_least_one_round')).max(BRIEF_ROUNDS_MAX, atMost('choose_at_most_rounds', BRIEF_ROUNDS_MAX)),
});

export const agreementStepSchema = z.object({
  agreement: z.literal(true, fieldCode('agreement_required')),
});

/** `POST /api/v1/auth/send-code/registration` */
export const sendCodeBodySchema = z.object({ email: emailSchema });
export const sendCodeResponseSchema = z.object({
  /** Seconds until another code may be requested. */
  resendAfter: z.number().int(),
  /** Seconds the code stays valid. */
  expiresIn: z.number().int(),
});

/** `POST /api/v1/auth/verify-code/registration` */
export const verifyCodeBodySchema = z.object({ email: emailSchema, code: codeSchema });
export const verifyCodeResponseSchema = z.object({
  /** Proof that the e-mail was verified; finishing sign-up spends it. */
  registrationToken: z.string(),
});

/** `POST /api/v1/auth/registration` (ours): the finished sign-up, after the code step. */
export const registrationBodySchema = z
  .object({
    registrationToken: textSchema().min(16).max(200),
    role: signupRoleSchema,
    password: passwordSchema,
    language: languageSchema.default('en'),
    expertIn: expertiseStepSchema.shape.expertIn.optional(),
    brief: startupBriefStepSchema.optional(),
    /** A logo uploaded during sign-up with the registration token (`type=logo`). */
    logo: z.object({ id: z.uuid() }).optional(),
  })
  .extend(userInfoStepSchema.shape)
  .extend(companyStepSchema.shape)
  .extend(contactStepSchema.shape)
  .extend(agreementStepSchema.shape)
  .superRefine((v, ctx) => {
    if (v.role === 'expert' && !v.expertIn) ctx.addIssue({ code: 'custom', path: ['expertIn'], message: fieldCode('choose_at_least_one_industry') });
    if (v.role === 'startup' && !v.brief) ctx.addIssue({ code: 'custom', path: ['brief'], message: fieldCode('startup_brief_required') });
  });
export type RegistrationBody = z.input<typeof registrationBodySchema>;
