import { useEffect } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { ExpectedError, ResponseStatusError } from '@/shared/api/errors';
import { apiErrorMessage } from '@/shared/api/api-error';
import { useErrorText } from '@/shared/api/use-error-text';
import { notify } from '@/shared/ui/notify';
import { missingPage } from '@/shared/api/error-presentation';
import { SomethingWentWrong } from '@/shared/ui/states';

/** A pilot that failed to load: a missing one ('PilotId not found') says so; anything else offers to retry. */
export function PilotLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  // An unknown id answers 404, a malformed one 400: either way there is nothing to retry.
  const missing = (error instanceof ResponseStatusError && error.status === 404) || (error instanceof ExpectedError && error.status === 400);
  const text = missing ? t('pilotsStartup.view.notFound') : apiErrorMessage(error, errorText);
  useEffect(() => {
    notify.error(text, t('pilotsStartup.view.loadFailed'));
  }, [text, t]);
  return <SomethingWentWrong headingOrder={1} error={missing ? missingPage : error} onRetry={onRetry} description={text} />;
}
