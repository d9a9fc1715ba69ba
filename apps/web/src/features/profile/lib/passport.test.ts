import { describe, expect, it } from 'vitest';
import { formatScore, type Language } from '@platform/contract';
import en from '@/shared/i18n/locales/en.json';
import ru from '@/shared/i18n/locales/ru.json';
import { formatCurrency } from '@/shared/format/number';
import { claimLabelKey, claimValueText } from './passport';

const locales = { en, ru } as const;
const NBSP = '\u00a0';

/** A text of the catalogue by its dotted key, `{{name}}` filled in, as i18next reads it. */
function textOf(language: Language, key: string, options: Record<string, string> = {}): string {
  const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], locales[language]);
  if (typeof found !== 'string') throw new Error(`no text ${key} in ${language}`);
  return Object.entries(options).reduce((text, [name, value]) => text.replace(`{{${name}}}`, value), found);
}

const formatOf = (language: Language) => ({ currency: (v: number) => formatCurrency(v, language), score: (v: number) => formatScore(v, language) });
const valueText = (key: Parameters<typeof claimValueText>[0], value: number | null, language: Language) =>
  claimValueText(key, value, formatOf(language) as unknown as Parameters<typeof claimValueText>[2], language, (k, o) => textOf(language, k, o));

describe('the passport’s claims', () => {
  it('names monthly revenue as the finance card, the profile form, and the applications do, in both languages', () => {
    for (const language of ['en', 'ru'] as const) {
      const name = textOf(language, claimLabelKey('monthly_revenue'));
      expect(name).toBe(textOf(language, 'profile.finance.monthlyRevenue'));
      expect(name).toBe(textOf(language, 'applications.fields.monthly_revenue'));
    }
    // The spec's name for the figure, which the server's messages use too.
    expect(textOf('en', claimLabelKey('monthly_revenue'))).toBe('Monthly revenue');
  });

  it('reads monthly revenue as its growth year on year, as the finance card does', () => {
    expect(valueText('monthly_revenue', 35, 'en')).toBe('+35% YoY');
    expect(valueText('monthly_revenue', -12.5, 'ru')).toBe(`\u221212,5${NBSP}% год к году`);
    expect(valueText('mom_growth', 8.5, 'en')).toBe('+8.5%');
    expect(valueText('mrr', null, 'en')).toBeNull();
  });
});
