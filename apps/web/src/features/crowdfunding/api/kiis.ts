import { useQuery } from '@tanstack/react-query';
import { kiisVersionListSchema, type KiisVersion } from '@platform/contract';
import type { Language } from '@platform/contract/basics';
import { api } from '@/shared/api/api';
import { saveFile } from '@/shared/files/open-file';
import { kiisKeys } from './view-keys';

const roundPath = (id: string) => `/api/v1/crowdfunding/${encodeURIComponent(id)}/kiis`;

/**
 * `GET /api/v1/crowdfunding/{id}/kiis/versions`: the round's key investment information sheets,
 * newest (current) first; none before a manager opens the round. A signed-out visitor asks
 * without a token, as for the public card.
 */
export async function listKiisVersions(id: string, signedIn: boolean, signal?: AbortSignal): Promise<KiisVersion[]> {
  const answer = await api.get(`${roundPath(id)}/versions`, { signal, ...(signedIn ? {} : { token: null }) });
  return kiisVersionListSchema.parse(answer).versions;
}

export const useKiisVersions = (id: string, signedIn: boolean, enabled = true) =>
  useQuery({ queryKey: kiisKeys.versions(id, signedIn), queryFn: ({ signal }) => listKiisVersions(id, signedIn, signal), enabled });

/** Which sheet to save: a stored version, or the preview of a round not opened yet (`null`). */
export type KiisChoice = { version: number | null; language: Language };

/**
 * Saves the sheet's PDF as the server makes it: the bytes whose SHA-256 the versions list shows,
 * so the file the reader keeps checks on `/verify`.
 */
export function saveKiis(id: string, { version, language }: KiisChoice): Promise<void> {
  const query = new URLSearchParams({ lang: language, ...(version === null ? {} : { version: String(version) }) });
  const name = version === null ? `kiis-preview-${language}.pdf` : `kiis-v${version}-${language}.pdf`;
  return saveFile(`${roundPath(id)}?${query.toString()}`, name);
}
