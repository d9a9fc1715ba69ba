import { ExpectedError, NetworkError, ResponseStatusError, UnknownContentTypeError, isAbortError } from './errors';

/**
 * What a failed screen tells the person: each kind has a heading that is a sentence and a line of
 * what to do (`states.error.<kind>` in the locale files), never the status code or the server's code.
 */
export const errorKinds = ['notFound', 'forbidden', 'signedOut', 'invalid', 'tooMany', 'offline', 'server', 'unknown'] as const;
export type ErrorKind = (typeof errorKinds)[number];

export interface ErrorPresentation {
  kind: ErrorKind;
  /** Whether asking again can help: a dropped connection, a timeout, a server fault; not a refusal or a missing page. */
  retry: boolean;
}

const transient = (kind: ErrorKind): ErrorPresentation => ({ kind, retry: true });
const final = (kind: ErrorKind): ErrorPresentation => ({ kind, retry: false });

function ofStatus(status: number): ErrorPresentation {
  if (status === 404 || status === 410) return final('notFound');
  if (status === 403) return final('forbidden');
  if (status === 401) return final('signedOut');
  if (status === 429) return transient('tooMany');
  if (status === 408) return transient('offline');
  if (status >= 500) return transient('server');
  if (status >= 400) return final('invalid');
  return transient('unknown');
}

/** The status of a router's error answer (`throw data(…, 404)`), when the error is one. */
function routeStatus(error: unknown): number | null {
  if (typeof error !== 'object' || error === null) return null;
  const { status, internal } = error as { status?: unknown; internal?: unknown };
  return typeof status === 'number' && typeof internal === 'boolean' ? status : null;
}

/** How a failed load or a crashed screen is shown: its kind and whether a Retry button belongs there. */
export function errorPresentation(error: unknown): ErrorPresentation {
  if (error instanceof ExpectedError || error instanceof ResponseStatusError) return ofStatus(error.status);
  if (error instanceof NetworkError) return transient('offline');
  // A proxy's error page instead of the API's JSON: the server side is failing, for now.
  if (error instanceof UnknownContentTypeError) return transient('server');
  if (isAbortError(error) || (error instanceof Error && error.name === 'TimeoutError')) return transient('offline');
  const status = routeStatus(error);
  if (status !== null) return ofStatus(status);
  // A screen that threw while drawing: loading it again (a new release, a passing state) may help.
  return transient('unknown');
}

/** A page the browser already knows is missing (a malformed id in its address): shown as a 404. */
export const missingPage = new ResponseStatusError(404);
/** A page the browser already knows the account may not open: shown as a 403. */
export const refusedPage = new ResponseStatusError(403);
