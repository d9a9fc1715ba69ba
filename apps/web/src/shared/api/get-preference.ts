import { z } from 'zod';
import { api } from './api';
import { preferenceWrites, type PreferenceKey } from './preference-writes';

const answerSchema = z.object({ value: z.unknown() });

/**
 * `GET /api/v1/user/preferences/{key}`: the stored setting, or null when never saved. A write of
 * the same setting still on its way is waited for: a list left and opened again at once would
 * otherwise read the value from before the change it just sent.
 */
export async function getPreference(key: PreferenceKey, signal?: AbortSignal): Promise<unknown> {
  await preferenceWrites.settled(key);
  const { value } = answerSchema.parse(await api.get(`/api/v1/user/preferences/${key}`, { signal }));
  return value ?? null;
}
