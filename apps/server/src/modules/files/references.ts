import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { files } from '../../db/schema/index.js';

/** A foreign key that points at the files table, as the catalog describes it. */
export type FileReference = {
  constraint: string;
  schema: string;
  table: string;
  /** The referencing columns, paired in order with `targets` (the columns of `files` they point at). */
  columns: string[];
  targets: string[];
  /** `pg_constraint.confdeltype`: `r` restrict, `a` no action, `c` cascade, `n` set null, `d` set default. */
  onDelete: string;
};

type Row = { conname: string; nspname: string; relname: string; columns: string[]; targets: string[]; on_delete: string };

/**
 * Every foreign key to `files`, read from `pg_constraint` (PostgreSQL and PGlite alike). The
 * database itself says which columns use a file, so a table added by a later migration is
 * counted without anyone listing it here.
 */
export async function fileReferences(db: Db | Tx): Promise<FileReference[]> {
  // Both drivers answer a plain statement with `{ rows }`.
  const result = (await db.execute(sql`
    select k.conname::text as conname, n.nspname::text as nspname, c.relname::text as relname,
      array_agg(a.attname::text order by u.ord) as columns,
      array_agg(fa.attname::text order by u.ord) as targets,
      k.confdeltype::text as on_delete
    from pg_constraint k
    join pg_class c on c.oid = k.conrelid
    join pg_namespace n on n.oid = c.relnamespace
    cross join lateral unnest(k.conkey, k.confkey) with ordinality as u(attnum, fattnum, ord)
    join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.attnum
    join pg_attribute fa on fa.attrelid = k.confrelid and fa.attnum = u.fattnum
    where k.contype = 'f' and k.confrelid = ${getTableName(files)}::regclass
    group by k.oid, k.conname, n.nspname, c.relname, k.confdeltype
    order by n.nspname, c.relname, k.conname`)) as unknown as { rows: Row[] };
  return result.rows.map((r) => ({
    constraint: r.conname,
    schema: r.nspname,
    table: r.relname,
    columns: r.columns,
    targets: r.targets,
    onDelete: r.on_delete,
  }));
}

/**
 * "No row uses this file": one `NOT EXISTS` per foreign key, correlated with the `files` row of
 * the surrounding query. Names come from the catalog and are quoted as identifiers, never spliced.
 */
export function unreferenced(references: FileReference[]): SQL[] {
  const filesTable = sql.identifier(getTableName(files));
  return references.map((ref) => {
    const matches = ref.columns.map((column, i) => sql`r.${sql.identifier(column)} = ${filesTable}.${sql.identifier(ref.targets[i]!)}`);
    return sql`not exists (select 1 from ${sql.identifier(ref.schema)}.${sql.identifier(ref.table)} r where ${sql.join(matches, sql` and `)})`;
  });
}
