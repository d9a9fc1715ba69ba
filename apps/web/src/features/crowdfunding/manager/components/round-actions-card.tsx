import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CrowdfundingCard } from '@platform/contract';
import { apiErrorMessage } from '../../../../shared/api/api-error';
import { useErrorText } from '../../../../shared/api/use-error-text';
import { AppModal } from '../../../../shared/ui/kit/app-modal';
import { SectionCard } from '../../../../shared/ui/section-card';
import { notify } from '../../../../shared/ui/notify';
import { useModerateRound } from '../api/moderate-round';
import { ActivateRoundModal } from './activate-round-modal';
import { ChangeTermsAction } from './change-terms-modal';
import { DeclineRoundModal } from './decline-round-modal';

/** The manager's moves of a round, as its card answers them: activate (with its minimum ticket) or decline a new one, close a running one early. */
export function RoundActionsCard({ round }: { round: CrowdfundingCard }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const moderate = useModerateRound(round.id);
  const [dialog, setDialog] = useState<'activate' | 'decline' | 'close' | null>(null);
  const moves = round.moves;
  const name = round.startup.title;

  const close = async () => {
    try {
      await moderate.mutateAsync({ status: 'finished' });
      notify.success(t('manageCrowdfunding.actions.closed', { name }));
      setDialog(null);
    } catch (failure) {
      notify.error(apiErrorMessage(failure, errorText), t('manageCrowdfunding.actions.failed'));
    }
  };

  return (
    <SectionCard title={t('manageCrowdfunding.actions.title')} data-testid="round-actions">
      {moves.length === 0 ? (
        <Text c="dimmed" fz="sm">
          {t('manageCrowdfunding.actions.noneLeft')}
        </Text>
      ) : (
        <Group gap="sm">
          {moves.includes('active') ? (
            <Button onClick={() => setDialog('activate')} disabled={moderate.isPending}>
              {t('manageCrowdfunding.actions.activate')}
            </Button>
          ) : null}
          {moves.includes('decline') ? (
            <Button variant="light" color="red" onClick={() => setDialog('decline')} disabled={moderate.isPending}>
              {t('manageCrowdfunding.actions.decline')}
            </Button>
          ) : null}
          {round.status === 'active' ? <ChangeTermsAction round={round} /> : null}
          {moves.includes('finished') ? (
            <Button variant="light" color="orange" onClick={() => setDialog('close')}>
              {t('manageCrowdfunding.actions.close')}
            </Button>
          ) : null}
        </Group>
      )}
      <ActivateRoundModal opened={dialog === 'activate'} round={round} moderate={moderate} onClose={() => setDialog(null)} />
      <DeclineRoundModal opened={dialog === 'decline'} name={name} moderate={moderate} onClose={() => setDialog(null)} />
      <AppModal
        opened={dialog === 'close'}
        onClose={() => setDialog(null)}
        applying={moderate.isPending}
        title={t('manageCrowdfunding.actions.closeTitle')}
        onApply={() => void close()}
        applyLabel={t('manageCrowdfunding.actions.close')}
        applyColor="red"
      >
        <Text>{t('manageCrowdfunding.actions.closeText', { name })}</Text>
      </AppModal>
    </SectionCard>
  );
}
