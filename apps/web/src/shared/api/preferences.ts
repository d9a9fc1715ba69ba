import { z } from 'zod';
import type { preferenceKeys } from '@platform/contract';
import { api } from './api';
import { createWriteLines } from './write-lines';

export type PreferenceKey = (typeof preferenceKeys)[number];
const answerSchema = z.object({ value: z.unknown() });

const writes = createWriteLines<PreferenceKey>();

/**
 * `GET /api/v1/user/preferences/{key}`: the stored setting, or null when never saved. A write of
 * the same setting still on its way is waited for: a list left and opened again at once would
 * otherwise read the value from before the change it just sent.
 */
export async function getPreference(key: PreferenceKey, signal?: AbortSignal): Promise<unknown> {
  await writes.settled(key);
  const { value } = answerSchema.parse(await api.get(`/api/v1/user/preferences/${key}`, { signal }));
  return value ?? null;
}

/**
 * `PUT /api/v1/user/preferences/{key}`: stores a setting; null forgets it. Writes of one setting
 * go one after another, and each outlives the page: the last change is often sent as it is left.
 */
export function putPreference(key: PreferenceKey, value: unknown): Promise<void> {
  return writes.write(key, () => api.put(`/api/v1/user/preferences/${key}`, { value }, { keepalive: true }));
}
