import { NetworkError, ResponseStatusError, isAbortError } from './errors';
import { parseResponse } from './parse-response';

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, or as is when it is `FormData` (uploads). */
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** Overrides the stored token for this call; `null` sends none. */
  token?: string | null;
  /** Extra headers of this call, e.g. the sign-up proof of an upload before the account exists. */
  headers?: Record<string, string>;
  /** The call outlives the page (a write sent as the page is left), as `fetch`'s `keepalive`. */
  keepalive?: boolean;
}

export interface ApiClientDeps {
  fetch?: typeof fetch;
  getToken(): string | null;
  setToken(token: string): void;
  getLanguage(): string;
  /**
   * Asks the person to prove again who they are when a call needs a fresher proof (403
   * `reauth_required`); true once they did, and the call is then sent again.
   */
  confirmIdentity?(): Promise<boolean>;
}

export type ApiClient = ReturnType<typeof createApiClient>;

const BEARER = /^Bearer\s+(\S+)$/i;

/** A refusal that only a fresh proof of identity lifts: the request itself was fine. */
function needsFreshProof(error: unknown): boolean {
  if (!(error instanceof ResponseStatusError) || error.status !== 403) return false;
  const body = error.body as { code?: unknown } | null | undefined;
  return typeof body === 'object' && body !== null && body.code === 'reauth_required';
}

function withQuery(path: string, query: Record<string, QueryValue> | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path;
}

/** A random UUID; `crypto.randomUUID` exists only on secure pages (HTTPS or localhost). */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function createApiClient(deps: ApiClientDeps) {
  const doFetch = deps.fetch ?? ((input, init) => globalThis.fetch(input, init));

  /**
   * The server renews the token in the `Authorization` answer header. A renewal is taken only
   * while the token the request went out with is still the stored one, so an answer arriving
   * after a log-out (or after another account signed in) cannot bring an old session back.
   */
  function renewToken(response: Response, sentWith: string | null): void {
    const match = BEARER.exec(response.headers.get('Authorization') ?? '');
    if (!match || sentWith === null || deps.getToken() !== sentWith) return;
    if (match[1] !== sentWith) deps.setToken(match[1]!);
  }

  /**
   * Any call the server refuses for want of a fresh proof asks the person in place and, once they
   * gave it, goes out again (with a new idempotency key: the refused one stored nothing). When
   * they cancel, the refusal reaches the caller as it came, and the form shows its message.
   */
  async function request<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
    try {
      return await send<T>(path, options);
    } catch (error) {
      if (!needsFreshProof(error) || !deps.confirmIdentity || options.signal?.aborted) throw error;
      if (!(await deps.confirmIdentity())) throw error;
      return send<T>(path, options);
    }
  }

  async function send<T>(path: string, options: RequestOptions): Promise<T> {
    const headers = new Headers({ ...options.headers, Accept: 'application/json, text/plain;q=0.9' });
    headers.set('Accept-Language', deps.getLanguage());
    const token = options.token === undefined ? deps.getToken() : options.token;
    if (token) headers.set('Authorization', `Bearer ${token}`);
    // One key per submit: a retry of this very request (a proxy's 502 after the server stored the
    // write) gets the first answer from the server instead of storing the write again.
    if (options.method === 'POST' && !headers.has('Idempotency-Key')) headers.set('Idempotency-Key', newKey());

    let body: BodyInit | undefined;
    if (options.body instanceof FormData) {
      body = options.body;
    } else if (options.body !== undefined) {
      // Only with a body: an empty body declared as JSON is a 400 on the server.
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(options.body);
    }

    let response: Response;
    try {
      response = await doFetch(withQuery(path, options.query), {
        method: options.method ?? 'GET',
        headers,
        body,
        signal: options.signal,
        credentials: 'same-origin',
        keepalive: options.keepalive,
      });
    } catch (error) {
      if (isAbortError(error)) throw error;
      throw new NetworkError(error);
    }
    renewToken(response, token ?? null);
    return (await parseResponse(response)) as T;
  }

  type Options = Omit<RequestOptions, 'method' | 'body'>;
  return {
    request,
    get: <T = unknown>(path: string, options?: Options) => request<T>(path, { ...options, method: 'GET' }),
    post: <T = unknown>(path: string, body?: unknown, options?: Options) => request<T>(path, { ...options, method: 'POST', body }),
    patch: <T = unknown>(path: string, body?: unknown, options?: Options) => request<T>(path, { ...options, method: 'PATCH', body }),
    put: <T = unknown>(path: string, body?: unknown, options?: Options) => request<T>(path, { ...options, method: 'PUT', body }),
    delete: <T = unknown>(path: string, options?: Options) => request<T>(path, { ...options, method: 'DELETE' }),
  };
}
