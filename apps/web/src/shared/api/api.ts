import { createApiClient } from './client';
import { reauthPrompt } from '@/shared/session/reauth-prompt';
import { tokenStore } from '@/shared/session/token-store';
import { currentLanguage } from '@/shared/i18n/i18n';

/** The app's one API client: stored token, renewed from answers, the interface language, and the "Confirm it's you" prompt. */
export const api = createApiClient({
  getToken: tokenStore.get,
  setToken: tokenStore.set,
  getLanguage: currentLanguage,
  confirmIdentity: reauthPrompt.ask,
});
