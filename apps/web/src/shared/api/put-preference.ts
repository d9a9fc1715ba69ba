import { api } from './api';
import { preferenceWrites, type PreferenceKey } from './preference-writes';

/**
 * `PUT /api/v1/user/preferences/{key}`: stores a setting; null forgets it. Writes of one setting
 * go one after another, and each outlives the page: the last change is often sent as it is left.
 */
export function putPreference(key: PreferenceKey, value: unknown): Promise<void> {
  return preferenceWrites.write(key, () => api.put(`/api/v1/user/preferences/${key}`, { value }, { keepalive: true }));
}
