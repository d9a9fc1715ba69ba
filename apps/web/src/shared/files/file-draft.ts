import { fileKinds, fileRules, type FilePurpose, type FileRef } from '@platform/contract';

/**
 * A file field of a form (spec part 1, section 4): unchanged keeps the stored file, a new pick
 * is uploaded first and attached by id, a removal is sent as null.
 */
export type FileDraft = { kind: 'keep'; file: FileRef | null } | { kind: 'new'; file: File } | { kind: 'removed' };

export const keepFile = (file: FileRef | null | undefined): FileDraft => ({ kind: 'keep', file: file ?? null });

/** What the form sends for a file field: omitted when unchanged, null when removed, `{id}` when new. */
export function attachValue(draft: FileDraft, uploadedId?: string): { id: string } | null | undefined {
  if (draft.kind === 'keep') return undefined;
  if (draft.kind === 'removed') return null;
  if (!uploadedId) throw new Error('A new file is attached only after its upload');
  return { id: uploadedId };
}

/** The file a field shows: the stored one, the picked one, or none. */
export function shownFile(draft: FileDraft): { name: string; size: number; stored: FileRef | null } | null {
  if (draft.kind === 'keep') return draft.file ? { name: draft.file.name, size: draft.file.size, stored: draft.file } : null;
  if (draft.kind === 'new') return { name: draft.file.name, size: draft.file.size, stored: null };
  return null;
}

export type FileCheckError = 'kind' | 'size';

/**
 * A quick check of a picked file against the contract's rules for its purpose, by extension or
 * type and by size; the server has the last word on the bytes.
 */
export function checkFile(purpose: FilePurpose, file: { name: string; type: string; size: number }): FileCheckError | null {
  const rule = fileRules[purpose];
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  const byExtension = (rule.kinds as readonly string[]).includes(extension === 'jpeg' ? 'jpg' : extension);
  const byType = rule.kinds.some((kind) => fileKinds[kind] === file.type);
  if (!byExtension && !byType) return 'kind';
  if (file.size > rule.maxBytes) return 'size';
  return null;
}
