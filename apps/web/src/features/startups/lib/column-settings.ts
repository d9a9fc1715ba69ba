import { z } from 'zod';
import type { SortState } from '@platform/contract';
import { startupListOrderBy } from '@platform/contract';
import type { ColumnDef } from './columns';

export interface ColumnSetting {
  id: string;
  visible: boolean;
}

export interface TableSettings {
  columns: ColumnSetting[];
  sort: SortState;
}

/** The stored `startups_table` preference; anything else stored there is ignored. */
export const storedTableSchema = z.object({
  columns: z.array(z.object({ id: z.string(), visible: z.boolean() })).max(100),
  sort: z.object({ sortBy: z.enum(startupListOrderBy).nullable(), sortOrder: z.enum(['asc', 'desc']).nullable() }).optional(),
});

export const defaultSort: SortState = { sortBy: null, sortOrder: null };

export function defaultColumnSettings(defs: readonly ColumnDef[]): ColumnSetting[] {
  return defs.map(({ id, visible }) => ({ id, visible }));
}

/**
 * The user's saved columns laid over the defaults: fixed columns come first and stay visible,
 * the saved order and visibility apply to the columns that still exist, and columns added since
 * the save join at their default place with their default visibility.
 */
export function mergeColumnSettings(defs: readonly ColumnDef[], saved: readonly ColumnSetting[] | null | undefined): ColumnSetting[] {
  const byId = new Map(defs.map((def) => [def.id, def]));
  const fixed = defs.filter((def) => def.type === 'fixed').map(({ id }) => ({ id, visible: true }));
  const seen = new Set(fixed.map(({ id }) => id));
  const movable: ColumnSetting[] = [];
  for (const column of saved ?? []) {
    const def = byId.get(column.id);
    if (!def || seen.has(column.id)) continue;
    seen.add(column.id);
    movable.push({ id: column.id, visible: column.visible });
  }
  defs.forEach((def, index) => {
    if (seen.has(def.id)) return;
    seen.add(def.id);
    // A new column goes after the column that precedes it by default, or first.
    const before = defs
      .slice(0, index)
      .reverse()
      .find((other) => movable.some((m) => m.id === other.id));
    const at = before ? movable.findIndex((m) => m.id === before.id) + 1 : 0;
    movable.splice(at, 0, { id: def.id, visible: def.visible });
  });
  return [...fixed, ...movable];
}

/** Reads a stored table preference; a malformed one counts as none. */
export function readTableSettings(defs: readonly ColumnDef[], stored: unknown): TableSettings {
  const parsed = storedTableSchema.safeParse(stored);
  const value = parsed.success ? parsed.data : null;
  return { columns: mergeColumnSettings(defs, value?.columns), sort: value?.sort ?? defaultSort };
}

/** Moves a draggable column to the place of another; fixed columns never move. */
export function moveColumn(columns: readonly ColumnSetting[], defs: readonly ColumnDef[], from: string, to: string): ColumnSetting[] {
  const fixed = new Set(defs.filter((def) => def.type === 'fixed').map((def) => def.id));
  if (from === to || fixed.has(from) || fixed.has(to)) return [...columns];
  const next = [...columns];
  const source = next.findIndex((column) => column.id === from);
  const target = next.findIndex((column) => column.id === to);
  if (source < 0 || target < 0) return next;
  const [moved] = next.splice(source, 1);
  next.splice(target, 0, moved!);
  return next;
}

export function setColumnVisible(columns: readonly ColumnSetting[], defs: readonly ColumnDef[], id: string, visible: boolean): ColumnSetting[] {
  const def = defs.find((column) => column.id === id);
  if (!def || def.type === 'fixed') return [...columns];
  return columns.map((column) => (column.id === id ? { ...column, visible } : column));
}

/** What to store: null (forget) when the settings are the defaults. */
export function tableSettingsToStore(defs: readonly ColumnDef[], settings: TableSettings): z.infer<typeof storedTableSchema> | null {
  const defaults = defaultColumnSettings(defs);
  const sameColumns =
    defaults.length === settings.columns.length &&
    defaults.every((column, index) => column.id === settings.columns[index]?.id && column.visible === settings.columns[index]?.visible);
  const sameSort = settings.sort.sortBy === null;
  if (sameColumns && sameSort) return null;
  return { columns: settings.columns, sort: settings.sort.sortBy === null ? defaultSort : settings.sort } as z.infer<typeof storedTableSchema>;
}
