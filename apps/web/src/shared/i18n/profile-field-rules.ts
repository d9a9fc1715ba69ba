import {
  COMPANY_NAME_MAX,
  DESCRIPTION_MAX,
  DESCRIPTION_MIN,
  EXPERT_IN_MAX,
  INVESTOR_INDUSTRIES_MAX,
  INVESTOR_STAGES_MAX,
  STARTUP_INDUSTRIES_MAX,
  STARTUP_REGIONS_MAX,
  STARTUP_TEXT_MAX,
  STARTUP_TEXT_MIN,
} from '@platform/contract';
import { message, type FormFieldRule, type FormMessageKey } from './form-field-error';

const m = message;
const person = (what: 'name' | 'surname' | 'position'): FormFieldRule => ({
  required: m(`validation.${what}Required`),
  tooShort: m(`validation.${what}TooShort`),
  tooLong: m(`validation.${what}TooLong`),
});
const tooMany = (key: FormMessageKey, count: number): FormFieldRule => ({ required: m('validation.required'), tooLong: m(key, { count }) });

/**
 * The contract's body schemas validate the profile forms with English texts; the forms show these
 * localised messages instead, chosen by field and by the kind of issue.
 */
export const formFieldRules = {
  company: {
    required: m('validation.companyRequired'),
    tooShort: m('validation.companyTooShort'),
    tooLong: m('validation.companyTooLong', { max: COMPANY_NAME_MAX }),
  },
  website: {
    required: m('validation.websiteRequired'),
    tooShort: m('validation.websiteTooShort'),
    tooLong: m('validation.websiteTooLong'),
    format: m('validation.websiteFormat'),
  },
  description: {
    required: m('validation.descriptionRequired'),
    tooShort: m('validation.descriptionTooShort', { min: DESCRIPTION_MIN }),
    tooLong: m('validation.descriptionTooLong', { max: DESCRIPTION_MAX }),
  },
  phone: {
    required: m('validation.phoneRequired'),
    tooShort: m('validation.phoneTooShort'),
    tooLong: m('validation.phoneTooLong'),
    format: m('validation.phoneFormat'),
  },
  name: person('name'),
  surname: person('surname'),
  position: person('position'),
  expertIn: { required: m('validation.industriesRequired'), tooLong: m('validation.industriesTooMany', { count: EXPERT_IN_MAX }) },
  investorIndustries: tooMany('validation.industriesTooMany', INVESTOR_INDUSTRIES_MAX),
  investorStages: tooMany('fieldErrors.stagesTooMany', INVESTOR_STAGES_MAX),
  startupRegions: tooMany('validation.regionsTooMany', STARTUP_REGIONS_MAX),
  startupIndustries: tooMany('validation.industriesTooMany', STARTUP_INDUSTRIES_MAX),
  startupText: {
    required: m('fieldErrors.textRequired'),
    tooShort: m('fieldErrors.textTooShort', { min: STARTUP_TEXT_MIN }),
    tooLong: m('fieldErrors.textTooLong', { max: STARTUP_TEXT_MAX }),
  },
  date: { required: m('validation.required'), format: m('validation.dateIncorrect') },
  any: { required: m('validation.required'), format: m('fieldErrors.invalid') },
} satisfies Record<string, FormFieldRule>;
