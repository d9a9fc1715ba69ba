import { Center, Loader } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';

/** The whole screen while the session is not known yet. */
export function FullPageLoader() {
  const { t } = useTranslation();
  return (
    <Center h="100dvh" role="status" aria-live="polite" aria-label={t('common.loading')} data-testid="full-page-loader">
      <Loader size="lg" />
    </Center>
  );
}

/** Over the screen while a dialog's code arrives: edit dialogs load when first opened. */
export function DialogLoader() {
  const { t } = useTranslation();
  return (
    <Center pos="fixed" style={{ inset: 0, zIndex: 300, background: 'rgba(0, 0, 0, 0.25)' }} role="status" aria-label={t('common.loading')}>
      <Loader />
    </Center>
  );
}

/** The content area while a lazily loaded screen arrives; the layout around it stays. */
export function ContentLoader() {
  const { t } = useTranslation();
  return (
    <Center mih={240} py="xl" role="status" aria-label={t('common.loading')}>
      <Loader />
    </Center>
  );
}
