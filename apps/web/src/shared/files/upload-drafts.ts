import type { FilePurpose } from '@platform/contract';
import { uploadFile } from '@/shared/api/upload-file';
import { attachValue, type FileDraft } from './file-draft';

export type FileFields<K extends string> = Record<K, { draft: FileDraft; purpose: FilePurpose }>;
export type AttachValues<K extends string> = Record<K, { id: string } | null | undefined>;

/**
 * Uploads the newly picked files of a form, one after another, and answers each field's value
 * for the save. The first failed upload throws, so the save is not sent (spec part 2, section 5).
 */
export async function uploadDrafts<K extends string>(fields: FileFields<K>, uploaded?: WeakMap<File, string>): Promise<AttachValues<K>> {
  const out = {} as AttachValues<K>;
  for (const name of Object.keys(fields) as K[]) {
    const { draft, purpose } = fields[name];
    let id: string | undefined;
    if (draft.kind === 'new') {
      // A file already sent by an earlier, refused save is attached again, not sent twice.
      id = uploaded?.get(draft.file) ?? (await uploadFile(purpose, draft.file)).id;
      uploaded?.set(draft.file, id);
    }
    out[name] = attachValue(draft, id);
  }
  return out;
}
