import { Stack } from '@mantine/core';
import { IconFileCertificate } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSharedReports } from '../../api/startup-reports';
import { InfoCard } from '../info-card';
import { ReportSummary } from './report-summary';

const ICON = { size: 20, stroke: 1.6, color: 'var(--mantine-color-brand-6)', 'aria-hidden': true } as const;

/** The due-diligence reports a startup shares, as investors and corporates see its profile; nothing when there are none. */
export function SharedReports({ startupId }: { startupId: string }) {
  const { t } = useTranslation();
  const query = useSharedReports(startupId);
  const reports = query.data ?? [];
  // A list that fails to load leaves the profile as it is: the reports are an addition to it.
  if (reports.length === 0) return null;
  return (
    <InfoCard title={t('profile.reports.title')} icon={<IconFileCertificate {...ICON} />} data-testid="card-shared-reports">
      <Stack gap="sm" role="list" aria-label={t('profile.reports.title')}>
        {reports.map((report) => (
          <ReportSummary key={report.id} report={report} />
        ))}
      </Stack>
    </InfoCard>
  );
}
