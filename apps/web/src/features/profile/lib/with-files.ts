import type { AttachValues } from '@/shared/files/upload-drafts';

/**
 * A save body with its file fields: a field whose file is unchanged is left out, so the server
 * keeps the stored file; a removed one is null; a new one is `{id}` of its upload.
 */
export function withFiles<T extends object, K extends string>(values: T, files: AttachValues<K>): Omit<T, K> & Partial<Record<K, { id: string } | null>> {
  const body = { ...values } as Record<string, unknown>;
  for (const [name, value] of Object.entries(files) as [K, { id: string } | null | undefined][]) {
    if (value === undefined) delete body[name];
    else body[name] = value;
  }
  return body as Omit<T, K> & Partial<Record<K, { id: string } | null>>;
}
