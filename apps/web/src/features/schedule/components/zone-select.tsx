import { useMemo, type ReactNode } from 'react';
import { Select, type StyleProp } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { runtimeZones, zoneOptions } from '../lib/zone-options';

export interface ZoneSelectProps {
  label: string;
  value: string;
  onChange: (zone: string) => void;
  error?: ReactNode;
  w?: StyleProp<number | string>;
  testId?: string;
}

/** The runtime's IANA zones labelled "GMT+05:30 Asia/Kolkata", from GMT-12:00 to GMT+14:00, searchable. */
export function ZoneSelect({ label, value, onChange, error, w, testId }: ZoneSelectProps) {
  const { t } = useTranslation();
  const options = useMemo(() => {
    const zones = runtimeZones();
    return zoneOptions(zones.includes(value) ? zones : [...zones, value], new Date()).map(({ value: zone, label: text }) => ({ value: zone, label: text }));
  }, [value]);
  return (
    <Select
      label={label}
      data={options}
      value={value}
      onChange={(next) => next && onChange(next)}
      allowDeselect={false}
      searchable
      nothingFoundMessage={t('schedule.zoneNotFound')}
      error={error}
      w={w}
      comboboxProps={{ withinPortal: true }}
      data-testid={testId}
    />
  );
}
