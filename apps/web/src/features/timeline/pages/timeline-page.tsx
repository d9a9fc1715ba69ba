import { Stack } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { PageHeader } from '@/shared/ui/page-header';
import { CompanyTimeline } from '../company-timeline';

/** `/cabinet/timeline`: everything that happened to the signed-in company, newest first. */
export function TimelinePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('timeline.title'));
  return (
    <Stack gap="lg">
      <PageHeader title={t('timeline.title')} description={t('timeline.intro')} />
      <CompanyTimeline />
    </Stack>
  );
}
