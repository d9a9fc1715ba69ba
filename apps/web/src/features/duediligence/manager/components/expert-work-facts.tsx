import type { ReactNode } from 'react';
import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { parseISO } from 'date-fns';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { ExpertWork } from '@platform/contract';
import { useFormatters } from '@/shared/format/use-formatters';
import { interestOf } from '@/shared/offers/offers';
import { ExpiredBadge, StatusBadge } from '@/shared/ui/status-step';

const reportColor = { empty: 'gray', saved: 'gray', under_review: 'yellow', approved: 'teal', cancel: 'red' } as const;
const interestColor = { interesting: 'teal', notInteresting: 'red', noAnswer: 'gray' } as const;

/** The status of an expert ticket with its expired mark. */
export function ExpertWorkStatus({ work }: { work: ExpertWork }) {
  return (
    <Group gap={6} wrap="wrap">
      <StatusBadge status={work.status} revoked={work.report_revoked_at !== null} />
      {work.expired ? <ExpiredBadge /> : null}
    </Group>
  );
}

/** The terms an expert ticket was sent with, the expert's answer and where the report stands. */
export function ExpertWorkFacts({ work }: { work: ExpertWork }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const interest = interestOf(work.interesting);
  const facts: { label: string; value: ReactNode; testId: string }[] = [
    { label: t('manage.expertWork.fee'), value: format.currency(work.fee), testId: 'work-fee' },
    { label: t('manage.expertWork.timeline'), value: work.timeline, testId: 'work-timeline' },
    { label: t('manage.expertWork.startDate'), value: format.date(parseISO(work.start_date)), testId: 'work-start' },
    { label: t('manage.expertWork.expire'), value: work.expire ? format.date(parseISO(work.expire)) : t('manage.none'), testId: 'work-expire' },
    { label: t('manage.expertWork.sent'), value: format.date(work.date), testId: 'work-sent' },
    {
      label: t('manage.expertWork.interest'),
      value: (
        <Badge variant="light" color={interestColor[interest]} radius="sm" tt="none" miw="max-content">
          {t(`manage.offers.interest.${interest}`)}
        </Badge>
      ),
      testId: 'work-interest',
    },
    {
      label: t('manage.expertWork.internalExpert'),
      value: work.internal_expert ? `${work.internal_expert.name} ${work.internal_expert.surname}` : t('manage.none'),
      testId: 'work-internal-expert',
    },
    {
      label: t('manage.expertWork.report'),
      value: (
        <Badge variant="light" color={work.report_revoked_at ? 'red' : reportColor[work.report_status]} radius="sm" tt="none" miw="max-content">
          {work.report_revoked_at ? t('passport.revoked.badge') : t(`manage.reportStatuses.${work.report_status}`)}
        </Badge>
      ),
      testId: 'work-report',
    },
  ];
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md" verticalSpacing="sm">
      {facts.map((fact) => (
        <Stack key={fact.testId} gap={2} style={{ minWidth: 0 }}>
          <Text fz="xs" c="dimmed">
            {fact.label}
          </Text>
          <Text fz="sm" fw={500} component="div" style={{ overflowWrap: 'anywhere' }} data-testid={fact.testId}>
            {fact.value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
