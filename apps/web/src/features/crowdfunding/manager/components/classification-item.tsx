import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { ClassificationQueueItem } from '@platform/contract';
import { useFormatters } from '@/shared/format/use-formatters';
import { EvidenceFiles } from '@/features/crowdfunding/checks/components/evidence-files';
import { ReviewBadge } from '@/features/crowdfunding/checks/components/review-badge';
import { figureNames } from '@/features/crowdfunding/checks/lib/declaration-form';
import { isDecidable } from '../lib/classification-queue-params';

type Props = {
  item: ClassificationQueueItem;
  /** Verify and Reject, shown only where `isDecidable` says a decision is due. */
  onVerify: () => void;
  onReject: () => void;
  verifying: boolean;
};

/** One declaration as a manager reviews it: the company, its figures, the class they yield, the evidence and the review. */
export function ClassificationItem({ item, onVerify, onReject, verifying }: Props) {
  const { t } = useTranslation();
  const format = useFormatters();
  const decidable = isDecidable(item);
  return (
    <Paper withBorder radius="md" p="md" role="listitem" data-testid="classification" data-classification-id={item.id}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2} style={{ minWidth: 0, flex: '1 1 240px' }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {item.company.name}{' '}
              <Text span fz="sm" c="dimmed" fw={400}>
                {t(`roles.${item.company.role}`)}
              </Text>
            </Text>
            <Text fz="xs" c="dimmed">
              {t('manageClassifications.declaredAt', { date: format.dateTime(item.declared_at) })} · {t(`investorChecks.regimes.${item.regime}.name`)}
            </Text>
          </Stack>
          <Group gap="xs">
            {item.superseded ? (
              <Badge color="gray" variant="outline">
                {t('manageClassifications.superseded')}
              </Badge>
            ) : null}
            <ReviewBadge classification={item} />
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
          {figureNames.map((name) => (
            <Text key={name} fz="sm">
              <Text span c="dimmed" fz="sm">
                {t(`investorChecks.figures.${name}`)}:
              </Text>{' '}
              {format.currency(item[name])}
            </Text>
          ))}
        </SimpleGrid>
        <Text fz="sm">
          {t('investorChecks.declaration.class', { class: t(`investorChecks.classes.${item.class}`) })}
          {item.regime === 'reg_cf' ? ` · ${t(item.accredited ? 'investorChecks.declaration.accreditedYes' : 'investorChecks.declaration.accreditedNo')}` : ''}
        </Text>
        {item.review === 'rejected' && item.review_reason ? (
          <Text fz="sm" c="red" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {t('manageClassifications.reason', { reason: item.review_reason })}
          </Text>
        ) : null}
        <EvidenceFiles files={item.evidence} density="sm" />
        {decidable ? (
          <Group gap="xs" justify="flex-end">
            <Button
              size="compact-sm"
              leftSection={<IconCheck size={16} aria-hidden />}
              loading={verifying}
              onClick={onVerify}
              aria-label={t('manageClassifications.verify.openFor', { name: item.company.name })}
            >
              {t('manageClassifications.verify.open')}
            </Button>
            <Button
              size="compact-sm"
              variant="light"
              color="red"
              leftSection={<IconX size={16} aria-hidden />}
              onClick={onReject}
              disabled={verifying}
              aria-label={t('manageClassifications.reject.openFor', { name: item.company.name })}
            >
              {t('manageClassifications.reject.open')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
