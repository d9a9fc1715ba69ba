import { EXPECTED_ERROR_STATUSES, ExpectedError, ResponseStatusError, UnknownContentTypeError } from './errors';

function contentTypeOf(response: Response): string {
  return (response.headers.get('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase();
}

function isJson(contentType: string): boolean {
  return contentType === 'application/json' || contentType.endsWith('+json');
}

function isText(contentType: string): boolean {
  return contentType.startsWith('text/');
}

/** JSON when it parses, else the raw text: an error body must never hide behind a parse failure. */
function jsonOrText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function readSuccessBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const contentType = contentTypeOf(response);
  const text = await response.text();
  if (text === '') return undefined;
  if (isJson(contentType)) return JSON.parse(text) as unknown;
  if (isText(contentType)) return text;
  throw new UnknownContentTypeError(contentType);
}

async function readErrorBody(response: Response): Promise<unknown> {
  const text = await response.text();
  return isJson(contentTypeOf(response)) ? jsonOrText(text) : text;
}

/**
 * Turns a fetch `Response` into its body or a typed error, as spec part 2, section 8 says:
 * 400, 413 and 422 are expected errors carrying their body; any other failure status is
 * "Response status is {status}"; a success body that is neither JSON nor text is an
 * unknown-content-type error.
 */
export async function parseResponse(response: Response): Promise<unknown> {
  if (response.ok) return readSuccessBody(response);
  if (EXPECTED_ERROR_STATUSES.includes(response.status)) {
    throw new ExpectedError(response.status, await readErrorBody(response));
  }
  throw new ResponseStatusError(response.status, await readErrorBody(response).catch(() => undefined));
}
