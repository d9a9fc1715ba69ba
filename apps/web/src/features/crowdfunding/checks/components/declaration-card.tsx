import { Alert, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconX } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { Classification } from '@platform/contract';
import { useFormatters } from '@/shared/format/use-formatters';
import { SectionCard } from '@/shared/ui/section-card';
import { figureNames } from '../lib/declaration-form';
import { CriteriaList } from './criteria-list';
import { EvidenceFiles } from './evidence-files';
import { ReviewBadge } from './review-badge';

/** The backer's latest declaration: its figures and evidence, the class they yield and why, and the managers' review. */
export function DeclarationCard({ classification: c }: { classification: Classification }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <SectionCard
      title={t('investorChecks.declaration.title')}
      description={t('investorChecks.declaration.declaredAt', { date: format.date(c.declared_at) })}
      aside={<ReviewBadge classification={c} />}
      data-testid="declaration"
    >
      {c.expired ? (
        <Alert color="orange" icon={<IconAlertTriangle size={18} aria-hidden />} data-testid="declaration-expired">
          {t('investorChecks.declaration.expiredText', { date: format.date(c.expires_at) })}
        </Alert>
      ) : null}
      {c.review === 'rejected' ? (
        <Alert color="red" icon={<IconX size={18} aria-hidden />} title={t('investorChecks.declaration.rejectedTitle')} data-testid="declaration-rejected">
          <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {c.review_reason ?? t('investorChecks.declaration.noReason')}
          </Text>
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {figureNames.map((name) => (
          <Stack key={name} gap={0}>
            <Text fz="sm" c="dimmed">
              {t(`investorChecks.figures.${name}`)}
            </Text>
            <Text fw={600} data-testid={`declared-${name}`}>
              {format.currency(c[name])}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      {c.regime === 'reg_cf' ? (
        <Text fz="sm">{t(c.accredited ? 'investorChecks.declaration.accreditedYes' : 'investorChecks.declaration.accreditedNo')}</Text>
      ) : null}
      <Stack gap={4}>
        <Text fw={600}>{t('investorChecks.declaration.class', { class: t(`investorChecks.classes.${c.class}`) })}</Text>
        <Text fz="sm" c="dimmed" data-testid="effective-class">
          {c.effective_class
            ? t('investorChecks.declaration.effective', { class: t(`investorChecks.classes.${c.effective_class}`) })
            : t('investorChecks.declaration.noEffective')}
        </Text>
        <CriteriaList criteria={c.criteria} />
      </Stack>
      <Stack gap={4}>
        <Text fw={600}>{t('investorChecks.declaration.evidence')}</Text>
        <EvidenceFiles files={c.evidence} />
      </Stack>
      <Text fz="sm" c="dimmed">
        {c.reviewed_at ? `${t('investorChecks.declaration.reviewedAt', { date: format.date(c.reviewed_at) })} · ` : ''}
        {t(c.expired ? 'investorChecks.declaration.expiredAt' : 'investorChecks.declaration.expiresAt', { date: format.date(c.expires_at) })}
      </Text>
    </SectionCard>
  );
}
