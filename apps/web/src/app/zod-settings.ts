/**
 * zod keeps its settings on this global, shared by every copy of the library, and reads them when
 * it first loads. Set here, before any schema exists: otherwise each object schema probes
 * `new Function` to compile a faster parser, which the server's Content-Security-Policy refuses
 * (`script-src 'self'`, no `unsafe-eval`). The refusal is caught, so the schemas work either way,
 * but every screen that checks an answer reported a policy violation, and a policy with a report
 * address would have received one per page load. Without the probe they take the same interpreted
 * path they take now.
 */
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
