import { useState } from 'react';
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconFingerprint, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { Passkey } from '@platform/contract';
import { apiErrorMessage } from '@/shared/api/api-error';
import { useErrorText } from '@/shared/api/use-error-text';
import { useFormatters } from '@/shared/format/use-formatters';
import { browserHasPasskeys, promptRefusal } from '@/shared/lib/passkey-prompt';
import { AppModal } from '@/shared/ui/kit/app-modal';
import { ContentLoader } from '@/shared/ui/loaders';
import { notify } from '@/shared/ui/notify';
import { SomethingWentWrong } from '@/shared/ui/states';
import { useAddPasskey } from '../api/add-passkey';
import { useRemovePasskey, useRenamePasskey } from '../api/change-passkey';
import { useMfaStatus } from '../api/get-mfa-status';
import { usePasskeys } from '../api/get-passkeys';
import { PasskeyNameForm } from './passkey-name-form';
import { SettingsSection } from './settings-section';

/** The account's passkeys: each with its name and dates, renamed in place, removed after a confirmation; a new one named first. */
export function PasskeysSection() {
  const { t } = useTranslation();
  const list = usePasskeys();
  const factors = useMfaStatus();
  const add = useAddPasskey();
  const rename = useRenamePasskey();
  const remove = useRemovePasskey();
  const errorText = useErrorText();
  const { date } = useFormatters();
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const supported = browserHasPasskeys();

  const failed = (error: unknown) => {
    const refusal = promptRefusal(error);
    if (refusal) setProblem(t(`passkeys.${refusal}`));
    else notify.error(apiErrorMessage(error, errorText));
  };

  const row = (passkey: Passkey) => (
    <Stack key={passkey.id} component="li" gap={6} py="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
      {renaming === passkey.id ? (
        <PasskeyNameForm
          initialName={passkey.name}
          submitLabel={t('passkeys.rename.submit')}
          pending={rename.isPending}
          onSubmit={async (name) => {
            await rename.mutateAsync({ id: passkey.id, name });
            notify.success(t('passkeys.rename.done'));
            setRenaming(null);
          }}
          onCancel={() => setRenaming(null)}
          onFailure={failed}
        />
      ) : (
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Stack gap={2} style={{ minWidth: 0, flex: '1 1 14rem' }}>
            <Group gap="xs">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {passkey.name}
              </Text>
              {passkey.backed_up ? (
                <Badge variant="light" color="gray" size="sm">
                  {t('passkeys.synced')}
                </Badge>
              ) : null}
            </Group>
            <Text fz="sm" c="dimmed">
              {t('passkeys.added', { date: date(passkey.created_at) })} ·{' '}
              {passkey.last_used_at ? t('passkeys.lastUsed', { date: date(passkey.last_used_at) }) : t('passkeys.neverUsed')}
            </Text>
          </Stack>
          <Group gap="xs">
            <Button variant="default" size="xs" aria-label={t('passkeys.rename.openLabel', { name: passkey.name })} onClick={() => setRenaming(passkey.id)}>
              {t('passkeys.rename.open')}
            </Button>
            <Button
              variant="light"
              color="red"
              size="xs"
              aria-label={t('passkeys.remove.openLabel', { name: passkey.name })}
              onClick={() => setRemoving(passkey)}
            >
              {t('passkeys.remove.open')}
            </Button>
          </Group>
        </Group>
      )}
    </Stack>
  );

  const body = () => {
    if (list.isPending) return <ContentLoader />;
    if (list.isError) return <SomethingWentWrong error={list.error} onRetry={() => void list.refetch()} framed={false} headingOrder={2} />;
    return (
      <Stack gap="md">
        {list.data.length === 0 ? (
          <Text fz="sm">{t('passkeys.empty')}</Text>
        ) : (
          <Stack component="ul" gap={0} aria-label={t('passkeys.listLabel')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {list.data.map(row)}
          </Stack>
        )}
        {list.data.length > 0 && factors.data?.totp.enabled === false ? (
          // Passkeys alone leave no recovery codes: losing every one would lock the account.
          <Alert color="blue" variant="light" icon={<IconInfoCircle size={20} aria-hidden />}>
            {t('passkeys.recoveryHint')}
          </Alert>
        ) : null}
        {!supported ? (
          <Alert color="yellow" variant="light" icon={<IconInfoCircle size={20} aria-hidden />}>
            {t('passkeys.unsupported')}
          </Alert>
        ) : adding ? (
          <PasskeyNameForm
            submitLabel={t('passkeys.add.submit')}
            pending={add.isPending}
            onSubmit={async (name) => {
              setProblem(null);
              await add.mutateAsync(name);
              notify.success(t('passkeys.add.done'));
              setAdding(false);
            }}
            onCancel={() => setAdding(false)}
            onFailure={failed}
          />
        ) : (
          <Group>
            <Button leftSection={<IconFingerprint size={18} aria-hidden />} onClick={() => (setProblem(null), setAdding(true))}>
              {t('passkeys.add.open')}
            </Button>
          </Group>
        )}
        {problem ? (
          <Alert color="red" variant="light" role="alert" withCloseButton closeButtonLabel={t('common.close')} onClose={() => setProblem(null)}>
            {problem}
          </Alert>
        ) : null}
      </Stack>
    );
  };

  return (
    <SettingsSection id="passkeys" title={t('passkeys.section.title')} description={t('passkeys.section.text')}>
      {body()}
      <AppModal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('passkeys.remove.title')}
        onApply={() => {
          if (!removing || remove.isPending) return;
          remove.mutate(removing.id, {
            onSuccess: () => {
              notify.success(t('passkeys.remove.done'));
              setRemoving(null);
            },
            onError: (error) => notify.error(apiErrorMessage(error, errorText)),
          });
        }}
        applyLabel={t('passkeys.remove.confirm')}
        applying={remove.isPending}
        applyColor="red"
      >
        <Text fz="sm">{t('passkeys.remove.text', { name: removing?.name ?? '' })}</Text>
      </AppModal>
    </SettingsSection>
  );
}
