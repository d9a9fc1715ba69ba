import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconClockHour4, IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { Report } from '@platform/contract';
import { useErrorText } from '@/shared/api/use-error-text';
import { saveFile } from '@/shared/files/open-file';
import { useFormatters } from '@/shared/format/use-formatters';
import { ReportFingerprint } from '@/shared/reports/report-fingerprint';
import { ReportView } from '@/shared/reports/report-view';
import { RevokedAlert } from '@/shared/reports/revoked-alert';
import { ContentLoader } from '@/shared/ui/loaders';
import { notify } from '@/shared/ui/notify';
import { GoToRoute } from '@/shared/ui/kit/go-to-route';
import { SectionCard } from '@/shared/ui/section-card';
import { StateBlock } from '@/shared/ui/state-block';
import { SomethingWentWrong } from '@/shared/ui/states';
import { reportPdfPath, useReport } from '@/features/applications/api/get-report';
import { applicationKeys, type TicketSide } from '@/features/applications/api/keys';
import { reportFileName } from '@/features/applications/lib/report';

export interface ReportTabProps {
  side: TicketSide;
  ticketId: string;
  /** The report's own page, linked from the tab (not from the page itself). */
  pageLink?: string;
}

/** The report tab of a due-diligence application: the approved report and its PDF, or a note until the platform approves it. */
export function ReportTab({ side, ticketId, pageLink }: ReportTabProps) {
  const { t } = useTranslation();
  const query = useReport(side, ticketId);
  if (query.isPending) return <ContentLoader />;
  if (query.isError) return <SomethingWentWrong error={query.error} onRetry={() => void query.refetch()} />;
  const report = query.data;
  if (!report) {
    return (
      <StateBlock
        icon={<IconClockHour4 size={36} stroke={1.6} />}
        color="gray"
        title={t('applications.clientReport.pendingTitle')}
        description={t('applications.clientReport.pendingText')}
        data-testid="report-pending"
      />
    );
  }
  return <ApprovedReport report={report} side={side} ticketId={ticketId} pageLink={pageLink} />;
}

function ApprovedReport({ report, side, ticketId, pageLink }: { report: Report } & ReportTabProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  // The PDF needs the session's token: it is fetched as bytes and saved, never opened as a bare link.
  const download = () => {
    setSaving(true);
    saveFile(reportPdfPath(side, ticketId), reportFileName(report))
      // A report approved before versions were kept gets its first on this download: its fingerprint shows then.
      .then(() => (report.pdf ? undefined : queryClient.invalidateQueries({ queryKey: applicationKeys.report(side, ticketId) })))
      .catch((failure: unknown) => notify.error(errorText(failure), t('files.downloadFailed')))
      .finally(() => setSaving(false));
  };
  return (
    <SectionCard
      padding="xl"
      title={t('applications.clientReport.title')}
      description={t('applications.clientReport.byline', {
        company: report.expert_company.name,
        date: report.approved_at ? format.date(report.approved_at) : '',
      })}
      aside={pageLink ? <GoToRoute direction="forward" to={pageLink} label={t('applications.clientReport.openPage')} /> : undefined}
      data-testid="client-report"
    >
      <Stack gap="lg">
        <Group align="flex-start" gap="lg">
          <Button variant="light" leftSection={<IconFileTypePdf size={18} aria-hidden />} onClick={download} loading={saving}>
            {t('applications.clientReport.pdf')}
          </Button>
          <ReportFingerprint pdf={report.pdf} />
        </Group>
        <RevokedAlert revoked={report.revoked} />
        <ReportView report={report} />
        <Text fz="xs" c="dimmed">
          {t('applications.clientReport.note')}
        </Text>
      </Stack>
    </SectionCard>
  );
}
