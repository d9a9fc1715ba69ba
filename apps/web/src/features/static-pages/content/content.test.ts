import { describe, expect, it } from 'vitest';
import { staticPageSlugs } from '@/shared/paths';
import { loadPolicy } from './index';
import { parsePolicy } from './parse';

describe('legal texts', () => {
  it.each(staticPageSlugs)('%s has the same sections in English and Russian', async (slug) => {
    const [en, ru] = await Promise.all([loadPolicy(slug, 'en'), loadPolicy(slug, 'ru')]);
    expect(ru.sections.map((section) => section.id)).toEqual(en.sections.map((section) => section.id));
    expect(ru.updated).toBe(en.updated);
    for (const doc of [en, ru]) {
      expect(doc.intro.length).toBeGreaterThan(0);
      for (const section of doc.sections) {
        expect(section.heading.trim()).not.toBe('');
        expect(section.blocks.map((block) => block.type)).toEqual(expect.arrayContaining([expect.stringMatching(/^(paragraph|list)$/)]));
      }
    }
  });

  it.each(staticPageSlugs)('%s in Russian names due diligence with the one term of the cabinet', async (slug) => {
    const text = JSON.stringify(await loadPolicy(slug, 'ru'));
    expect(text).not.toMatch(/due[\s-]?diligence|экспертн\S* провер/i);
  });

  it("names the expert companies' service in Russian as the cabinet does", async () => {
    const [agreement, privacy] = await Promise.all([loadPolicy('user-agreement', 'ru'), loadPolicy('privacy-policy', 'ru')]);
    expect(agreement.sections.find((section) => section.id === 'experts')?.heading).toBe('7. Эксперты и комплексная проверка');
    expect(JSON.stringify(privacy)).toContain('отчёты о комплексной проверке');
  });

  it('reads a section heading, its anchor, its paragraphs and its list from Markdown', () => {
    const doc = parsePolicy('Intro with a [link](/static-pages).\n\n## 2. Data {#data}\n\nWe keep:\n\n- the e-mail\n- the role\n', '2026-11-25');
    expect(doc.intro.map((block) => block.type)).toEqual(['paragraph']);
    expect(doc.sections).toMatchObject([{ id: 'data', heading: '2. Data', blocks: [{ type: 'paragraph' }, { type: 'list', items: [{}, {}] }] }]);
  });

  it('refuses a section heading without an anchor, since links to sections must survive a language switch', () => {
    expect(() => parsePolicy('## Scope\n\nText.', '2026-11-25')).toThrow(/anchor/);
  });
});
