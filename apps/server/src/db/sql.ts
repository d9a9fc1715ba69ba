/** A LIKE pattern matching `term` anywhere, with its own `%`, `_` and `\` taken literally. */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** True for PostgreSQL's unique-violation error, however the driver wraps it. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/**
 * True when a foreign key refused the statement, however the driver wraps it: `23503`, or
 * `23001` which newer servers (PGlite's among them) raise for a delete under ON DELETE RESTRICT.
 */
export function isForeignKeyViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  const code = e?.code ?? e?.cause?.code;
  return code === '23503' || code === '23001';
}
