import { useState } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { ManagerItem } from '@platform/contract';
import { apiErrorMessage } from '@/shared/api/api-error';
import { useErrorText } from '@/shared/api/use-error-text';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { AppModal } from '@/shared/ui/kit/app-modal';
import { ContentLoader } from '@/shared/ui/loaders';
import { notify } from '@/shared/ui/notify';
import { SomethingWentWrong } from '@/shared/ui/states';
import { useManagers, useSetManagerActive } from '../api/managers';
import { ManagerCreateModal } from '../components/manager-create-modal';
import { ManagersTable } from '../components/managers-table';

/** `/manage/managers`: the managers' accounts; a manager adds another, deactivates or activates one. */
export function ManageManagersPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('backoffice.managers.title'));
  const serverText = useErrorText();
  const query = useManagers();
  const setActive = useSetManagerActive();
  const [adding, setAdding] = useState(false);
  // The confirmation keeps naming its manager while it fades out.
  const [deactivating, setDeactivating] = useState<ManagerItem | null>(null);
  const [confirming, setConfirming] = useState(false);
  const confirm = (manager: ManagerItem) => {
    setDeactivating(manager);
    setConfirming(true);
  };
  const change = async (manager: ManagerItem, active: boolean) => {
    try {
      await setActive.mutateAsync({ id: manager.id, active });
      notify.success(t(`backoffice.managers.${active ? 'activated' : 'deactivated'}Done`, { name: manager.name }));
      setConfirming(false);
    } catch (failure) {
      setConfirming(false);
      notify.error(apiErrorMessage(failure, serverText), t('backoffice.managers.failed'));
    }
  };
  const busyId = setActive.isPending ? (setActive.variables?.id ?? null) : null;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {t('backoffice.managers.title')}
          </Title>
          <Text c="dimmed" data-testid="managers-total">
            {query.data ? t('backoffice.managers.total', { count: query.data.length }) : '\u00a0'}
          </Text>
        </Stack>
        <Button leftSection={<IconUserPlus size={18} aria-hidden />} onClick={() => setAdding(true)} data-testid="manager-add">
          {t('backoffice.managers.add')}
        </Button>
      </Group>
      {query.isPending ? (
        <ContentLoader />
      ) : query.isError && !query.data ? (
        <SomethingWentWrong error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <ManagersTable managers={query.data ?? []} busyId={busyId} onDeactivate={confirm} onActivate={(manager) => void change(manager, true)} />
      )}
      <ManagerCreateModal opened={adding} onClose={() => setAdding(false)} />
      <AppModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('backoffice.managers.deactivateTitle')}
        onApply={() => deactivating && void change(deactivating, false)}
        applyLabel={t('backoffice.managers.deactivate')}
        applyColor="red"
        applying={setActive.isPending}
      >
        <Text fz="sm">{t('backoffice.managers.deactivateText', { name: deactivating?.name ?? '', email: deactivating?.email ?? '' })}</Text>
      </AppModal>
    </Stack>
  );
}
