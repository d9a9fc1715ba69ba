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

/** The locale keys of the form's field messages. */
export type FieldErrorKey = `pilotsOwner.form.errors.${'required' | 'tooShort' | 'tooLong' | 'invalid' | 'location' | 'industries' | 'industriesMax'}`;
export type FieldText = { key: FieldErrorKey; params?: Record<string, number> } | { text: string };

/**
 * A field's message in the interface language: the contract's English texts become locale keys
 * by the kind of the issue; a server's text (type `server`) is shown as it came.
 */
export function pilotFieldMessage(field: PilotFormField, error: { type?: string; message?: string } | undefined, empty: boolean): FieldText | undefined {
  if (!error) return undefined;
  if (error.type === 'server') return { text: error.message ?? '' };
  if (field === 'location') return { key: 'pilotsOwner.form.errors.location' };
  if (field === 'industries') {
    return error.type === 'too_big'
      ? { key: 'pilotsOwner.form.errors.industriesMax', params: { max: PILOT_INDUSTRIES_MAX } }
      : { key: 'pilotsOwner.form.errors.industries' };
  }
  const [min, max] = field === 'name' ? [PILOT_NAME_MIN, PILOT_NAME_MAX] : [PILOT_TEXT_MIN, PILOT_TEXT_MAX];
  if (empty) return { key: 'pilotsOwner.form.errors.required' };
  if (error.type === 'too_big') return { key: 'pilotsOwner.form.errors.tooLong', params: { max } };
  return { key: 'pilotsOwner.form.errors.tooShort', params: { min } };
}

/** A modal field's message by the kind of its issue and its bounds; a server's text as it came. */
export function boundedFieldMessage(error: { type?: string; message?: string } | undefined, empty: boolean, min: number, max: number): FieldText | undefined {
  if (!error) return undefined;
  if (error.type === 'server') return { text: error.message ?? '' };
  if (empty) return { key: 'pilotsOwner.form.errors.required' };
  if (error.type === 'too_big') return { key: 'pilotsOwner.form.errors.tooLong', params: { max } };
  if (error.type === 'too_small') return { key: 'pilotsOwner.form.errors.tooShort', params: { min } };
  return { key: 'pilotsOwner.form.errors.invalid' };
}
