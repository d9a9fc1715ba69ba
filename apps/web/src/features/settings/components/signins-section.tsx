import { useTranslation } from '@/shared/i18n/use-translation';
import { SigninList } from '@/shared/sessions/signin-list';
import { ContentLoader } from '@/shared/ui/loaders';
import { SomethingWentWrong } from '@/shared/ui/states';
import { useSignins } from '../api/get-signins';
import { SettingsSection } from './settings-section';

/** The account's last sign-in attempts, right and wrong, so its owner notices one that was not theirs. */
export function SigninsSection() {
  const { t } = useTranslation();
  const query = useSignins();
  return (
    <SettingsSection title={t('sessions.signins.title')} description={t('sessions.signins.text')}>
      {query.isPending ? (
        <ContentLoader />
      ) : query.isError ? (
        <SomethingWentWrong error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <SigninList items={query.data.items} testId="settings-signins" />
      )}
    </SettingsSection>
  );
}
