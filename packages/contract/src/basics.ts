/**
 * The contract's plain values: no zod, so the web's first screen can read them without loading the
 * schemas (`@platform/contract/basics`). The modules that use them re-export them, so the package's
 * main entry offers them as before.
 */

export const languages = ['en', 'ru'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';
/** The locale every number and date of an interface language is written in, on the web and in letters. */
export const intlLocales: Record<Language, string> = { en: 'en-US', ru: 'ru-RU' };

/** Roles that sign up and use the cabinet; `manager` is the platform's back office. */
export const companyRoles = ['startup', 'investor', 'corporate', 'expert'] as const;
export const roles = [...companyRoles, 'manager'] as const;
export type Role = (typeof roles)[number];
export type CompanyRole = (typeof companyRoles)[number];

export function isKnownRole(value: unknown): value is Role {
  return typeof value === 'string' && (roles as readonly string[]).includes(value);
}

export const EMAIL_MIN = 5;
export const EMAIL_MAX = 254;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 50;
/** One-time sign-in keys live 24 hours and work once. */
export const SIGNIN_KEY_TTL_MS = 24 * 60 * 60 * 1000;
/** The web keeps its token this long (spec: session cookie about 365 days). */
export const SESSION_TTL_DAYS = 365;

/**
 * The money fields' bounds (a profile's finances, a form's amounts, the startups list's filters):
 * here, so a module that needs only the bounds does not build the profiles' schemas with them.
 */
export const CURRENCY_MIN = -9_999_999_999;
export const CURRENCY_MAX = 9_999_999_999;

/**
 * Whether the runtime knows the IANA time zone (`Europe/Moscow`, `UTC`). Here, with no schema
 * beside it, for the time-zone notice every cabinet screen shows.
 */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The shape of an IANA name (`America/Argentina/Buenos_Aires`, `Etc/GMT+5`); offsets like `+03:00` are not names. */
const ianaName = /^[A-Za-z][A-Za-z0-9_+\-/]*$/;

/**
 * An IANA zone name the runtime knows; what the account's time zone setting takes. Here, with no
 * schema beside it: the schedule's zone schema reads it, and the profile screens load that module.
 */
export function isIanaTimeZone(value: string): boolean {
  return ianaName.test(value) && isTimeZone(value);
}

/** The groups of a manager's written recommendations to a startup. */
export const recommendationCategories = ['team', 'management', 'technology', 'business'] as const;
export type RecommendationCategory = (typeof recommendationCategories)[number];
