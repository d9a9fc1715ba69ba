import { Anchor, Group, Loader, Switch, Text } from '@mantine/core';
import { Trans } from 'react-i18next';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { useErrorText } from '@/shared/api/use-error-text';
import { apiErrorMessage } from '@/shared/api/api-error';
import { paths } from '@/shared/paths';
import { useCurrentUser } from '@/shared/session/session-context';
import { notify } from '@/shared/ui/notify';
import { useUpdateAgreement } from '../api/update-agreement';
import { SettingsSection } from './settings-section';

/** Consent to the user agreement and the privacy policy, saved as it is switched. */
export function AgreementSection() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const errorText = useErrorText();
  const update = useUpdateAgreement();
  // While saving, the switch shows the new state; the saved user info then confirms or reverts it.
  const checked = update.isPending ? update.variables === true : user.agreement;
  const link = (to: string) => <Anchor component={Link} to={to} target="_blank" fw={600} inherit />;

  return (
    <SettingsSection title={t('settings.agreement.title')} description={t('settings.agreement.text')}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Switch
          checked={checked}
          disabled={update.isPending}
          onChange={(event) => {
            const agreement = event.currentTarget.checked;
            update.mutate(agreement, {
              onSuccess: () => notify.success(t(agreement ? 'settings.agreement.accepted' : 'settings.agreement.withdrawn')),
              onError: (error) => notify.error(apiErrorMessage(error, errorText)),
            });
          }}
          size="md"
          label={
            <Text component="span" fz="sm">
              <Trans
                i18nKey="signUp.agreement.label"
                components={{ agreement: link(paths.staticPage('user-agreement')), privacy: link(paths.staticPage('privacy-policy')) }}
              />
            </Text>
          }
        />
        {update.isPending ? <Loader size="xs" mt={4} role="status" aria-label={t('common.loading')} /> : null}
      </Group>
    </SettingsSection>
  );
}
