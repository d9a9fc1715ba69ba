import { describe, expect, it } from 'vitest';
import { defaultColumnSettings, mergeColumnSettings, moveColumn, readTableSettings, setColumnVisible, tableSettingsToStore } from './column-settings';
import type { ColumnDef } from './columns';

const defs: ColumnDef[] = [
  { id: 'company', type: 'fixed', visible: true },
  { id: 'score', type: 'draggable', visible: true },
  { id: 'round', type: 'draggable', visible: true },
  { id: 'mrr', type: 'draggable', visible: false },
];

describe('mergeColumnSettings', () => {
  it('answers the defaults when nothing is saved', () => {
    expect(mergeColumnSettings(defs, null)).toEqual(defaultColumnSettings(defs));
  });

  it('keeps the saved order and visibility, with fixed columns first and always visible', () => {
    const saved = [
      { id: 'mrr', visible: true },
      { id: 'company', visible: false },
      { id: 'round', visible: false },
      { id: 'score', visible: true },
    ];
    expect(mergeColumnSettings(defs, saved)).toEqual([
      { id: 'company', visible: true },
      { id: 'mrr', visible: true },
      { id: 'round', visible: false },
      { id: 'score', visible: true },
    ]);
  });

  it('drops columns that no longer exist and adds new ones after their default neighbour', () => {
    const saved = [
      { id: 'round', visible: true },
      { id: 'gone', visible: true },
      { id: 'score', visible: false },
    ];
    expect(mergeColumnSettings(defs, saved).map((column) => column.id)).toEqual(['company', 'round', 'mrr', 'score']);
  });
});

describe('changing columns', () => {
  const columns = defaultColumnSettings(defs);

  it('moves a draggable column but never a fixed one', () => {
    expect(moveColumn(columns, defs, 'mrr', 'score').map((column) => column.id)).toEqual(['company', 'mrr', 'score', 'round']);
    expect(moveColumn(columns, defs, 'mrr', 'company')).toEqual(columns);
  });

  it('hides a draggable column but not a fixed one', () => {
    expect(setColumnVisible(columns, defs, 'round', false).find((column) => column.id === 'round')?.visible).toBe(false);
    expect(setColumnVisible(columns, defs, 'company', false)).toEqual(columns);
  });

  it('stores nothing for the defaults and the columns and sort otherwise', () => {
    expect(tableSettingsToStore(defs, { columns, sort: { sortBy: null, sortOrder: null } })).toBeNull();
    const hidden = setColumnVisible(columns, defs, 'round', false);
    const stored = tableSettingsToStore(defs, { columns: hidden, sort: { sortBy: 'company', sortOrder: 'desc' } });
    expect(readTableSettings(defs, stored)).toEqual({ columns: hidden, sort: { sortBy: 'company', sortOrder: 'desc' } });
  });

  it('ignores a malformed stored value', () => {
    expect(readTableSettings(defs, { columns: 'nope' })).toEqual({ columns, sort: { sortBy: null, sortOrder: null } });
  });
});
