import { useCallback } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { SERVER_ERROR_TYPE } from '@/shared/i18n/form-field-error';
import { useContractFieldText } from '@/shared/i18n/contract-text';

/** A field error of the settings form in the interface language (the contract's texts by its table); a server's text as it came. */
export function useScheduleError() {
  const { t } = useTranslation();
  const contractText = useContractFieldText();
  return useCallback(
    (error: { message?: string; type?: string | number } | undefined): string | undefined => {
      if (!error?.message) return undefined;
      if (error.type === SERVER_ERROR_TYPE) return error.message;
      if (error.type === 'invalid_format' || error.message === 'date_out_of_range') return t('schedule.errors.dateRequired');
      return contractText(error.message);
    },
    [t, contractText],
  );
}
