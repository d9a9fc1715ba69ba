import { Stack, Switch, Text } from '@mantine/core';
import { IconFileCertificate } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useErrorText } from '@/shared/api/use-error-text';
import { notify } from '@/shared/ui/notify';
import type { OwnReport } from '@/features/profile/api/get-own-reports';
import { useShareReport } from '@/features/profile/api/share-report';
import { InfoCard } from '../info-card';
import { ReportSummary } from './report-summary';

const ICON = { size: 20, stroke: 1.6, color: 'var(--mantine-color-brand-6)', 'aria-hidden': true } as const;

/** The startup's approved due-diligence reports, each shared on its profile or withdrawn with a switch. */
export function OwnReports({ reports }: { reports: OwnReport[] }) {
  const { t } = useTranslation();
  if (reports.length === 0) return null;
  return (
    <InfoCard title={t('profile.reports.title')} icon={<IconFileCertificate {...ICON} />} data-testid="card-reports">
      <Text fz="sm" c="dimmed">
        {t('profile.reports.ownHint')}
      </Text>
      <Stack gap="sm" role="list" aria-label={t('profile.reports.title')}>
        {reports.map((report) => (
          <ReportSummary key={report.id} report={report} action={<ShareSwitch report={report} />} />
        ))}
      </Stack>
    </InfoCard>
  );
}

function ShareSwitch({ report }: { report: OwnReport }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const share = useShareReport();
  const toggle = (shared: boolean) =>
    share.mutate(
      { id: report.id, shared },
      {
        onSuccess: () => notify.success(shared ? t('profile.reports.sharedDone') : t('profile.reports.withdrawnDone')),
        onError: (error) => notify.error(errorText(error), t('profile.reports.shareFailed')),
      },
    );
  return (
    <Switch
      checked={share.isPending ? Boolean(share.variables?.shared) : report.shared}
      onChange={(event) => toggle(event.currentTarget.checked)}
      // A revoked approval can no longer be shown on the profile.
      disabled={share.isPending || report.revoked !== null}
      label={t('profile.reports.share')}
      data-testid="report-share"
    />
  );
}
