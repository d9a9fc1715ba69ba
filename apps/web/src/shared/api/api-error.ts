import { ExpectedError, ResponseStatusError, bodyMessage } from './errors';
import { fieldCode, fieldErrorTexts } from './field-codes';

/** The server's error body (`{ message, code, errors }`), as far as an error carries one. */
export interface ApiErrorBody {
  message: string | null;
  code: string | null;
  errors: Record<string, string>;
}

/** Statuses whose body a form may show although section 8 would say "Response status is N". */
const FORM_REFUSALS: readonly number[] = [401, 403, 409, 429];

function bodyOf(error: unknown): unknown {
  if (error instanceof ExpectedError) return error.body;
  if (error instanceof ResponseStatusError && FORM_REFUSALS.includes(error.status)) return error.body;
  return undefined;
}

export function apiErrorBody(error: unknown): ApiErrorBody {
  const body = bodyOf(error);
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const errors = Object.fromEntries(Object.entries(fieldErrorTexts(body)).filter(([, text]) => text.trim() !== ''));
  return {
    message: bodyMessage(body) ?? (typeof body === 'string' && body.trim() !== '' ? body : null),
    code: typeof record.code === 'string' ? record.code : null,
    errors,
  };
}

/** The error code of the server's answer, e.g. `code_wrong`, or null. */
export function apiErrorCode(error: unknown): string | null {
  return apiErrorBody(error).code;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Field texts for a form. A field a service refused comes with its code, worded in the interface
 * language (`fieldErrorTexts`). Otherwise a typed refusal puts its message on the field, and a
 * schema failure shows the field text itself.
 */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const body = bodyOf(error);
  const { message, code, errors } = apiErrorBody(error);
  const translated = code !== null && code !== 'validation_failed' && message !== null;
  const out: Record<string, string> = {};
  for (const [field, text] of Object.entries(errors)) out[field] = fieldCode(body, field) !== null ? text : translated ? message : capitalise(text);
  return out;
}

/**
 * The one line a form shows for a failed call: the server's own message when it answered one
 * (also for 401, 403, 409 and 429, where section 8 has only "Response status is N"), else the
 * section 8 text from `fallback`.
 */
export function apiErrorMessage(error: unknown, fallback: (error: unknown) => string): string {
  return apiErrorBody(error).message ?? fallback(error);
}

/** The first number in a refusal's message: the seconds of "Request a new one in 42 s". */
export function secondsInMessage(error: unknown): number | null {
  const match = /(\d+)/.exec(apiErrorBody(error).message ?? '');
  return match ? Number(match[1]) : null;
}
