/**
 * The rows of an infinite list's pages, each once. Pages are read by offset, so a row added or
 * moved while the reader scrolls shifts the later pages and one row can come twice; the first one
 * shown stays.
 */
export function uniqueById<T extends { id: string }>(rows: readonly T[]): T[] {
  const seen = new Set<string>();
  return rows.filter((row) => (seen.has(row.id) ? false : (seen.add(row.id), true)));
}
