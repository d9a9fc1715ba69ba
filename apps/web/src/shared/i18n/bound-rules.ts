import { message, type FormFieldRule, type FormMessage } from './form-field-error';

// Apart from form-field-error.ts, which the log-in screen loads with the entry: these rules name
// texts of sections that load with the other screens (first-screen-keys.test.ts).

/** A free text of `min` (none: any) to `max` characters; blank asks for it with `required`. */
export function textRule(min: number | null, max: number, required: FormMessage = message('validation.required')): FormFieldRule {
  return {
    required,
    ...(min !== null ? { tooShort: message('fieldErrors.textTooShort', { min }) } : {}),
    tooLong: message('fieldErrors.textTooLong', { max }),
  };
}

/** A number field within `lower`…`upper`: letters are refused, so are values out of bounds. */
export function numberRule(lower: number, upper: number): FormFieldRule {
  const bounds = message('validation.outOfBounds', { lower, upper });
  return { required: message('validation.required'), format: message('fieldErrors.number'), tooShort: bounds, tooLong: bounds };
}
