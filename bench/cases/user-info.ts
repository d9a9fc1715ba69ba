import { expectProbe, type HttpRequest } from '../lib/http.js';
import { fixtureFrom, type BenchCase } from '../lib/types.js';

/**
 * The signed-in account: token check, one prepared statement for the session, the user and the
 * company, compiled serialisation. Every signed-in call pays the same guard. Targets of the issue
 * "Fast at scale": 0.25× of bare on PostgreSQL, 0.30× on PGlite.
 */
export const userInfo: BenchCase = {
  id: 'user-info',
  title: 'GET /api/v1/user/info',
  targets: { postgres: 0.25, pglite: 0.3 },
  async setup({ baseUrl, token }) {
    const request: HttpRequest = { method: 'GET', path: '/api/v1/user/info', headers: { authorization: `Bearer ${token}` } };
    const res = await expectProbe(baseUrl, request, [200]);
    if (res.headers.has('authorization')) throw new Error('user info renewed the token; the benchmark expects a fresh one');
    return { requests: [request], expectStatus: [200], bodyBytes: res.body.length, bare: fixtureFrom(request, res) };
  },
};
