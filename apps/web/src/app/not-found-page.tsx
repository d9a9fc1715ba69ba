import { Center } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { PageNotFound } from '@/shared/ui/states';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';

export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('states.error.notFound.title'));
  return (
    <Center mih="50dvh">
      <PageNotFound />
    </Center>
  );
}
