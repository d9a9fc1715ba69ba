import type { FileRef, TicketDetail } from '@platform/contract';

export type FileGroupField = 'pitch_presentation' | 'unit_economy' | 'financial_model' | 'task_file' | 'product_presentation_files';

/** Attached files by form field (`product_presentation_files.1` belongs to `product_presentation_files`). */
export function ticketFileGroups(files: TicketDetail['files']): { field: FileGroupField; files: FileRef[] }[] {
  const order: FileGroupField[] = ['pitch_presentation', 'unit_economy', 'financial_model', 'task_file', 'product_presentation_files'];
  const groups = new Map<FileGroupField, { index: number; file: FileRef }[]>();
  for (const { field, file } of files) {
    const [base = '', index] = field.split('.');
    if (!(order as string[]).includes(base)) continue;
    const list = groups.get(base as FileGroupField) ?? [];
    list.push({ index: index === undefined ? 0 : Number(index), file });
    groups.set(base as FileGroupField, list);
  }
  return order
    .filter((field) => groups.has(field))
    .map((field) => ({
      field,
      files: groups
        .get(field)!
        .sort((a, b) => a.index - b.index)
        .map((entry) => entry.file),
    }));
}
