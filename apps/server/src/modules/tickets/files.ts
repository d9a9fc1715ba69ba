import type { FilePurpose } from '@platform/contract';

/** Which form fields carry files, and the upload purpose each expects. */
export const formFileFields: Record<string, FilePurpose> = {
  unit_economy: 'unit_economy',
  pitch_presentation: 'pitch_deck',
  financial_model: 'financial_model',
  product_presentation_files: 'pilot_product_presentation',
  task_file: 'task_description',
};

/** The `{id}` file references of a validated form, with their field names. */
export function formFiles(form: Record<string, unknown>): { field: string; id: string; purpose: FilePurpose }[] {
  const out: { field: string; id: string; purpose: FilePurpose }[] = [];
  for (const [field, purpose] of Object.entries(formFileFields)) {
    const value = form[field];
    const list = Array.isArray(value) ? value : value ? [value] : [];
    list.forEach((v: { id: string }, i) => out.push({ field: Array.isArray(value) ? `${field}.${i}` : field, id: v.id, purpose }));
  }
  return out;
}
