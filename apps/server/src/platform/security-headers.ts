import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * The page may run only the app's own scripts and talk only to its own origin (the API and the
 * socket, whose ws: address 'self' covers). Styles also allow inline ones: Mantine writes its CSS
 * variables and responsive style props into <style> elements at run time. No page may be framed.
 */
export const contentSecurityPolicy = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** A year, as browsers' preload lists expect; sent only on answers that came over HTTPS. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every answer (pages, API, docs), and `no-store` on every API answer that
 * does not choose its own caching: answers to signed-in calls must stay out of shared and browser
 * caches, and the few public cacheable ones (handbooks) say so themselves.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  // helmet's middleware, built once: the headers are the same on every answer. (`@fastify/helmet`
  // wraps the same library but built it anew for every request, some 9 % of a guarded call's CPU;
  // docs/decisions.md.)
  const setHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Over plain HTTP the header is meaningless and, behind a proxy that also serves plain HTTP,
    // wrong: it is set below only when the request itself came over HTTPS.
    strictTransportSecurity: false,
  });
  // Callback hooks, not async ones: each async hook costs every request a promise and a turn.
  app.addHook('onRequest', (req, reply, done) => {
    // `protocol` reads X-Forwarded-Proto only when TRUST_PROXY is on, so a client cannot fake it.
    if (req.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
    setHeaders(req.raw, reply.raw, () => done());
  });
  app.addHook('onSend', (req, reply, payload, done) => {
    if (req.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
    done(null, payload);
  });
}
