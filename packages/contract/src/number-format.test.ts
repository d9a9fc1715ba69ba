import { describe, expect, it } from 'vitest';
import { numberFormat } from './number-format.js';
import { formatScore } from './format.js';
import { formatMoney } from './money.js';

describe('number formats', () => {
  it('makes one format per locale and options, and another for other options', () => {
    expect(numberFormat('ru-RU', { maximumFractionDigits: 0 })).toBe(numberFormat('ru-RU', { maximumFractionDigits: 0 }));
    expect(numberFormat('ru-RU', { maximumFractionDigits: 1 })).not.toBe(numberFormat('ru-RU', { maximumFractionDigits: 0 }));
    expect(numberFormat('en-US', { maximumFractionDigits: 0 })).not.toBe(numberFormat('ru-RU', { maximumFractionDigits: 0 }));
  });

  it('writes scores and amounts in each language as before', () => {
    expect([formatScore(4.5, 'en'), formatScore(4.5, 'ru'), formatScore(3, 'en')]).toEqual(['4.5', '4,5', '3.0']);
    expect(formatMoney(1250000, 'en')).toBe('$1,250,000');
    expect(formatMoney(1250000, 'ru')).toBe('1\u00a0250\u00a0000\u00a0$');
  });
});
