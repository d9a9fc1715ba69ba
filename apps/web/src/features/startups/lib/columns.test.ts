import { describe, expect, it } from 'vitest';
import { startupListItemSchema } from '@platform/contract';
import en from '@/shared/i18n/locales/en.json';
import ru from '@/shared/i18n/locales/ru.json';
import { startupColumns } from './columns';

describe('startup columns', () => {
  it('have a label in both languages and show fields of the list answer', () => {
    const fields = Object.keys(startupListItemSchema.shape);
    for (const column of startupColumns) {
      expect(en.startupsList.columns).toHaveProperty(column.id);
      expect(ru.startupsList.columns).toHaveProperty(column.id);
      expect(fields).toContain(column.id);
    }
  });

  it('keep exactly one fixed column, the company, first', () => {
    expect(startupColumns.filter((column) => column.type === 'fixed').map((column) => column.id)).toEqual(['company']);
    expect(startupColumns[0].id).toBe('company');
  });
});
