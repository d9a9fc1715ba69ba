import { useMemo } from 'react';
import { ActionIcon, Button, Group, Select } from '@mantine/core';
import { HoverTooltip } from '@/shared/ui/hover-tooltip';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { InternalExpert } from '@platform/contract';
import { DateField } from '@/shared/ui/kit/date-field';
import { ZoneSelect } from '@/shared/time-zone/zone-select';

export interface ScheduleHeaderProps {
  experts: InternalExpert[];
  expertId: string;
  onExpert: (id: string) => void;
  date: string;
  onDate: (date: string) => void;
  onStep: (direction: -1 | 1) => void;
  onToday: () => void;
  narrow: boolean;
  zone: string;
  onZone: (zone: string) => void;
}

/** The schedule's own toolbar: expert, week (or day on a phone) and time zone. */
export function ScheduleHeader(props: ScheduleHeaderProps) {
  const { t } = useTranslation();
  const { narrow } = props;
  const expertOptions = useMemo(() => props.experts.map((e) => ({ value: e.id, label: `${e.name} ${e.surname}` })), [props.experts]);
  const previous = narrow ? t('schedule.previousDay') : t('schedule.previousWeek');
  const next = narrow ? t('schedule.nextDay') : t('schedule.nextWeek');

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label={t('schedule.expert')}
        data={expertOptions}
        value={props.expertId}
        onChange={(value) => value && props.onExpert(value)}
        allowDeselect={false}
        searchable
        w={{ base: '100%', xs: 240 }}
        data-testid="schedule-expert"
      />
      <Group gap={6} wrap="nowrap">
        <Button variant="default" onClick={props.onToday}>
          {t('schedule.today')}
        </Button>
        <HoverTooltip label={previous}>
          <ActionIcon variant="default" size={36} onClick={() => props.onStep(-1)} aria-label={previous}>
            <IconChevronLeft size={18} aria-hidden />
          </ActionIcon>
        </HoverTooltip>
        <HoverTooltip label={next}>
          <ActionIcon variant="default" size={36} onClick={() => props.onStep(1)} aria-label={next}>
            <IconChevronRight size={18} aria-hidden />
          </ActionIcon>
        </HoverTooltip>
      </Group>
      <div style={{ width: 170 }}>
        <DateField label={t('schedule.date')} value={props.date} onChange={(value) => value && props.onDate(value)} allowPast />
      </div>
      <ZoneSelect label={t('schedule.zone')} value={props.zone} onChange={props.onZone} w={{ base: '100%', sm: 300 }} testId="schedule-zone" />
    </Group>
  );
}
