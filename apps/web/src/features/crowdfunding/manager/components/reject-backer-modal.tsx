import { Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { apiErrorMessage } from '@/shared/api/api-error';
import { useErrorText } from '@/shared/api/use-error-text';
import { AppModal } from '@/shared/ui/kit/app-modal';
import { notify } from '@/shared/ui/notify';
import { useDecideBacker } from '../api/decide-backer';
import type { BackerTarget } from './backer-target';

/** Rejecting a backer asks once; the backer drops out of the round. */
export function RejectBackerModal({ target, onClose }: { target: BackerTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const decide = useDecideBacker();
  const reject = async () => {
    if (!target) return;
    try {
      await decide.mutateAsync({ backerId: target.backer.id, decision: { status: 'reject' } });
      notify.success(t('manageCrowdfunding.reject.done', { name: target.name }));
      onClose();
    } catch (failure) {
      notify.error(apiErrorMessage(failure, errorText), t('manageCrowdfunding.reject.failed'));
    }
  };
  return (
    <AppModal
      opened={target !== null}
      onClose={onClose}
      applying={decide.isPending}
      title={t('manageCrowdfunding.reject.title')}
      onApply={() => void reject()}
      applyLabel={t('manageCrowdfunding.reject.submit')}
      applyColor="red"
    >
      {target ? <Text>{t('manageCrowdfunding.reject.text', { name: target.name, round: target.roundName })}</Text> : null}
    </AppModal>
  );
}
