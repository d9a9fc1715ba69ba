/** Statuses whose body carries a message meant for the user (spec part 2, section 8). */
export const EXPECTED_ERROR_STATUSES: readonly number[] = [400, 413, 422];

/** A 400, 413 or 422 answer: `body` is the parsed JSON, or the text when the body is not JSON. */
export class ExpectedError extends Error {
  override readonly name = 'ExpectedError';
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    super(`Request failed with status ${status}`);
    this.status = status;
    this.body = body;
  }
}

/** Keys of the locale file that render an unexpected error in the user's language. */
export type UnexpectedErrorKey = 'errors.responseStatus' | 'errors.unknownContentType' | 'errors.network' | 'errors.unknownRole';

/** Anything the user cannot fix by changing their input; `message` is its English text. */
export class UnexpectedError extends Error {
  override readonly name: string = 'UnexpectedError';
  readonly messageKey: UnexpectedErrorKey | undefined;
  readonly messageParams: Record<string, string | number>;

  constructor(message: string, messageKey?: UnexpectedErrorKey, messageParams: Record<string, string | number> = {}, options?: { cause?: unknown }) {
    super(message, options);
    this.messageKey = messageKey;
    this.messageParams = messageParams;
  }
}

export class ResponseStatusError extends UnexpectedError {
  override readonly name = 'ResponseStatusError';
  readonly status: number;
  /**
   * The answer's body, when it had one. Its text is not shown by `errorToText` (section 8), but
   * a screen that knows the status (a refused log-in) may show the server's own message.
   */
  readonly body: unknown;

  constructor(status: number, body?: unknown) {
    super(`Response status is ${status}`, 'errors.responseStatus', { status });
    this.status = status;
    this.body = body;
  }
}

/** The `message` field of an error body, if it has a non-empty one. */
export function bodyMessage(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const message = (body as { message?: unknown }).message;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

export class UnknownContentTypeError extends UnexpectedError {
  override readonly name = 'UnknownContentTypeError';
  readonly contentType: string;

  constructor(contentType: string) {
    const shown = contentType || 'none';
    super(`Unknown content type: ${shown}`, 'errors.unknownContentType', { contentType: shown });
    this.contentType = contentType;
  }
}

export class NetworkError extends UnexpectedError {
  override readonly name = 'NetworkError';

  constructor(cause: unknown) {
    super('Network error: the server could not be reached', 'errors.network', {}, { cause });
  }
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException ? error.name === 'AbortError' : error instanceof Error && error.name === 'AbortError';
}

/** Statuses of a refusal a person can understand: ended session, no right, too many tries. */
const REFUSAL_STATUSES: readonly number[] = [401, 403, 429];

/**
 * The server's own message for a refused sign-in or similar, where "Response status is N"
 * (section 8) would tell the person nothing. Null when there is none to show.
 */
export function refusalMessage(error: unknown): string | null {
  return error instanceof ResponseStatusError && REFUSAL_STATUSES.includes(error.status) ? bodyMessage(error.body) : null;
}
