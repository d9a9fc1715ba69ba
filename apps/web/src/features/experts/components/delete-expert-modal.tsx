import { Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { InternalExpert } from '@platform/contract';
import { useDeleteInternalExpert } from '@/shared/internal-experts/delete-internal-expert';
import { AppModal } from '@/shared/ui/kit/app-modal';
import { notify } from '@/shared/ui/notify';

/** Asks before removing an internal expert; a failure says "Deletion error" and the list reloads. */
export function DeleteExpertModal({ expert, onClose }: { expert: InternalExpert | null; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteInternalExpert();
  const name = expert ? `${expert.name} ${expert.surname}` : '';
  const confirm = () => {
    if (!expert) return;
    remove.mutate(expert.id, {
      onSuccess: () => notify.success(t('experts.delete.done', { name })),
      onError: () => notify.error(t('experts.delete.failed')),
      onSettled: onClose,
    });
  };
  return (
    <AppModal
      opened={expert !== null}
      onClose={onClose}
      title={t('experts.delete.title')}
      onApply={confirm}
      applyLabel={t('experts.delete.confirm')}
      applyColor="red"
      applying={remove.isPending}
    >
      <Text>{t('experts.delete.text', { name })}</Text>
    </AppModal>
  );
}
