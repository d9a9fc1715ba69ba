import type { HandbookItem } from '@platform/contract';

export interface Option {
  value: string;
  label: string;
}

/** Handbook items as select options; option values are the ids as text. */
export function handbookOptions(items: readonly HandbookItem[] | undefined): Option[] {
  return (items ?? []).map((item) => ({ value: String(item.id), label: item.name }));
}

/** Names of the given ids in their handbook order; unknown ids are left out. */
export function handbookNames(ids: readonly number[] | null | undefined, items: readonly HandbookItem[] | undefined): string[] {
  if (!ids?.length || !items) return [];
  const wanted = new Set(ids);
  return items.filter((item) => wanted.has(item.id)).map((item) => item.name);
}

export function handbookName(id: number | null | undefined, items: readonly HandbookItem[] | undefined): string | null {
  if (id === null || id === undefined) return null;
  return items?.find((item) => item.id === id)?.name ?? null;
}

export const idsToValues = (ids: readonly number[] | null | undefined): string[] => (ids ?? []).map(String);
export const valuesToIds = (values: readonly string[]): number[] => values.map(Number).filter((id) => Number.isInteger(id) && id > 0);
