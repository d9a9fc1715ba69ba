import { z } from 'zod';
import type { preferenceKeys } from '@platform/contract';
import { api } from './api';

export type PreferenceKey = (typeof preferenceKeys)[number];
const answerSchema = z.object({ value: z.unknown() });

/** `GET /api/v1/user/preferences/{key}`: the stored setting, or null when never saved. */
export async function getPreference(key: PreferenceKey, signal?: AbortSignal): Promise<unknown> {
  const { value } = answerSchema.parse(await api.get(`/api/v1/user/preferences/${key}`, { signal }));
  return value ?? null;
}

/** `PUT /api/v1/user/preferences/{key}`: stores a setting; null forgets it. */
export async function putPreference(key: PreferenceKey, value: unknown): Promise<void> {
  await api.put(`/api/v1/user/preferences/${key}`, { value });
}
