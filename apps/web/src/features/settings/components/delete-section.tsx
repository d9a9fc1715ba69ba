import { useState } from 'react';
import { Button, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { formResolver } from '@/shared/lib/form-resolver';
import { useForm, useWatch } from 'react-hook-form';
import { Trans } from 'react-i18next';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useNavigate } from 'react-router';
import { accountDeleteBodySchema } from '@platform/contract';
import type { z } from 'zod';
import { apiErrorMessage, serverFieldErrors } from '@/shared/api/api-error';
import { useErrorText } from '@/shared/api/use-error-text';
import { paths } from '@/shared/paths';
import { useCurrentUser, useSession } from '@/shared/session/session-context';
import { AppModal } from '@/shared/ui/kit/app-modal';
import { notify } from '@/shared/ui/notify';
import { useDeleteAccount } from '../api/delete-account';
import { emailMatches } from './email-matches';
import { SettingsSection } from './settings-section';
import { useContractFieldText } from '@/shared/i18n/contract-text';

type DeleteForm = z.input<typeof accountDeleteBodySchema>;

/** The danger zone: deleting the account needs the person to type their own e-mail. */
export function DeleteSection() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { logout } = useSession();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const remove = useDeleteAccount();
  const [opened, setOpened] = useState(false);
  const form = useForm<DeleteForm, unknown, z.output<typeof accountDeleteBodySchema>>({
    resolver: formResolver(accountDeleteBodySchema),
    defaultValues: { email: '' },
  });
  const typed = useWatch({ control: form.control, name: 'email' });
  const contractText = useContractFieldText();
  // The server's text as it came; the schema's refusal (a code) worded in the interface language.
  const fieldError = form.formState.errors.email;
  const emailError = !fieldError?.message ? undefined : fieldError.type === 'server' ? fieldError.message : contractText(fieldError.message);
  const matches = emailMatches(typed, user.email);

  const close = () => {
    setOpened(false);
    form.reset({ email: '' });
  };

  const onApply = form.handleSubmit(({ email }) => {
    if (remove.isPending || !matches) return;
    remove.mutate(email, {
      onSuccess: () => {
        notify.success(t('settings.delete.done'));
        // Deletion has ended every session of the account: a logout call would only get 401.
        logout({ forgetHistory: true, endedByServer: true });
        void navigate(paths.root(), { replace: true });
      },
      onError: (error) => {
        const fields = serverFieldErrors(error);
        form.setError('email', { type: 'server', message: fields.email ?? apiErrorMessage(error, errorText) });
      },
    });
  });

  return (
    <SettingsSection title={t('settings.delete.title')} description={t('settings.delete.text')} danger>
      <div>
        <Button color="red" variant="light" leftSection={<IconTrash size={18} aria-hidden />} onClick={() => setOpened(true)}>
          {t('settings.delete.open')}
        </Button>
      </div>
      <AppModal
        opened={opened}
        onClose={close}
        title={t('settings.delete.dialogTitle')}
        onApply={() => void onApply()}
        applyLabel={t('settings.delete.confirm')}
        applying={remove.isPending}
        applyDisabled={!matches}
        applyColor="red"
      >
        <Text fz="sm">{t('settings.delete.warning')}</Text>
        <TextInput
          {...form.register('email')}
          label={<Trans i18nKey="settings.delete.typeEmail" values={{ email: user.email }} components={{ email: <b /> }} />}
          autoComplete="off"
          data-autofocus
          error={emailError}
          onKeyDown={(event) => {
            if (event.key === 'Enter') void onApply();
          }}
        />
      </AppModal>
    </SettingsSection>
  );
}
