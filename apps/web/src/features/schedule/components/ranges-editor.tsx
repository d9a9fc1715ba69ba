import { ActionIcon, Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { TimeRange } from '@platform/contract';
import { useFormatters } from '@/shared/format/use-formatters';
import { endOptions, nextRange, startOptions } from '../lib/settings-form';
import { useScheduleError } from './use-schedule-error';

type RangeErrors = { message?: string; type?: string; root?: { message?: string; type?: string } } & Partial<
  Record<number, { from?: { message?: string; type?: string }; to?: { message?: string; type?: string } }>
>;

export interface RangesEditorProps {
  /** The day's name, for the controls' labels. */
  day: string;
  value: TimeRange[];
  onChange: (ranges: TimeRange[]) => void;
  errors?: RangeErrors;
  /** Whether an empty day says "Unavailable"; an override tells it with its own switch. */
  showUnavailable?: boolean;
}

/** One day's time ranges: a from and a to on the half-hour grid each, added and removed. */
export function RangesEditor({ day, value, onChange, errors, showUnavailable = true }: RangesEditorProps) {
  const { t } = useTranslation();
  const errorText = useScheduleError();
  const format = useFormatters();
  // Stored as `HH:mm`, shown as the language writes times (as the calendar and the booking dialog do).
  const starts = startOptions.map((time) => ({ value: time, label: format.clock(time) }));
  const ends = endOptions.map((time) => ({ value: time, label: format.clock(time) }));
  const add = nextRange(value);
  const dayError = errorText(errors?.root ?? (errors?.message ? errors : undefined));
  const change = (index: number, part: keyof TimeRange, time: string) => onChange(value.map((r, i) => (i === index ? { ...r, [part]: time } : r)));

  return (
    <Stack gap={6}>
      {value.length === 0 && showUnavailable ? <Text c="dimmed">{t('schedule.form.unavailable')}</Text> : null}
      {value.map((range, index) => {
        const number = index + 1;
        return (
          <Group key={index} gap={6} wrap="nowrap" align="flex-start" data-testid="schedule-range">
            <Select
              aria-label={t('schedule.form.fromOf', { day, number })}
              data={starts}
              value={range.from}
              onChange={(time) => time && change(index, 'from', time)}
              allowDeselect={false}
              w={112}
              error={errorText(errors?.[index]?.from)}
            />
            <Text pt={6} aria-hidden>
              –
            </Text>
            <Select
              aria-label={t('schedule.form.toOf', { day, number })}
              data={ends}
              value={range.to}
              onChange={(time) => time && change(index, 'to', time)}
              allowDeselect={false}
              w={112}
              error={errorText(errors?.[index]?.to)}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size={36}
              onClick={() => onChange(value.filter((_, i) => i !== index))}
              aria-label={t('schedule.form.removeRangeOf', { day, number })}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        );
      })}
      {dayError ? (
        <Text c="red.8" fz="sm" role="alert">
          {dayError}
        </Text>
      ) : null}
      {add ? (
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => onChange([...value, add])}
          aria-label={t('schedule.form.addRangeOf', { day })}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('schedule.form.addRange')}
        </Button>
      ) : null}
    </Stack>
  );
}
