import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { companyStepSchema, contactStepSchema, emailSchema, expertiseStepSchema, startupBriefStepSchema, userInfoStepSchema } from '@platform/contract';
import type { z } from 'zod';
import en from './locales/en.json';
import ru from './locales/ru.json';
import { accountFieldRules, type AccountField } from './field-error-text';
import { formFieldMessage, type FormMessage } from './form-field-error';

/** The first issue of a field, as the zod resolver hands it to react-hook-form. */
function firstIssue(schema: z.ZodType, value: unknown, field: string) {
  const result = schema.safeParse(value);
  const issue = result.success ? undefined : result.error.issues.find((item) => item.path.join('.') === field);
  return issue ? { type: issue.code, message: issue.message } : undefined;
}

function keyOf(field: AccountField, schema: z.ZodType, value: Record<string, unknown>, path = field): string | undefined {
  const message = formFieldMessage(accountFieldRules[field], firstIssue(schema, value, path), value[field]);
  return message && 'key' in message ? message.key : undefined;
}

const person = { name: 'Ada', surname: 'Lovelace', position: 'CEO' };
const company = { company: 'Acme', website: 'acme.test', description: 'We build engines for all.' };

describe('account field messages', () => {
  it('tells an empty field from a short and a long one', () => {
    expect(keyOf('name', userInfoStepSchema, { ...person, name: '  ' })).toBe('validation.nameRequired');
    expect(keyOf('name', userInfoStepSchema, { ...person, name: 'A' })).toBe('validation.nameTooShort');
    expect(keyOf('surname', userInfoStepSchema, { ...person, surname: 'x'.repeat(51) })).toBe('validation.surnameTooLong');
    expect(keyOf('position', userInfoStepSchema, { ...person, position: '' })).toBe('validation.positionRequired');
  });

  it('names a malformed website, phone and e-mail', () => {
    expect(keyOf('website', companyStepSchema, { ...company, website: 'https://acme-corporation' })).toBe('validation.websiteFormat');
    // A pasted address is no error: the field keeps its domain.
    expect(companyStepSchema.parse({ ...company, website: 'https://acme.test/' }).website).toBe('acme.test');
    expect(keyOf('description', companyStepSchema, { ...company, description: 'short' })).toBe('validation.descriptionTooShort');
    expect(keyOf('phone', contactStepSchema, { phone: 'call me now' })).toBe('validation.phoneFormat');
    const email = formFieldMessage(accountFieldRules.email, firstIssue(emailSchema, 'name@', ''), 'name@');
    expect(email).toEqual({ key: 'validation.emailNotCorrect' });
  });

  it('asks for at least one and at most the limit of a list', () => {
    expect(keyOf('expertIn', expertiseStepSchema, { expertIn: [] })).toBe('validation.industriesRequired');
    expect(keyOf('expertIn', expertiseStepSchema, { expertIn: [1, 2, 3, 4, 5, 6] })).toBe('validation.industriesTooMany');
    const brief = { country: 1, regions: [1, 2, 3, 4], industries: [1], rounds: [1] };
    expect(keyOf('regions', startupBriefStepSchema, brief)).toBe('validation.regionsTooMany');
    expect(keyOf('country', startupBriefStepSchema, { ...brief, country: undefined })).toBe('validation.countryRequired');
  });

  it('shows a server text as it came', () => {
    expect(formFieldMessage(accountFieldRules.email, { type: 'server', message: 'Taken' }, 'a@b.test')).toEqual({ text: 'Taken' });
    expect(formFieldMessage(accountFieldRules.email, undefined, '')).toBeUndefined();
  });

  it('has every message in both languages, Russian plurals included', async () => {
    const messages = Object.values(accountFieldRules).flatMap((rule) => Object.values(rule) as FormMessage[]);
    for (const [language, resources] of [
      ['en', en],
      ['ru', ru],
    ] as const) {
      const i18n = i18next.createInstance();
      await i18n.init({ lng: language, resources: { [language]: { translation: resources } } });
      for (const { key, params } of messages) {
        expect(i18n.exists(key, params), `${language}: ${key}`).toBe(true);
        expect(i18n.t(key, params ?? {}), `${language}: ${key}`).not.toContain('{{');
      }
    }
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'ru', resources: { ru: { translation: ru } } });
    expect(i18n.t('validation.industriesTooMany', { count: 5 })).toBe('Выберите не больше 5 отраслей');
    expect(i18n.t('validation.regionsTooMany', { count: 3 })).toBe('Выберите не больше 3 регионов');
    expect(i18n.t('validation.regionsTooMany', { count: 1 })).toBe('Выберите не больше 1 региона');
  });
});
