import { expectProbe, type HttpRequest } from '../lib/http.js';
import { fixtureFrom, type BenchCase } from '../lib/types.js';

/** Reference data: rendered once per language and process, answered as a ready string with an ETag. */
export const handbooks: BenchCase = {
  id: 'handbooks',
  title: 'GET /api/v2/handbooks',
  async setup({ baseUrl }) {
    const request: HttpRequest = { method: 'GET', path: '/api/v2/handbooks' };
    const res = await expectProbe(baseUrl, request, [200]);
    if (!res.headers.get('etag')) throw new Error('handbooks answered without an ETag');
    return { requests: [request], expectStatus: [200], bodyBytes: res.body.length, bare: fixtureFrom(request, res) };
  },
};
