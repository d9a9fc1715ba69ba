import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorTexts } from '@platform/contract/errors';
import { i18n, initI18n, setLanguage } from '@/shared/i18n/i18n';
import { fieldCode, fieldErrorTexts, setParamWording } from './field-codes';
import { installParamWording } from './param-wording';

// A meeting refused because the expert is busy, answered for an account that reads English.
const refusal = {
  message: 'Please, fix error(s) and repeat',
  code: 'validation_failed',
  errors: { timestampz_from: 'The internal expert is not free at this time', title: 'At most 200 characters' },
  field_codes: { timestampz_from: 'expert_not_free' },
};

describe('field codes of a refusal', () => {
  beforeAll(async () => {
    await initI18n();
  });
  afterAll(async () => {
    await setLanguage('en', { persist: false });
  });

  it('word a coded field in the interface language and keep the other texts as they came', async () => {
    await setLanguage('ru', { persist: false });
    expect(fieldErrorTexts(refusal)).toEqual({ timestampz_from: 'Внутренний эксперт в это время занят', title: 'At most 200 characters' });
    await setLanguage('en', { persist: false });
    expect(fieldErrorTexts(refusal).timestampz_from).toBe('The internal expert is not free at this time');
  });

  it("fill the code's text with the refusal's parameters", async () => {
    await setLanguage('ru', { persist: false });
    const past = {
      errors: { 'overrides.0.date': 'This date is in the past…' },
      field_codes: { 'overrides.0.date': 'date_in_past' },
      params: { today: '2026-03-02' },
    };
    // As the log-in screen reads it, before any other screen installed the wording of days and amounts.
    setParamWording((params) => params);
    expect(fieldErrorTexts(past)).toEqual({ 'overrides.0.date': 'Эта дата уже прошла: изменить можно даты начиная с 2026-03-02' });
  });

  it('word amounts as money and days as dates once a screen installed their wording', async () => {
    installParamWording();
    try {
      await setLanguage('ru', { persist: false });
      const past = { errors: { date: '…' }, field_codes: { date: 'date_in_past' }, params: { today: '2026-03-02' } };
      expect(fieldErrorTexts(past)).toEqual({ date: 'Эта дата уже прошла: изменить можно даты начиная с 2 марта 2026' });
      await setLanguage('en', { persist: false });
      const raised = { errors: { max: '…' }, field_codes: { max: 'investment_max_below_raised' }, params: { amount: '300000' } };
      expect(fieldErrorTexts(raised)).toEqual({ max: "The maximum can't be less than the amount already raised ($300,000)" });
    } finally {
      setParamWording((params) => params);
    }
  });

  it('keep the text of a code the catalogue does not have, and read each field code', () => {
    const odd = { errors: { status: 'Not now' }, field_codes: { status: 'moon_phase' } };
    expect(fieldErrorTexts(odd)).toEqual({ status: 'Not now' });
    expect(fieldCode(odd, 'status')).toBe('moon_phase');
    expect(fieldCode(refusal, 'title')).toBeNull();
  });

  it('has every code of the catalogue in both languages', async () => {
    for (const language of ['en', 'ru'] as const) {
      await setLanguage(language, { persist: false });
      // Unfilled placeholders stay as written, so each text reads back whole.
      for (const [code, texts] of Object.entries(errorTexts)) expect(i18n.t(`errorCodes.${code}` as never, { defaultValue: '' })).toBe(texts[language]);
    }
  });
});
