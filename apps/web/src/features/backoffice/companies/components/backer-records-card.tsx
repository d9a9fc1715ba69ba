import { Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { BackerRecordsExport } from '@/shared/backer-records/export-buttons';
import { SectionCard } from '@/shared/ui/section-card';

/** A backer company's record of its checks, for the managers to export (issue on backers' checks, item 8). */
export function BackerRecordsCard({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('backerRecords.title')} data-testid="company-backer-records">
      <Text fz="sm" c="dimmed">
        {t('backerRecords.companyText')}
      </Text>
      <BackerRecordsExport scope={{ company_id: companyId }} />
    </SectionCard>
  );
}
