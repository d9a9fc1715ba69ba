import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { startupInvestmentFormSchema } from '@platform/contract';
import en from '@/shared/i18n/locales/en.json';
import ru from '@/shared/i18n/locales/ru.json';
import { formFieldMessage, type FieldErrorLike } from '@/shared/i18n/form-field-error';
import { applicationFieldRule, applicationFieldRules, contactRules, feedbackValid } from './field-rules';
import { applicationBody, emptyApplicationForm, type ApplicationFormValues, type FeedbackMethod } from './form-values';

const STAND_IN = '00000000-0000-4000-8000-000000000000';

/** The message a field of an application form shows, by its rule in the table. */
const applicationFieldMessage = (path: string, error: FieldErrorLike | undefined, value: unknown, method: FeedbackMethod) =>
  formFieldMessage(applicationFieldRule(path, method), error, value);

const server = { type: 'server', message: 'Upload the file again' };

describe('application field rules', () => {
  it('tells a minimum ticket above the investment maximum, and an amount out of bounds', () => {
    expect(applicationFieldMessage('min_ticket', { type: 'custom' }, '2000000', 'email')).toEqual({ key: 'crowdfundingView.form.minTicketAboveMax' });
    expect(applicationFieldMessage('min_ticket', { type: 'invalid_type' }, '12.5', 'email')).toMatchObject({ key: 'applications.errors.wholeNumber' });
  });

  it('shows nothing without an error and the server text as it came', () => {
    expect(applicationFieldMessage('round_size', undefined, '', 'email')).toBeUndefined();
    expect(applicationFieldMessage('unit_economy', server, null, 'email')).toEqual({ text: 'Upload the file again' });
  });

  it('tells texts that are missing, short and long apart', () => {
    expect(applicationFieldMessage('conditions_of_deal', { type: 'invalid_type' }, '', 'email')).toEqual({
      key: 'fieldErrors.textRequired',
      params: undefined,
    });
    expect(applicationFieldMessage('conditions_of_deal', { type: 'too_small' }, 'abc', 'email')).toEqual({
      key: 'fieldErrors.textTooShort',
      params: { min: 5 },
    });
    expect(applicationFieldMessage('specialist', { type: 'too_big' }, 'x'.repeat(60), 'email')).toEqual({
      key: 'fieldErrors.textTooLong',
      params: { max: 50 },
    });
    expect(applicationFieldMessage('other_info', { type: 'too_big' }, 'x'.repeat(1001), 'email')).toEqual({
      key: 'fieldErrors.textTooLong',
      params: { max: 1000 },
    });
  });

  it('reads amounts from the typed text', () => {
    expect(applicationFieldMessage('round_size', { type: 'invalid_type' }, '', 'email')).toMatchObject({ key: 'validation.required' });
    expect(applicationFieldMessage('round_size', { type: 'invalid_type' }, '-', 'email')).toMatchObject({ key: 'fieldErrors.number' });
    expect(applicationFieldMessage('valuetion', { type: 'invalid_union' }, '1.5', 'email')).toMatchObject({ key: 'applications.errors.wholeNumber' });
    expect(applicationFieldMessage('value_of_investments.min', { type: 'too_big' }, '100000001', 'email')).toEqual({
      key: 'validation.outOfBounds',
      params: { lower: 1, upper: 100_000_000 },
    });
  });

  it('puts a max below min on the max end of a range', () => {
    expect(applicationFieldMessage('value_of_investments.max', { type: 'custom' }, '10', 'email')).toMatchObject({ key: 'validation.maxLessThanMin' });
    expect(applicationFieldMessage('mrr.max', { type: 'custom' }, '10', 'email')).toMatchObject({ key: 'validation.maxLessThanMin' });
    expect(applicationFieldMessage('mrr.min', { type: 'invalid_type' }, 'abc', 'email')).toMatchObject({ key: 'fieldErrors.number' });
  });

  it('names choices, files and dates', () => {
    expect(applicationFieldMessage('goals', { type: 'invalid_value' }, null, 'email')).toMatchObject({ key: 'applications.errors.chooseOption' });
    expect(applicationFieldMessage('pitch_presentation', { type: 'invalid_type' }, null, 'email')).toMatchObject({ key: 'applications.errors.attachFile' });
    expect(applicationFieldMessage('product_presentation_files', { type: 'too_small' }, [], 'email')).toMatchObject({ key: 'applications.errors.attachFiles' });
    expect(applicationFieldMessage('product_presentation_files', { type: 'too_big' }, [1, 2, 3, 4, 5, 6], 'email')).toEqual({
      key: 'applications.errors.tooManyFiles',
      params: { max: 5 },
    });
    expect(applicationFieldMessage('countries', { type: 'too_big' }, [1, 2, 3, 4, 5, 6, 7], 'email')).toEqual({
      key: 'applications.errors.tooMany',
      params: { max: 6 },
    });
    expect(applicationFieldMessage('expire', { type: 'invalid_type' }, null, 'email')).toMatchObject({ key: 'validation.required' });
    expect(applicationFieldMessage('expire', { type: 'custom' }, '2020-01-01', 'email')).toMatchObject({ key: 'validation.datePast' });
    expect(applicationFieldMessage('expire', { type: 'invalid_format' }, '2020-13-01', 'email')).toMatchObject({ key: 'validation.dateIncorrect' });
  });

  it('words a contact by its method', () => {
    expect(applicationFieldMessage('feedback_value', { type: 'custom' }, 'nope', 'email')).toMatchObject({ key: 'validation.emailNotCorrect' });
    expect(applicationFieldMessage('feedback_value', { type: 'custom' }, '', 'email')).toMatchObject({ key: 'validation.emailRequired' });
    expect(applicationFieldMessage('feedback_value', { type: 'custom' }, '12', 'phone')).toMatchObject({ key: 'validation.phoneTooShort' });
    expect(applicationFieldMessage('feedback_value', { type: 'custom' }, 'call me maybe', 'phone')).toMatchObject({ key: 'validation.phoneFormat' });
    expect(applicationFieldMessage('feedback_value', { type: 'custom' }, 'tg', 'other')).toEqual({ key: 'fieldErrors.textTooShort', params: { min: 5 } });
    expect(applicationFieldMessage('feedback_value', { type: 'custom' }, ' ', 'phone')).toMatchObject({ key: 'validation.phoneRequired' });
    expect(applicationFieldMessage('feedback_value', { type: 'custom' }, '1'.repeat(17), 'phone')).toMatchObject({ key: 'validation.phoneTooLong' });
    expect(applicationFieldMessage('feedback_value', { type: 'custom' }, '', 'other')).toMatchObject({ key: 'fieldErrors.textRequired' });
    expect(applicationFieldMessage('feedback_value', { type: 'custom' }, 'x'.repeat(101), 'other')).toEqual({
      key: 'fieldErrors.textTooLong',
      params: { max: 100 },
    });
  });

  it('words the issues the contract finds in a whole form', () => {
    const values = { ...emptyApplicationForm('founder@example.test'), crowdfunding: true };
    const typed: ApplicationFormValues = { ...values, round_size: '1.5', valuetion: '-', min_ticket: '0', conditions_of_deal: 'abc' };
    const issues = startupInvestmentFormSchema.safeParse(applicationBody('startupInvestment', typed, () => STAND_IN)).error?.issues ?? [];
    const messageOf = (field: keyof ApplicationFormValues) => {
      const issue = issues.find((item) => item.path[0] === field);
      return applicationFieldMessage(field, issue && { type: issue.code }, typed[field], 'email');
    };
    expect(messageOf('goals')).toMatchObject({ key: 'applications.errors.chooseOption' });
    expect(messageOf('round_size')).toMatchObject({ key: 'applications.errors.wholeNumber' });
    expect(messageOf('valuetion')).toMatchObject({ key: 'fieldErrors.number' });
    expect(messageOf('min_ticket')).toMatchObject({ key: 'validation.outOfBounds' });
    expect(messageOf('conditions_of_deal')).toEqual({ key: 'fieldErrors.textTooShort', params: { min: 5 } });
    expect(messageOf('pitch_presentation')).toMatchObject({ key: 'applications.errors.attachFile' });
    expect(messageOf('expire')).toMatchObject({ key: 'validation.required' });
  });

  it('has every message in both languages', async () => {
    const rules = [...Object.values(applicationFieldRules), ...Object.values(contactRules)];
    const messages = rules.flatMap((rule) => [rule.required, rule.tooShort, rule.tooLong, rule.format, rule.custom]).filter((item) => item !== undefined);
    for (const resources of [en, ru]) {
      const i18n = i18next.createInstance();
      await i18n.init({ lng: 'xx', resources: { xx: { translation: resources } } });
      for (const { key, params } of messages) {
        expect(i18n.exists(key, params), key).toBe(true);
        expect(i18n.t(key, params ?? {}), key).not.toContain('{{');
      }
    }
  });
});

describe('feedbackValid', () => {
  it('checks the value by its method as the contract does', () => {
    expect(feedbackValid('email', 'founder@example.test')).toBe(true);
    expect(feedbackValid('email', 'founder')).toBe(false);
    expect(feedbackValid('phone', '+46 70 123 45 67')).toBe(true);
    expect(feedbackValid('phone', 'phone me')).toBe(false);
    expect(feedbackValid('other', 'Telegram @fund')).toBe(true);
    expect(feedbackValid('other', 'tg')).toBe(false);
  });
});
