import { message, oneMessageRule, type FormFieldRule } from '@/shared/i18n/form-field-error';
import { PILOT_INDUSTRIES_MAX, PILOT_NAME_MAX, PILOT_NAME_MIN, PILOT_TEXT_MAX, PILOT_TEXT_MIN, type PilotCardBody } from '@platform/contract';

/** The create form as its fields hold it: selects speak strings. */
export interface PilotFormValues {
  name: string;
  location: string | null;
  industries: string[];
  description: string;
  requirements: string;
  terms: string;
}
export const pilotFormFields = ['name', 'location', 'industries', 'description', 'requirements', 'terms'] as const;
export type PilotFormField = (typeof pilotFormFields)[number];

export const emptyPilotForm: PilotFormValues = { name: '', location: null, industries: [], description: '', requirements: '', terms: '' };

/** What the contract's schema reads: ids as numbers, a missing country left out. */
export function pilotFormBody(values: PilotFormValues): Partial<PilotCardBody> & Record<string, unknown> {
  return {
    name: values.name,
    location: values.location === null || values.location === '' ? undefined : Number(values.location),
    industries: values.industries.map(Number),
    description: values.description,
    requirements: values.requirements,
    terms: values.terms,
  };
}

type ErrorKey = 'required' | 'tooShort' | 'tooLong' | 'invalid' | 'location' | 'industries' | 'industriesMax';
const e = (key: ErrorKey, params?: Record<string, number>) => message(`pilotsOwner.form.errors.${key}`, params);

/** A text of `min` to `max` characters in the pilot forms' words. */
export function boundedRule(min: number, max: number): FormFieldRule {
  return { required: e('required'), tooShort: e('tooShort', { min }), tooLong: e('tooLong', { max }), format: e('invalid') };
}

/** A choice the dialog requires. */
export const requiredChoiceRule = oneMessageRule(e('required'), e('required'));

/** The create form's messages by field and kind of issue (the contract's own texts are English). */
export const pilotFieldRules: Record<PilotFormField, FormFieldRule> = {
  name: boundedRule(PILOT_NAME_MIN, PILOT_NAME_MAX),
  location: oneMessageRule(e('location'), e('location')),
  industries: { ...oneMessageRule(e('industries'), e('industries')), tooLong: e('industriesMax', { max: PILOT_INDUSTRIES_MAX }) },
  description: boundedRule(PILOT_TEXT_MIN, PILOT_TEXT_MAX),
  requirements: boundedRule(PILOT_TEXT_MIN, PILOT_TEXT_MAX),
  terms: boundedRule(PILOT_TEXT_MIN, PILOT_TEXT_MAX),
};
