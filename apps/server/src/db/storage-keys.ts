/** A plain statement with positional parameters, as `Database.query` runs it on either driver. */
export type Query = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

/** A column whose values are keys of objects in the store (disk or S3). */
export type StorageKeyColumn = { schema: string; table: string; column: string };

/**
 * The naming rule of columns that hold storage keys: `storage_key`, or `<what>_storage_key` for a
 * second one in a table (`cover_storage_key`). The catalog then says which columns hold stored
 * objects, as `pg_constraint` tells the upload sweep which columns use a file.
 */
export const STORAGE_KEY_COLUMN = /^([a-z0-9_]+_)?storage_key$/;

/**
 * Every column of every table that follows the naming rule, read from the catalog at each call
 * (PostgreSQL and PGlite alike). A table added by a later migration is counted without anyone
 * listing it, and a backup taken by an older build still copies the objects of a newer schema.
 * Views and partitions are left out: they show the rows of a table that is already counted.
 */
export async function storageKeyColumns(query: Query): Promise<StorageKeyColumn[]> {
  const rows = await query(
    `select n.nspname::text as schema, c.relname::text as "table", a.attname::text as "column"
     from pg_attribute a
     join pg_class c on c.oid = a.attrelid
     join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p') and not c.relispartition and a.attnum > 0 and not a.attisdropped
       and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'
       and a.attname ~ $1
     order by 1, 2, 3`,
    [STORAGE_KEY_COLUMN.source],
  );
  return rows.map((r) => ({ schema: String(r.schema), table: String(r.table), column: String(r.column) }));
}

/** `schema.table.column`, as messages and the backup's manifest name a column. */
export const columnName = (c: StorageKeyColumn) => `${c.schema}.${c.table}.${c.column}`;

/** An identifier as PostgreSQL reads a quoted one: exactly the catalog's name, whatever it holds. */
const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * The distinct keys the columns name, sorted, in one statement. The names come from the catalog
 * and go in quoted as identifiers.
 */
export async function storageKeys(query: Query, columns: StorageKeyColumn[]): Promise<string[]> {
  if (!columns.length) return [];
  const selects = columns.map((c) => `select ${ident(c.column)}::text as key from ${ident(c.schema)}.${ident(c.table)} where ${ident(c.column)} is not null`);
  const rows = await query(`select key from (${selects.join(' union ')}) k order by 1`);
  return rows.map((r) => String(r.key));
}
