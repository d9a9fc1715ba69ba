import { z } from 'zod';
import { fileRefSchema } from './users.js';
import { fieldCode } from './field-codes.js';

/** What an upload is for; each purpose has its own accepted kinds and size (spec part 2, section 5). */
export const filePurposes = [
  'logo',
  'pitch_deck',
  'unit_economy',
  'expert_presentation_pitch',
  'task_description',
  'pilot_product_presentation',
  'financial_model',
  'report',
  'agreement',
  'message_attachment',
  'crowdfunding_update',
  'classification_evidence',
] as const;
export const filePurposeSchema = z.enum(filePurposes, fieldCode('upload_type_unknown'));
export type FilePurpose = z.infer<typeof filePurposeSchema>;

export const MB = 1024 * 1024;
export const LOGO_MAX_BYTES = 5 * MB;
export const DOCUMENT_MAX_BYTES = 100 * MB;
export const LOGO_MIN_PIXELS = 100;
/** A logo's declared width and height are capped, so a tiny file cannot claim a huge canvas. */
export const LOGO_MAX_PIXELS = 10_000;
/** Uploads one account may start per minute (the server's `UPLOAD_RATE_LIMIT`). */
export const UPLOAD_RATE_PER_MINUTE = 30;
/** Bytes one account may upload in 24 hours (the server's `UPLOAD_DAILY_BYTES`). */
export const UPLOAD_DAILY_BYTES = 1024 * MB;
/** An upload no form has attached after this long is deleted. */
export const UNATTACHED_UPLOAD_TTL_HOURS = 24;
/** At most this many files where a field takes several (pilot presentations, report files). */
export const MAX_FILES_PER_FIELD = 5;

/** File kinds recognised by their bytes; `xls` is the legacy compound-file spreadsheet. */
export const fileKinds = {
  png: 'image/png',
  jpg: 'image/jpeg',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
} as const;
export type FileKind = keyof typeof fileKinds;

export type FileRule = { kinds: readonly FileKind[]; maxBytes: number; minPixels?: number; maxPixels?: number };

export const fileRules: Record<FilePurpose, FileRule> = {
  logo: { kinds: ['png', 'jpg'], maxBytes: LOGO_MAX_BYTES, minPixels: LOGO_MIN_PIXELS, maxPixels: LOGO_MAX_PIXELS },
  pitch_deck: { kinds: ['pdf', 'pptx'], maxBytes: DOCUMENT_MAX_BYTES },
  unit_economy: { kinds: ['pdf', 'pptx', 'xlsx', 'xls'], maxBytes: DOCUMENT_MAX_BYTES },
  expert_presentation_pitch: { kinds: ['pdf', 'docx'], maxBytes: DOCUMENT_MAX_BYTES },
  task_description: { kinds: ['pdf', 'docx', 'pptx'], maxBytes: DOCUMENT_MAX_BYTES },
  pilot_product_presentation: { kinds: ['pdf', 'pptx'], maxBytes: DOCUMENT_MAX_BYTES },
  financial_model: { kinds: ['pdf', 'pptx', 'xlsx'], maxBytes: DOCUMENT_MAX_BYTES },
  report: { kinds: ['pdf', 'docx'], maxBytes: DOCUMENT_MAX_BYTES },
  agreement: { kinds: ['pdf', 'docx'], maxBytes: DOCUMENT_MAX_BYTES },
  message_attachment: { kinds: ['pdf', 'docx', 'xlsx', 'pptx', 'png', 'jpg'], maxBytes: DOCUMENT_MAX_BYTES },
  crowdfunding_update: { kinds: ['pdf', 'docx', 'xlsx', 'pptx', 'png', 'jpg'], maxBytes: DOCUMENT_MAX_BYTES },
  /** A backer's accounts or certificate behind its classification: read by it and managers only. */
  classification_evidence: { kinds: ['pdf', 'png', 'jpg'], maxBytes: DOCUMENT_MAX_BYTES },
};

/** The `accept` attribute for a purpose's file input. */
export function acceptOf(purpose: FilePurpose): string {
  return fileRules[purpose].kinds.map((k) => `.${k},${fileKinds[k]}`).join(',');
}

export const uploadQuerySchema = z.object({ type: filePurposeSchema });

/** `POST /api/v1/files/upload?type=…` answers the stored file; `path` is its download address. */
export const uploadedFileSchema = fileRefSchema;
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/** File fields of forms: omitted keeps, null removes, `{id}` attaches an uploaded file. */
export const fileAttachSchema = z.object({ id: z.uuid() }).nullable().optional();
