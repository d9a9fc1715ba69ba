import { BRIEF_INDUSTRIES_MAX, BRIEF_REGIONS_MAX, BRIEF_ROUNDS_MAX, CODE_LENGTH, DESCRIPTION_MAX, DESCRIPTION_MIN, EXPERTISE_MAX } from '@platform/contract';
import { emailRule, passwordRule } from './credential-rules';
import { message as m, type FormFieldRule } from './form-field-error';

/** A field's own messages for blank, too short and too long (`validation.nameRequired`, …). */
const ownMessages = (what: 'name' | 'surname' | 'position' | 'company' | 'phone' | 'website'): FormFieldRule => ({
  required: m(`validation.${what}Required`),
  tooShort: m(`validation.${what}TooShort`),
  tooLong: m(`validation.${what}TooLong`),
});
const industries: FormFieldRule = { required: m('validation.industriesRequired') };

/**
 * The contract's schemas validate the account forms, and their messages are English: the forms
 * show these localised ones instead, chosen by field and by the kind of issue.
 */
export const accountFieldRules = {
  email: emailRule,
  password: passwordRule,
  currentPassword: { required: m('validation.currentPasswordRequired') },
  confirm: { required: m('validation.confirmRequired'), custom: m('validation.passwordsMismatch') },
  code: { required: m('validation.codeRequired'), format: m('validation.codeIncomplete', { length: CODE_LENGTH }) },
  role: { required: m('validation.roleRequired') },
  name: ownMessages('name'),
  surname: ownMessages('surname'),
  position: ownMessages('position'),
  company: ownMessages('company'),
  website: { ...ownMessages('website'), format: m('validation.websiteFormat') },
  description: {
    required: m('validation.descriptionRequired'),
    tooShort: m('validation.descriptionTooShort', { min: DESCRIPTION_MIN }),
    tooLong: m('validation.descriptionTooLong', { max: DESCRIPTION_MAX }),
  },
  phone: { ...ownMessages('phone'), format: m('validation.phoneFormat') },
  country: { required: m('validation.countryRequired') },
  regions: { required: m('validation.regionsRequired'), tooLong: m('validation.regionsTooMany', { count: BRIEF_REGIONS_MAX }) },
  industries: { ...industries, tooLong: m('validation.industriesTooMany', { count: BRIEF_INDUSTRIES_MAX }) },
  expertIn: { ...industries, tooLong: m('validation.industriesTooMany', { count: EXPERTISE_MAX }) },
  rounds: { required: m('validation.roundsRequired'), tooLong: m('validation.roundsTooMany', { count: BRIEF_ROUNDS_MAX }) },
  agreement: { required: m('validation.agreementRequired') },
} satisfies Record<string, FormFieldRule>;
export type AccountField = keyof typeof accountFieldRules;
