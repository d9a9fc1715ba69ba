import { Group, Input, NumberInput } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useLanguage } from '@/shared/i18n/use-language';
import { rangeError, type NumberRange } from './range';

export interface RangeFieldProps {
  label: string;
  value: NumberRange;
  onChange: (value: NumberRange) => void;
  lower: number;
  upper: number;
  /** Shown after the numbers, e.g. "%" or a currency sign. */
  suffix?: string;
  prefix?: string;
  /** Scores move in halves: such a range takes decimals. */
  allowDecimal?: boolean;
}

const toNumber = (value: string | number): number | null => (typeof value === 'number' ? value : null);

/** Two numbers, "from" and "to", checked together. */
export function RangeField({ label, value, onChange, lower, upper, suffix, prefix, allowDecimal = false }: RangeFieldProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const error = rangeError(value, { lower, upper });
  const message =
    error === 'maxLessThanMin' ? t('validation.maxLessThanMin') : error === 'outOfBounds' ? t('validation.outOfBounds', { lower, upper }) : undefined;
  const common = {
    min: lower,
    max: upper,
    suffix,
    prefix,
    thousandSeparator: language === 'ru' ? '\u00a0' : ',',
    allowDecimal,
    decimalSeparator: allowDecimal && language === 'ru' ? ',' : '.',
    clampBehavior: 'none' as const,
  };
  return (
    <Input.Wrapper label={label} error={message}>
      <Group grow gap="sm" mt={4} wrap="nowrap">
        <NumberInput
          {...common}
          aria-label={`${label}: ${t('common.from')}`}
          placeholder={t('common.from')}
          value={value.min ?? ''}
          onChange={(next) => onChange({ ...value, min: toNumber(next) })}
          error={Boolean(message)}
        />
        <NumberInput
          {...common}
          aria-label={`${label}: ${t('common.to')}`}
          placeholder={t('common.to')}
          value={value.max ?? ''}
          onChange={(next) => onChange({ ...value, max: toNumber(next) })}
          error={Boolean(message)}
        />
      </Group>
    </Input.Wrapper>
  );
}
