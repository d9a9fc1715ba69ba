import { Stack } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { PageHeader } from '@/shared/ui/page-header';
import { AgreementSection } from '../components/agreement-section';
import { DeleteSection } from '../components/delete-section';
import { EmailSection } from '../components/email-section';
import { LanguageSection } from '../components/language-section';
import { PasskeysSection } from '../components/passkeys-section';
import { PasswordSection } from '../components/password-section';
import { SessionsSection } from '../components/sessions-section';
import { SigninsSection } from '../components/signins-section';
import { TimeZoneSection } from '../components/time-zone-section';
import { TwoFactorSection } from '../components/two-factor-section';

/**
 * `/cabinet/settings`: language, time zone, password, the second factor, passkeys, e-mail, where the
 * account is signed in and its sign-ins, agreement and, last, deleting the account.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.settings'));
  return (
    <Stack gap="lg" maw={880}>
      <PageHeader title={t('pages.settings')} description={t('settings.description')} />
      <LanguageSection />
      <TimeZoneSection />
      <PasswordSection />
      <TwoFactorSection />
      <PasskeysSection />
      <EmailSection />
      <SessionsSection />
      <SigninsSection />
      <AgreementSection />
      <DeleteSection />
    </Stack>
  );
}
