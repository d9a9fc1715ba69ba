import { useState } from 'react';
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconMessageCircleQuestion } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { REVIEW_COMMENT_MAX, type ExpertWork, type Report } from '@platform/contract';
import { apiErrorMessage } from '@/shared/api/api-error';
import { useErrorText } from '@/shared/api/use-error-text';
import { useFormatters } from '@/shared/format/use-formatters';
import { ReportView } from '@/shared/reports/report-view';
import { RevokedAlert } from '@/shared/reports/revoked-alert';
import { CountedTextField } from '@/shared/ui/kit/counted-text-field';
import { ContentLoader } from '@/shared/ui/loaders';
import { notify } from '@/shared/ui/notify';
import { SectionCard } from '@/shared/ui/section-card';
import { SomethingWentWrong } from '@/shared/ui/states';
import { useExpertReport } from '../api/get-expert-report';
import { useReviewReport } from '../api/review-report';
import { isUnderReview } from '../lib/expert-work';
import { reviewBody, type ReviewDecision } from '../lib/review';
import { RevokeReport } from './revoke-report-modal';

/** The expert ticket's report as it stands, and while it waits for review: approve it or ask for changes. */
export function ReportReviewCard({ work }: { work: ExpertWork }) {
  const { t } = useTranslation();
  const query = useExpertReport(work.id);
  const report = query.data;
  return (
    <SectionCard
      title={t('manage.review.title')}
      aside={
        <Badge variant="light" radius="sm" tt="none" size="lg" color={report?.revoked ? 'red' : undefined} data-testid="review-report-status">
          {report?.revoked ? t('passport.revoked.badge') : t(`manage.reportStatuses.${report?.status ?? work.report_status}`)}
        </Badge>
      }
      data-testid="report-review"
    >
      {query.isPending ? (
        <ContentLoader />
      ) : query.isError ? (
        <SomethingWentWrong error={query.error} onRetry={() => void query.refetch()} />
      ) : !report || report.status === 'empty' ? (
        <Text c="dimmed" fz="sm" data-testid="review-no-report">
          {t('manage.review.none')}
        </Text>
      ) : (
        <Stack gap="lg">
          <ReportMeta report={report} />
          <RevokedAlert revoked={report.revoked} />
          <ReportView report={report} />
          {isUnderReview(work) ? <ReviewActions expertTicketId={work.id} /> : null}
          {report.status === 'approved' && !report.revoked ? <RevokeReport work={work} report={report} /> : null}
        </Stack>
      )}
    </SectionCard>
  );
}

function ReportMeta({ report }: { report: Report }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <Stack gap="xs">
      <Text fz="sm" c="dimmed">
        {[
          report.expert_company.name,
          report.submitted_at
            ? t('manage.review.submitted', { date: format.dateTime(report.submitted_at) })
            : t('manage.review.lastEdit', { date: format.dateTime(report.last_edit) }),
          report.approved_at ? t('manage.review.approved', { date: format.dateTime(report.approved_at) }) : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Text>
      {report.change_request ? (
        <Alert color="yellow" variant="light" title={t('manage.review.changeRequest')} data-testid="review-change-request">
          <Text fz="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {report.change_request}
          </Text>
        </Alert>
      ) : null}
    </Stack>
  );
}

function ReviewActions({ expertTicketId }: { expertTicketId: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const review = useReviewReport(expertTicketId);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<ReviewDecision | null>(null);

  const decide = (decision: ReviewDecision) => {
    const checked = reviewBody(decision, comment);
    if (!checked.ok) {
      setError(t(checked.message.key, checked.message.params ?? {}));
      return;
    }
    setError(null);
    setPending(decision);
    review.mutate(checked.body, {
      onSuccess: () => {
        setComment('');
        notify.success(t(decision === 'approve' ? 'manage.review.approvedDone' : 'manage.review.changesDone'));
      },
      onError: (failure) => notify.error(apiErrorMessage(failure, errorText), t('manage.review.failed')),
      onSettled: () => setPending(null),
    });
  };

  return (
    <Stack gap="sm" data-testid="review-actions">
      <CountedTextField
        label={t('manage.review.comment')}
        value={comment}
        onChange={(next) => {
          setComment(next);
          setError(null);
        }}
        maxLength={REVIEW_COMMENT_MAX}
        multiline
        error={error}
      />
      <Text fz="xs" c="dimmed">
        {t('manage.review.commentHint')}
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button
          variant="light"
          color="orange"
          leftSection={<IconMessageCircleQuestion size={18} aria-hidden />}
          onClick={() => decide('request_changes')}
          loading={pending === 'request_changes'}
          disabled={pending === 'approve'}
        >
          {t('manage.review.requestChanges')}
        </Button>
        <Button
          leftSection={<IconCheck size={18} aria-hidden />}
          onClick={() => decide('approve')}
          loading={pending === 'approve'}
          disabled={pending === 'request_changes'}
        >
          {t('manage.review.approve')}
        </Button>
      </Group>
    </Stack>
  );
}
