import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { accountFieldRules, fieldErrorMessage, type AccountField, type FieldErrorLike } from './field-error-text';

/** `(field, error, value) => text` for the account forms, in the interface language. */
export function useFieldError() {
  const { t } = useTranslation();
  return useCallback(
    (field: AccountField, error: FieldErrorLike | undefined, value: unknown): string | undefined => {
      const message = fieldErrorMessage(accountFieldRules[field], error, value);
      if (!message) return undefined;
      return 'text' in message ? message.text : t(message.key, message.params ?? {});
    },
    [t],
  );
}
