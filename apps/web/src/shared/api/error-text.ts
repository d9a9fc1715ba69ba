import { ExpectedError, UnexpectedError, type UnexpectedErrorKey } from './errors';
import { fieldErrorTexts } from './field-codes';

export type ErrorTranslate = (key: UnexpectedErrorKey | 'errors.unknown', params?: Record<string, string | number>) => string;

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmpty(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

function errorsMapText(errors: unknown): string | null {
  if (!isRecord(errors)) return null;
  const lines = Object.values(errors)
    .flatMap((value) => (Array.isArray(value) ? value : [value]))
    .filter(nonEmpty)
    .map(capitalise);
  return lines.length > 0 ? lines.join('\n') : null;
}

function expectedBodyText(body: unknown): string | null {
  // A plain-text body is the server's message itself.
  if (nonEmpty(body)) return body;
  if (!isRecord(body)) return null;
  // A field that came with a code is worded from it in the interface language.
  const fromMap = errorsMapText(isRecord(body.errors) ? { ...body.errors, ...fieldErrorTexts(body) } : body.errors);
  if (fromMap) return fromMap;
  if (nonEmpty(body.error)) return body.error;
  if (nonEmpty(body.message)) return body.message;
  return null;
}

/**
 * The text shown for an error (spec part 2, section 8): an expected error's `errors` map, each
 * value capitalised, one per line; else its `error` or `message` field; an unexpected error's
 * message; else "Unknown error". With `translate`, unexpected errors speak the user's language.
 */
export function errorToText(error: unknown, translate?: ErrorTranslate): string {
  const unknown = () => translate?.('errors.unknown') ?? 'Unknown error';
  if (error instanceof ExpectedError) return expectedBodyText(error.body) ?? unknown();
  if (error instanceof UnexpectedError) {
    return translate && error.messageKey ? translate(error.messageKey, error.messageParams) : error.message;
  }
  return unknown();
}
