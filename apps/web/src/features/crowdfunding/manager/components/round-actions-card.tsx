import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { CrowdfundingCard } from '@platform/contract';
import { SectionCard } from '@/shared/ui/section-card';
import { useModerateRound } from '../api/moderate-round';
import { ActivateRoundModal } from './activate-round-modal';
import { ChangeTermsAction } from './change-terms-modal';
import { DeclineRoundModal } from './decline-round-modal';
import { CloseRoundModal } from '@/features/crowdfunding/portfolio/components/close-round-modal';

/** The manager's moves of a round, as its card answers them: activate (with its minimum ticket) or decline a new one, close a running one early. */
export function RoundActionsCard({ round }: { round: CrowdfundingCard }) {
  const { t } = useTranslation();
  const moderate = useModerateRound(round.id);
  const [dialog, setDialog] = useState<'activate' | 'decline' | 'close' | null>(null);
  const moves = round.moves;
  const name = round.startup.title;

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
      {/* An early close is a notice with its date (issue 30): the round runs until then. */}
      <CloseRoundModal opened={dialog === 'close'} round={round} moderate={moderate} onClose={() => setDialog(null)} />
    </SectionCard>
  );
}
