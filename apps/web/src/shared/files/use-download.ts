import { useState } from 'react';
import { useErrorText } from '@/shared/api/use-error-text';
import { notify } from '@/shared/ui/notify';

/**
 * A button row that saves files: which file (by `key`) is on its way, for its button's loader,
 * and a refusal told in a notification under `failedTitle`.
 */
export function useDownload(failedTitle: string) {
  const errorText = useErrorText();
  const [busy, setBusy] = useState<string | null>(null);
  const save = async (key: string, download: () => Promise<void>) => {
    setBusy(key);
    try {
      await download();
    } catch (failure) {
      notify.error(errorText(failure), failedTitle);
    } finally {
      setBusy(null);
    }
  };
  return { save, busyOn: (key: string) => busy === key };
}
