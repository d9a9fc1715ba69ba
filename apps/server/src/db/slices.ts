/**
 * Rows per multi-row statement. PostgreSQL takes at most 65,535 parameters in one statement, and
 * a row of the wide inserts (a letter, a timeline entry) binds about ten: a thousand rows stay
 * well under the limit, and a statement of that size costs little more per row than a larger one.
 */
export const ROWS_PER_STATEMENT = 1_000;

/** Runs `write` over `rows` a slice at a time, one after another, and answers what each returned, in order. */
export async function inSlices<T, R>(rows: readonly T[], write: (slice: T[]) => Promise<readonly R[]>, size = ROWS_PER_STATEMENT): Promise<R[]> {
  const out: R[] = [];
  for (let from = 0; from < rows.length; from += size) out.push(...(await write(rows.slice(from, from + size))));
  return out;
}
