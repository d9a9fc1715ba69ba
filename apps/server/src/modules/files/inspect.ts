import { open } from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';
import { imageSize } from 'image-size';
import { fileKinds, type ErrorCode, type FileKind, type FileRule } from '@platform/contract';

const byMime = new Map<string, FileKind>(Object.entries(fileKinds).map(([k, m]) => [m, k as FileKind]));

/** What the bytes say the file is; the name is consulted only to tell legacy `.xls` from other compound files. */
export async function detectKind(filePath: string, name: string): Promise<FileKind | null> {
  const type = await fileTypeFromFile(filePath);
  if (!type) return null;
  if (type.ext === 'cfb') return /\.xls$/i.test(name) ? 'xls' : null;
  return byMime.get(type.mime) ?? null;
}

async function readHead(filePath: string, bytes: number): Promise<Uint8Array> {
  const handle = await open(filePath, 'r');
  try {
    const buffer = new Uint8Array(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** Checks a stored upload against its purpose's rule; answers the field error, or null when it passes. */
export async function checkFile(
  filePath: string,
  name: string,
  size: number,
  rule: FileRule,
): Promise<{ kind: FileKind } | { error: ErrorCode; params?: Record<string, string> }> {
  if (size === 0) return { error: 'file_empty' };
  const kind = await detectKind(filePath, name);
  if (!kind || !rule.kinds.includes(kind)) return { error: 'file_type_not_allowed', params: { types: rule.kinds.join(', ') } };
  if (rule.minPixels || rule.maxPixels) {
    let width: number | undefined;
    let height: number | undefined;
    try {
      // Image headers sit in the first kilobytes; 512 KB covers JPEGs with large metadata.
      ({ width, height } = imageSize(await readHead(filePath, 512 * 1024)));
    } catch {
      return { error: 'image_unreadable' };
    }
    if (!width || !height) return { error: 'image_unreadable' };
    if (rule.minPixels && (width < rule.minPixels || height < rule.minPixels)) {
      return { error: 'image_too_small', params: { px: String(rule.minPixels) } };
    }
    if (rule.maxPixels && (width > rule.maxPixels || height > rule.maxPixels)) {
      return { error: 'image_too_large', params: { px: String(rule.maxPixels) } };
    }
  }
  return { kind };
}

// C0 and C1 controls, and the marks that reorder text (LRM, RLM, embeddings, overrides, isolates,
// the Arabic letter mark): in a name they can hide the real extension, as in "cod\u202Egnp.exe".
// eslint-disable-next-line no-control-regex
const HIDDEN_CHARS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069\u061c]/g;
const MAX_NAME = 200;

/** A display name without folders, controls or bidirectional marks, at most 200 characters. */
export function cleanName(name: string | undefined): string {
  const base = (name ?? '').replace(HIDDEN_CHARS, '').split(/[\\/]/).pop() ?? '';
  return (base.trim() || 'file').slice(-MAX_NAME);
}

/** The name with the extension of the kind its bytes showed, whatever extension it was given. */
export function nameForKind(name: string, kind: FileKind): string {
  const dot = name.lastIndexOf('.');
  const stem = (dot > 0 ? name.slice(0, dot) : name).trim() || 'file';
  const ext = `.${kind}`;
  return stem.slice(0, MAX_NAME - ext.length) + ext;
}
