import { useEffect, useId, useState } from 'react';
import { Chip, Group, Stack, Text, Title } from '@mantine/core';
import { IconScale } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { classificationReviews, type ClassificationReview } from '@platform/contract';
import { apiErrorMessage } from '@/shared/api/api-error';
import { useErrorText } from '@/shared/api/use-error-text';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { ContentLoader } from '@/shared/ui/loaders';
import { notify } from '@/shared/ui/notify';
import { Pager } from '@/shared/ui/pager';
import { StateBlock } from '@/shared/ui/state-block';
import { SomethingWentWrong } from '@/shared/ui/states';
import { useClassificationQueue } from '../api/get-classifications';
import { useReviewClassification } from '../api/review-classification';
import { ClassificationItem } from '../components/classification-item';
import { ClassificationRejectModal } from '../components/classification-reject-modal';
import { classificationQueueToSearch, readClassificationQueue, type ClassificationQueueParams } from '../lib/classification-queue-params';
import { pageCount } from '../lib/round-queue-params';

/** `/manage/classifications`: backers' declarations of their figures by review, the waiting ones to verify or reject. */
export function ManageClassificationsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('manageClassifications.title'));
  const labelId = useId();
  const errorText = useErrorText();
  const [params, setParams] = useSearchParams();
  const state = readClassificationQueue(params);
  const apply = (next: ClassificationQueueParams) => setParams(classificationQueueToSearch(next));
  const query = useClassificationQueue(state);
  const review = useReviewClassification();
  const [rejecting, setRejecting] = useState<{ id: string; name: string } | null>(null);
  const [verifying, setVerifying] = useState<string | null>(null);
  const data = query.data;
  const pages = data ? pageCount(data.total) : 1;
  // A page past the end (declarations reviewed since the link was made) shows the last one instead.
  const beyond = data !== undefined && !query.isPlaceholderData && state.page > pages;
  useEffect(() => {
    if (beyond) apply({ ...state, page: pages });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the page falls beyond the end
  }, [beyond]);
  const verify = async (id: string, name: string) => {
    setVerifying(id);
    try {
      await review.mutateAsync({ id, decision: { decision: 'verified' } });
      notify.success(t('manageClassifications.verify.done', { name }));
    } catch (failure) {
      notify.error(apiErrorMessage(failure, errorText), t('manageClassifications.failed'));
    } finally {
      setVerifying(null);
    }
  };
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {t('manageClassifications.title')}
      </Title>
      <Stack gap={6}>
        <Text fz="sm" fw={500} id={labelId}>
          {t('manageClassifications.filter')}
        </Text>
        <Chip.Group multiple={false} value={state.review} onChange={(value) => apply({ review: value as ClassificationReview, page: 1 })}>
          <Group gap="xs" role="radiogroup" aria-labelledby={labelId}>
            {classificationReviews.map((item) => (
              <Chip key={item} value={item} name={labelId} variant="outline" radius="sm">
                {t(`investorChecks.review.${item}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Stack>
      <Text c="dimmed" data-testid="classifications-total">
        {data ? t('manageClassifications.total', { count: data.total }) : '\u00a0'}
      </Text>
      {query.isPending ? (
        <ContentLoader />
      ) : query.isError && !data ? (
        <SomethingWentWrong error={query.error} onRetry={() => void query.refetch()} />
      ) : !data || data.classifications.length === 0 ? (
        <StateBlock
          icon={<IconScale size={36} stroke={1.6} />}
          color="gray"
          title={t('manageClassifications.empty.title')}
          description={t('manageClassifications.empty.text')}
          data-testid="classifications-empty"
        />
      ) : (
        <Stack gap="md" style={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }} aria-busy={query.isPlaceholderData}>
          <Stack gap="sm" role="list" aria-label={t('manageClassifications.list')}>
            {data.classifications.map((item) => (
              <ClassificationItem
                key={item.id}
                item={item}
                verifying={verifying === item.id}
                onVerify={() => void verify(item.id, item.company.name)}
                onReject={() => setRejecting({ id: item.id, name: item.company.name })}
              />
            ))}
          </Stack>
          <Pager page={Math.min(state.page, pages)} pages={pages} onChange={(page) => apply({ ...state, page })} />
        </Stack>
      )}
      <ClassificationRejectModal target={rejecting} review={review} onClose={() => setRejecting(null)} />
    </Stack>
  );
}
