import type { Language } from '@platform/contract/basics';

/** The locale every number and date of an interface language is written in. */
export const intlLocale: Record<Language, string> = { en: 'en-US', ru: 'ru-RU' };
