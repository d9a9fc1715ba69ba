import { useCallback, useEffect, useRef, useState } from 'react';
import { i18n } from '@/shared/i18n/i18n';
import { notify } from './notify';

/** How long a copy button says "copied" (spec part 2, section 8: copy tooltip 2 seconds). */
export const COPIED_MS = 2000;

export interface ClipboardWriter {
  writeText(text: string): Promise<void>;
}

function browserClipboard(): ClipboardWriter | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.clipboard;
}

/**
 * Copies `text`; answers whether it worked. Browsers give no clipboard to a page served over plain
 * http (and may refuse it for other reasons), so a failure tells "Connection is insecure"
 * (spec part 2, section 8) instead of letting the button look as if it copied.
 */
export async function copyToClipboard(
  text: string,
  clipboard: ClipboardWriter | undefined = browserClipboard(),
  tell: (message: string) => void = notify.error,
): Promise<boolean> {
  try {
    if (!clipboard) throw new Error('No clipboard in this context');
    await clipboard.writeText(text);
    return true;
  } catch {
    tell(i18n.t('errors.insecureConnection'));
    return false;
  }
}

/** Every copy button's state: `copied` holds for COPIED_MS after a copy that worked. */
export function useCopyToClipboard(timeout = COPIED_MS) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(
    (text: string) => {
      void copyToClipboard(text).then((done) => {
        clearTimeout(timer.current);
        setCopied(done);
        if (done) timer.current = setTimeout(() => setCopied(false), timeout);
      });
    },
    [timeout],
  );
  return { copied, copy };
}
