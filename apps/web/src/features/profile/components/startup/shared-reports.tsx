import { useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { IconFileCertificate, IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { SharedReport } from '@platform/contract';
import { useErrorText } from '@/shared/api/use-error-text';
import { saveFile } from '@/shared/files/open-file';
import { notify } from '@/shared/ui/notify';
import { sharedReportPdfPath, useSharedReports } from '@/features/profile/api/get-shared-reports';
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
          <ReportSummary key={report.id} report={report} action={<DownloadReport startupId={startupId} report={report} />} />
        ))}
      </Stack>
    </InfoCard>
  );
}

/** The report's stored PDF: fetched with the session's token and saved, as the client's own download is. */
function DownloadReport({ startupId, report }: { startupId: string; report: SharedReport }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [saving, setSaving] = useState(false);
  const download = () => {
    setSaving(true);
    saveFile(sharedReportPdfPath(startupId, report.id), `report-${report.approved_at.slice(0, 10)}.pdf`)
      .catch((failure: unknown) => notify.error(errorText(failure), t('files.downloadFailed')))
      .finally(() => setSaving(false));
  };
  return (
    <Button
      variant="light"
      size="compact-sm"
      leftSection={<IconFileTypePdf size={16} aria-hidden />}
      onClick={download}
      loading={saving}
      aria-label={t('profile.reports.downloadOf', { company: report.expert_company })}
      data-testid="profile-report-download"
    >
      {t('profile.reports.download')}
    </Button>
  );
}
