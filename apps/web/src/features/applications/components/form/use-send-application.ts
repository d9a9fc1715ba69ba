import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { ClientTicketType } from '@platform/contract';
import { apiErrorCode, apiErrorMessage, serverFieldErrors } from '@/shared/api/api-error';
import { useErrorText } from '@/shared/api/use-error-text';
import { uploadDrafts, type FileFields } from '@/shared/files/upload-drafts';
import { paths } from '@/shared/paths';
import { useSession } from '@/shared/session/session-context';
import { notify } from '@/shared/ui/notify';
import { useFileApplication } from '@/features/applications/api/file-application';
import { formKindOf } from '@/features/applications/lib/form-kinds';
import { applicationBody, filesToUpload, type ApplicationFormValues } from '@/features/applications/lib/form-values';

/**
 * Sends a form (spec part 2, section 5): the picked files are uploaded first and any failed
 * upload stops with a notice; then the form is filed and the user goes to the applications
 * list. A refusal puts the server's texts on the fields; a startup that lost its full score
 * goes to the list with the notice.
 */
export function useSendApplication(type: ClientTicketType, onFieldErrors: (fields: Record<string, string>) => void) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const { reloadUser } = useSession();
  const file = useFileApplication(type);
  const [busy, setBusy] = useState(false);
  // A file sent by an earlier, refused attempt is attached again, not uploaded twice.
  const uploaded = useRef(new WeakMap<File, string>());

  async function send(values: ApplicationFormValues): Promise<void> {
    const kind = formKindOf(type);
    setBusy(true);
    try {
      const fields: FileFields<string> = {};
      filesToUpload(kind, values).forEach(({ field, file: picked, purpose }, index) => {
        fields[`${field}.${index}`] = { draft: { kind: 'new', file: picked }, purpose };
      });
      try {
        await uploadDrafts(fields, uploaded.current);
      } catch (failure) {
        notify.error(apiErrorMessage(failure, errorText), t('files.uploadFailed'));
        return;
      }
      const body = applicationBody(kind, values, (picked) => uploaded.current.get(picked)!);
      try {
        await file.mutateAsync(body);
      } catch (failure) {
        if (apiErrorCode(failure) === 'score_not_full') {
          notify.warning(t('app.scoreNotFullNotice'));
          await reloadUser();
          navigate(paths.cabinet.applications.list());
          return;
        }
        onFieldErrors(serverFieldErrors(failure));
        notify.error(apiErrorMessage(failure, errorText), t('applications.form.failed'));
        return;
      }
      notify.success(t('applications.form.sent'));
      navigate(paths.cabinet.applications.list());
    } finally {
      setBusy(false);
    }
  }

  return { busy, send };
}
