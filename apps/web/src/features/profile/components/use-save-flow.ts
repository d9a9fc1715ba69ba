import { useRef, useState } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { apiErrorMessage, serverFieldErrors } from '@/shared/api/api-error';
import { applyFieldErrors, splitFileErrors } from '@/shared/api/apply-field-errors';
import { useErrorText } from '@/shared/api/use-error-text';
import { uploadDrafts, type AttachValues, type FileFields } from '@/shared/files/upload-drafts';
import { notify } from '@/shared/ui/notify';

export interface SaveStep<K extends string, T extends FieldValues> {
  files: FileFields<K>;
  send: (files: AttachValues<K>) => Promise<unknown>;
  /** The form a refused save's field texts go on: it has a field for each path of the body but its files. */
  setError: UseFormSetError<T>;
  /** The body's paths of the file pickers, each with its picker; their texts go to `onFileErrors`. */
  filePaths: Partial<Record<string, K>>;
  onFileErrors: (texts: Partial<Record<K, string>>) => void;
  /** Called with the refused paths once their texts are placed (a tabbed dialog opens the first itself). */
  onRefused?: (paths: string[]) => void;
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

  async function run<K extends string, T extends FieldValues>(step: SaveStep<K, T>): Promise<boolean> {
    const { files, send, setError, filePaths, onFileErrors, onRefused } = step;
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
        const fields = serverFieldErrors(failure);
        const split = splitFileErrors(fields, filePaths);
        onFileErrors(split.files);
        applyFieldErrors(setError, split.rest, 'every', '', onRefused === undefined);
        onRefused?.(Object.keys(fields));
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
