import { expectProbe, type HttpRequest } from '../lib/http.js';
import type { BenchCase } from '../lib/types.js';

/** A client revalidating its cached handbooks: If-None-Match with the current ETag, answered 304 without a body. */
export const handbooksNotModified: BenchCase = {
  id: 'handbooks-304',
  title: 'GET /api/v2/handbooks + If-None-Match (304)',
  async setup({ baseUrl }) {
    const full = await expectProbe(baseUrl, { method: 'GET', path: '/api/v2/handbooks' }, [200]);
    const etag = full.headers.get('etag');
    if (!etag) throw new Error('handbooks answered without an ETag');
    const request: HttpRequest = { method: 'GET', path: '/api/v2/handbooks', headers: { 'if-none-match': etag } };
    const res = await expectProbe(baseUrl, request, [304]);
    const notes: string[] = [];
    // RFC 9110 §8.6: a 304 may carry Content-Length only if it equals the 200's body length.
    const contentLength = res.headers.get('content-length');
    if (contentLength !== null && Number(contentLength) !== full.body.length) {
      notes.push(
        `the 304 carries content-length: ${contentLength} (the 200 body is ${full.body.length} bytes; RFC 9110 §8.6 wants it absent or equal); ` +
          'no body follows, and the load generator treats the 304 as bodiless like Node and browsers do',
      );
    }
    // Compared with the bare route that sends the full handbooks body.
    return { requests: [request], expectStatus: [304], bodyBytes: res.body.length, baseline: 'handbooks', notes };
  },
};
