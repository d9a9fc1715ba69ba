import { Suspense, lazy, useSyncExternalStore } from 'react';
import { loadAllTexts } from '@/shared/i18n/i18n';
import { loadChunk } from '@/shared/lib/load-chunk';
import { reauthPrompt } from './reauth-prompt';

/**
 * The dialog's code and the contract it checks with arrive only when a call first asks for a
 * proof, so they cost the first load nothing. Code that cannot be loaded cancels the prompt: the
 * refused call then shows its message instead of waiting for a dialog that never comes.
 */
const ReauthDialog = lazy(async () => {
  try {
    const [module] = await loadChunk(() => Promise.all([import('./reauth-dialog'), loadAllTexts()]));
    return { default: module.ReauthDialog };
  } catch {
    reauthPrompt.settle(false);
    return { default: () => null };
  }
});

/** Mounted once by the app shell: shows "Confirm it's you" while a call waits for a proof. */
export function ReauthHost() {
  const open = useSyncExternalStore(reauthPrompt.subscribe, reauthPrompt.isOpen, () => false);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ReauthDialog />
    </Suspense>
  );
}
