import 'dayjs/locale/ru';
import '@mantine/dates/styles.css';
import { useState, type ReactNode } from 'react';
import { DateInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { format } from 'date-fns';
import { useTranslation } from '@/shared/i18n/use-translation';
import { DOTTED_DATE_FORMAT, parseDottedDate } from '@/shared/format/date';
import { useLanguage } from '@/shared/i18n/use-language';
import { dottedDateError, type DateRuleError } from './date-rules';

export interface DateFieldProps {
  label: string;
  /** `yyyy-MM-dd`, or null when empty. */
  value: string | null;
  onChange: (value: string | null) => void;
  allowPast?: boolean;
  required?: boolean;
  /** A form's own error for the field, shown when the typed text itself is fine. */
  error?: ReactNode;
  onBlur?: () => void;
}

const ISO_DAY = 'yyyy-MM-dd';

/** A `dd.MM.yyyy` date typed or picked from a calendar; typed text is checked when leaving the field. */
export function DateField({ label, value, onChange, allowPast = false, required = true, error, onBlur }: DateFieldProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [ruleError, setRuleError] = useState<DateRuleError | null>(null);
  const messages: Record<DateRuleError, string> = {
    required: t('validation.required'),
    format: t('validation.dateFormat', { format: DOTTED_DATE_FORMAT }),
    incorrect: t('validation.dateIncorrect'),
    past: t('validation.datePast'),
  };

  return (
    <DateInput
      label={label}
      value={value}
      locale={language}
      valueFormat="DD.MM.YYYY"
      placeholder={DOTTED_DATE_FORMAT.toLowerCase()}
      minDate={allowPast ? undefined : format(new Date(), ISO_DAY)}
      firstDayOfWeek={1}
      fixOnBlur={false}
      clearable={!required}
      required={required}
      leftSection={<IconCalendar size={18} aria-hidden />}
      dateParser={(text) => {
        const date = parseDottedDate(text);
        return date ? format(date, ISO_DAY) : null;
      }}
      onChange={(next) => {
        setRuleError(null);
        onChange(next);
      }}
      onBlur={(event) => {
        setRuleError(dottedDateError(event.currentTarget.value, { now: new Date(), allowPast, required }));
        onBlur?.();
      }}
      error={ruleError ? messages[ruleError] : error}
    />
  );
}
