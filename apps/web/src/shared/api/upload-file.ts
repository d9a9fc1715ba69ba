import { uploadedFileSchema, type FilePurpose, type UploadedFile } from '@platform/contract';
import { api } from './api';

/** The header that lets a visitor with a verified e-mail upload a logo before the account exists. */
export const REGISTRATION_TOKEN_HEADER = 'x-registration-token';

export interface UploadOptions {
  /** During sign-up: the proof of the verified e-mail instead of a session. */
  registrationToken?: string;
  signal?: AbortSignal;
}

/** `POST /api/v1/files/upload?type=…`: one file in the multipart field `file`; attach it by its id. */
export async function uploadFile(purpose: FilePurpose, file: File, options: UploadOptions = {}): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  const signUp = options.registrationToken !== undefined;
  const answer = await api.post('/api/v1/files/upload', form, {
    query: { type: purpose },
    signal: options.signal,
    ...(signUp ? { token: null, headers: { [REGISTRATION_TOKEN_HEADER]: options.registrationToken! } } : {}),
  });
  return uploadedFileSchema.parse(answer);
}
