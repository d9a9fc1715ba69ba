import type { HttpRequest, ProbeResponse } from './http.js';
import type { DatabaseKind } from './settings.js';
import type { Workload } from './populate.js';

/** A canned answer the bare baseline serves from memory, copied from the real server. */
export type Fixture = {
  method: 'GET' | 'POST';
  path: string;
  status: number;
  headers: Record<string, string>;
  body: string;
};

/** What a case gets to prepare itself against a running real server. */
export type CaseContext = {
  baseUrl: string;
  database: DatabaseKind;
  /** Bearer token of startup@demo.test. */
  token: string;
  /** Bearer tokens of the other demo accounts the cases act as. */
  tokens: { investor: string; manager: string; expert: string };
  /** The generated data and the values the data cases ask with; null when generation is off. */
  workload: Workload | null;
};

export type PreparedCase = {
  /** The requests autocannon cycles through on every connection (usually one). */
  requests: HttpRequest[];
  /** Statuses that count as success; anything else fails the case. */
  expectStatus: readonly number[];
  /** Body bytes of one answer, measured by the probe during setup. */
  bodyBytes: number;
  /** When set, the bare baseline serves this answer and the case is compared with it. */
  bare?: Fixture;
  /** Id of another case whose bare twin this case is compared with (e.g. a 304 against the full 200). */
  baseline?: string;
  /** Things the probe noticed that a reader of the results should know. */
  notes?: string[];
};

/** One benchmark case; add a file under bench/cases and list it in bench/cases/index.ts. */
export type BenchCase = {
  id: string;
  title: string;
  /** The least `vs bare` ratio the case should reach on each database, printed after the table. */
  targets?: Partial<Record<DatabaseKind, number>>;
  setup(ctx: CaseContext): Promise<PreparedCase>;
};

/** Response headers that describe the connection or the moment, not the answer. */
const PER_RESPONSE_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/** Turns a probed answer into a fixture for the bare baseline: same status, headers and body bytes. */
export function fixtureFrom(request: HttpRequest, res: ProbeResponse): Fixture {
  if (request.method !== 'GET' && request.method !== 'POST') throw new Error(`bare fixtures are GET or POST (${request.method} ${request.path})`);
  const headers: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    if (!PER_RESPONSE_HEADERS.has(name)) headers[name] = value;
  });
  return { method: request.method, path: request.path, status: res.status, headers, body: res.body.toString('utf8') };
}

/** Narrows parsed JSON to a fixture list (the bare server reads it from a file). */
export function parseFixtures(value: unknown): Fixture[] {
  if (!Array.isArray(value)) throw new Error('fixtures: expected an array');
  return value.map((item: unknown, i) => {
    if (typeof item !== 'object' || item === null) throw new Error(`fixtures[${i}]: expected an object`);
    const f = item as Record<string, unknown>;
    const headers = f.headers;
    if (
      (f.method !== 'GET' && f.method !== 'POST') ||
      typeof f.path !== 'string' ||
      typeof f.status !== 'number' ||
      typeof f.body !== 'string' ||
      typeof headers !== 'object' ||
      headers === null ||
      !Object.values(headers).every((v) => typeof v === 'string')
    ) {
      throw new Error(`fixtures[${i}]: malformed`);
    }
    return { method: f.method, path: f.path, status: f.status, headers: headers as Record<string, string>, body: f.body };
  });
}
