import { open } from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';
import { imageSize } from 'image-size';
import { fileKinds, type FileKind, type FileRule } from '@platform/contract';

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
export async function checkFile(filePath: string, name: string, size: number, rule: FileRule): Promise<{ kind: FileKind } | { error: string }> {
  if (size === 0) return { error: 'The file is empty' };
  const kind = await detectKind(filePath, name);
  if (!kind || !rule.kinds.includes(kind)) return { error: `Allowed file types: ${rule.kinds.join(', ')}` };
  if (rule.minPixels) {
    try {
      // Image headers sit in the first kilobytes; 512 KB covers JPEGs with large metadata.
      const { width, height } = imageSize(await readHead(filePath, 512 * 1024));
      if (!width || !height || width < rule.minPixels || height < rule.minPixels) {
        return { error: `The image must be at least ${rule.minPixels}x${rule.minPixels} px` };
      }
    } catch {
      return { error: 'The image cannot be read' };
    }
  }
  return { kind };
}

/** A display name without folders or control characters, at most 200 characters. */
export function cleanName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (clean || 'file').slice(-200);
}
