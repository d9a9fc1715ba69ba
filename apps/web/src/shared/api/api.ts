import { createApiClient } from './client';
import { tokenStore } from '@/shared/session/token-store';
import { currentLanguage } from '@/shared/i18n/i18n';

/** The app's one API client: stored token, renewed from answers, and the interface language. */
export const api = createApiClient({
  getToken: tokenStore.get,
  setToken: tokenStore.set,
  getLanguage: currentLanguage,
});
