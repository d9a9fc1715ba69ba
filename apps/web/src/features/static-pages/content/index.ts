import type { Language } from '@platform/contract';
import type { StaticPageSlug } from '@/shared/paths';
import { parsePolicy } from './parse';
import type { PolicyDocument } from './types';
import { POLICIES_UPDATED } from './updated';

type Loader = () => Promise<{ default: string }>;

/** Each text in each language is a Markdown file and its own chunk, fetched only when read. */
const markdownLoaders: Record<StaticPageSlug, Record<Language, Loader>> = {
  'privacy-policy': {
    en: () => import('./privacy-policy.en.md?raw'),
    ru: () => import('./privacy-policy.ru.md?raw'),
  },
  'cookie-usage-policy': {
    en: () => import('./cookie-usage-policy.en.md?raw'),
    ru: () => import('./cookie-usage-policy.ru.md?raw'),
  },
  'user-agreement': {
    en: () => import('./user-agreement.en.md?raw'),
    ru: () => import('./user-agreement.ru.md?raw'),
  },
};

export async function loadPolicy(slug: StaticPageSlug, language: Language): Promise<PolicyDocument> {
  const markdown = (await markdownLoaders[slug][language]()).default;
  return parsePolicy(markdown, POLICIES_UPDATED);
}
