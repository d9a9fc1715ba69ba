import { useCallback } from 'react';
import type { Language } from '@platform/contract';
import { setLanguage } from '@/shared/i18n/i18n';
import { useLanguage } from '@/shared/i18n/use-language';
import { useErrorText } from '@/shared/api/use-error-text';
import { notify } from '@/shared/ui/notify';
import { useSession } from './session-context';
import { useUpdateLanguage } from './api/update-language';
import { noteSignedOutChoice } from './sign-in-language';

/**
 * Switches the interface language at once, keeps it on this device and, when signed in, on the
 * account too. The header switch and the settings screen both choose through this.
 */
export function useChooseLanguage(options: { onSaved?: (language: Language) => void } = {}) {
  const current = useLanguage();
  const { state } = useSession();
  const updateLanguage = useUpdateLanguage();
  const errorText = useErrorText();
  const { onSaved } = options;
  const { mutate } = updateLanguage;
  const signedIn = state.status === 'loggedIn';
  const signedOut = state.status === 'unLoggedIn';

  const choose = useCallback(
    (language: Language) => {
      if (language === current) return;
      const switched = setLanguage(language, { persist: true });
      if (signedOut) noteSignedOutChoice();
      if (!signedIn) return;
      // Saved at once, in parallel with loading the language; the notice waits for both.
      mutate(language, {
        onSuccess: () => void switched.then(() => onSaved?.(language)),
        onError: (error) => notify.error(errorText(error)),
      });
    },
    [current, signedIn, signedOut, mutate, onSaved, errorText],
  );
  return { current, choose };
}
