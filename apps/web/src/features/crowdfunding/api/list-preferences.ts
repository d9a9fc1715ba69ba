import { z } from 'zod';
import { localStore, storageKeys } from '../../../shared/lib/storage';
import { api } from '../../../shared/api/api';

const PREFERENCE = 'crowdfunding_filters';
const answerSchema = z.object({ value: z.unknown() });

/** `GET /api/v1/user/preferences/crowdfunding_filters`: the signed-in user's stored filters, or null. */
export async function getStoredFilters(signal?: AbortSignal): Promise<unknown> {
  const { value } = answerSchema.parse(await api.get(`/api/v1/user/preferences/${PREFERENCE}`, { signal }));
  return value ?? null;
}

/** `PUT /api/v1/user/preferences/crowdfunding_filters`: stores them; null forgets them. */
export async function putStoredFilters(value: unknown): Promise<void> {
  await api.put(`/api/v1/user/preferences/${PREFERENCE}`, { value });
}

/** A signed-out visitor's filters stay in this browser (spec section 4: local storage). */
export function readVisitorFilters(): unknown {
  const text = localStore.getItem(storageKeys.crowdfundingFilters);
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function writeVisitorFilters(value: unknown): void {
  if (value === null) localStore.removeItem(storageKeys.crowdfundingFilters);
  else localStore.setItem(storageKeys.crowdfundingFilters, JSON.stringify(value));
}
