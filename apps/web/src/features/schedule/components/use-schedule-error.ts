import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { scheduleErrorKey } from '../lib/settings-form';

/** A field error of the settings form in the interface language; unknown server texts are shown as they are. */
export function useScheduleError() {
  const { t } = useTranslation();
  return useCallback(
    (error: { message?: string; type?: string | number } | undefined): string | undefined => {
      if (!error?.message) return undefined;
      if (error.type === 'invalid_format' || error.message === 'date_out_of_range') return t('schedule.errors.dateRequired');
      const key = scheduleErrorKey(error.message);
      return key ? t(`schedule.errors.${key}`) : error.message;
    },
    [t],
  );
}
