import { sha256Schema } from '@platform/contract';

/** Whether this browser can compute a SHA-256 here (Web Crypto exists on secure pages only: HTTPS or localhost). */
export const canHashFiles = () => typeof crypto !== 'undefined' && typeof crypto.subtle?.digest === 'function';

/** The SHA-256 of a file's bytes as lower-case hex, computed in the browser: the file never leaves it. */
export async function sha256OfFile(file: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** A pasted fingerprint as the server takes it (trimmed, lower case), or null when it is not 64 hex characters. */
export function parseFingerprint(value: string): string | null {
  const parsed = sha256Schema.safeParse(value.trim());
  return parsed.success ? parsed.data : null;
}

/** Whether a picked file is a PDF: by its type, or by its name when the system gives no type. */
export const isPdf = (file: File) => file.type === 'application/pdf' || (file.type === '' && /\.pdf$/i.test(file.name));
