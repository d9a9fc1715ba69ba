import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, serverFieldErrors } from '../../../shared/api/api-error';
import { useErrorText } from '../../../shared/api/use-error-text';
import { uploadDrafts, type AttachValues, type FileFields } from '../../../shared/files/upload-drafts';
import { notify } from '../../../shared/ui/notify';

export interface SaveStep<K extends string> {
  files: FileFields<K>;
  send: (files: AttachValues<K>) => Promise<unknown>;
  /** Puts the server's field texts on the form; called when a save is refused. */
  onFieldErrors: (fields: Record<string, string>) => void;
}

/**
 * The save of a profile dialog (spec part 1, section 4): new files are uploaded first and any
 * failed upload stops the save with a notice; a refused save keeps the dialog open with the
 * server's message and its field texts. Answers whether the save went through.
 */
export function useSaveFlow() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const uploaded = useRef(new WeakMap<File, string>());

  async function run<K extends string>({ files, send, onFieldErrors }: SaveStep<K>): Promise<boolean> {
    setBusy(true);
    try {
      let attached: AttachValues<K>;
      try {
        attached = await uploadDrafts(files, uploaded.current);
      } catch (failure) {
        notify.error(apiErrorMessage(failure, errorText), t('files.uploadFailed'));
        return false;
      }
      try {
        await send(attached);
      } catch (failure) {
        onFieldErrors(serverFieldErrors(failure));
        notify.error(apiErrorMessage(failure, errorText), t('profile.edit.saveFailed'));
        return false;
      }
      notify.success(t('profile.edit.saved'));
      return true;
    } finally {
      setBusy(false);
    }
  }

  return { busy, run };
}
