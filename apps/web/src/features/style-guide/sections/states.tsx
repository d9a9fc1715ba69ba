import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { NoResults, PageNotFound, SomethingWentWrong, UnderConstruction } from '@/shared/ui/states';
import { ContentLoader } from '@/shared/ui/loaders';
import { notify } from '@/shared/ui/notify';
import { DemoBlock } from './demo-block';

export function StatesDemo() {
  const { t } = useTranslation();
  const retried = () => notify.info(t('demo.states.retried'));
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <DemoBlock title={t('demo.states.noResults')}>
          <NoResults onRetry={retried} />
        </DemoBlock>
        <DemoBlock title={t('demo.states.wentWrong')}>
          <SomethingWentWrong onRetry={retried} />
        </DemoBlock>
        <DemoBlock title={t('demo.states.underConstruction')}>
          <UnderConstruction />
        </DemoBlock>
        <DemoBlock title={t('demo.states.loading')}>
          <ContentLoader />
        </DemoBlock>
      </SimpleGrid>
      <DemoBlock title={t('demo.states.notFound')}>
        <PageNotFound framed headingOrder={2} />
      </DemoBlock>
    </Stack>
  );
}
