import { useMemo, type ReactNode } from 'react';
import { Select, type StyleProp } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { runtimeZones, zoneOptions } from './zone-options';

export interface ZoneSelectProps {
  label: string;
  /** Null shows the placeholder: no zone chosen yet. */
  value: string | null;
  onChange: (zone: string) => void;
  placeholder?: string;
  description?: ReactNode;
  disabled?: boolean;
  error?: ReactNode;
  w?: StyleProp<number | string>;
  testId?: string;
}

/** The runtime's IANA zones labelled "GMT+05:30 Asia/Kolkata", from GMT-12:00 to GMT+14:00, searchable. */
export function ZoneSelect({ label, value, onChange, placeholder, description, disabled, error, w, testId }: ZoneSelectProps) {
  const { t } = useTranslation();
  const options = useMemo(() => {
    const zones = runtimeZones();
    return zoneOptions(value === null || zones.includes(value) ? zones : [...zones, value], new Date()).map(({ value: zone, label: text }) => ({
      value: zone,
      label: text,
    }));
  }, [value]);
  return (
    <Select
      label={label}
      data={options}
      value={value}
      placeholder={placeholder}
      description={description}
      disabled={disabled}
      onChange={(next) => next && onChange(next)}
      allowDeselect={false}
      searchable
      nothingFoundMessage={t('common.zoneNotFound')}
      error={error}
      w={w}
      comboboxProps={{ withinPortal: true }}
      data-testid={testId}
    />
  );
}
