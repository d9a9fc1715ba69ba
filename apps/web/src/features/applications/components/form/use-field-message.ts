import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrorLike } from '../../../../shared/i18n/form-field-error';
import { applicationFieldMessage } from '../../lib/field-messages';
import type { FeedbackMethod } from '../../lib/form-values';

/** `(path, error, value) => text`: a field's error of an application form, in the interface language. */
export function useFieldMessage(method: FeedbackMethod) {
  const { t } = useTranslation();
  return useCallback(
    (path: string, error: FieldErrorLike | undefined, value: unknown): string | undefined => {
      const message = applicationFieldMessage(path, error, value, method);
      if (!message) return undefined;
      return 'text' in message ? message.text : t(message.key, message.params ?? {});
    },
    [t, method],
  );
}
export type FieldMessage = ReturnType<typeof useFieldMessage>;
