import type { Language } from '@platform/contract';
import type { StaticPageSlug } from '../../../shared/paths';
import type { PolicyDocument } from './types';

type Loader = () => Promise<{ document: PolicyDocument }>;

/** Each text in each language is its own chunk, fetched only when read. */
export const policyLoaders: Record<StaticPageSlug, Record<Language, Loader>> = {
  'privacy-policy': {
    en: () => import('./privacy-policy.en'),
    ru: () => import('./privacy-policy.ru'),
  },
  'cookie-usage-policy': {
    en: () => import('./cookie-usage-policy.en'),
    ru: () => import('./cookie-usage-policy.ru'),
  },
  'user-agreement': {
    en: () => import('./user-agreement.en'),
    ru: () => import('./user-agreement.ru'),
  },
};
