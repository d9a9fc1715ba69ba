import { describe, expect, it } from 'vitest';
import { staticPageSlugs } from '../../../shared/paths';
import { policyLoaders } from './index';

describe('legal texts', () => {
  it.each(staticPageSlugs)('%s has the same sections in English and Russian', async (slug) => {
    const [en, ru] = await Promise.all([policyLoaders[slug].en(), policyLoaders[slug].ru()]);
    expect(ru.document.sections.map((section) => section.id)).toEqual(en.document.sections.map((section) => section.id));
    expect(ru.document.updated).toBe(en.document.updated);
    for (const doc of [en.document, ru.document]) {
      expect(doc.intro.length).toBeGreaterThan(0);
      for (const section of doc.sections) {
        expect(section.heading.trim()).not.toBe('');
        expect((section.paragraphs?.length ?? 0) + (section.items?.length ?? 0)).toBeGreaterThan(0);
      }
    }
  });
});
