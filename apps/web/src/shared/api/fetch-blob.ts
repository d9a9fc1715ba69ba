import { currentLanguage } from '@/shared/i18n/i18n';
import { tokenStore } from '@/shared/session/token-store';
import { NetworkError, isAbortError } from './errors';
import { parseResponse } from './parse-response';

/**
 * Downloads a file with the session's bearer token (stored files are never public), answering
 * its bytes; a refusal becomes the same typed error as any other call.
 */
export async function fetchBlob(path: string, signal?: AbortSignal): Promise<Blob> {
  const headers = new Headers({ 'Accept-Language': currentLanguage() });
  const token = tokenStore.get();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(path, { headers, signal, credentials: 'same-origin' });
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new NetworkError(error);
  }
  if (!response.ok) await parseResponse(response);
  return response.blob();
}
