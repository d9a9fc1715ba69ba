import { useState } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconHourglass, IconInfoCircle, IconLogin } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import type { CrowdfundingCard } from '@platform/contract';
import { apiErrorMessage } from '@/shared/api/api-error';
import { useErrorText } from '@/shared/api/use-error-text';
import { useFormatters } from '@/shared/format/use-formatters';
import { paths } from '@/shared/paths';
import { AppModal } from '@/shared/ui/kit/app-modal';
import { notify } from '@/shared/ui/notify';
import { useCancelBacking } from '@/features/crowdfunding/api/cancel-backing';
import type { Sidebar } from '@/features/crowdfunding/lib/view-state';
import { JoinModal } from './join-modal';

const ICON = { size: 18, 'aria-hidden': true } as const;

/** The sidebar's action or note for this reader (spec part 2, "Crowdfunding view"). */
export function SidebarAction({ card, sidebar }: { card: CrowdfundingCard; sidebar: Sidebar }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [joining, setJoining] = useState(false);
  switch (sidebar.kind) {
    case 'signIn':
      return (
        <Stack gap="sm">
          <Text fz="sm">{t('crowdfundingView.signIn.text')}</Text>
          <Button component={Link} to={paths.login()} leftSection={<IconLogin {...ICON} />} fullWidth>
            {t('crowdfundingView.signIn.button')}
          </Button>
        </Stack>
      );
    case 'join':
      return (
        <>
          <Button size="md" fullWidth onClick={() => setJoining(true)} data-testid="join-round">
            {t('crowdfundingView.join.button')}
          </Button>
          <JoinModal roundId={card.id} bounds={sidebar.bounds} minTicket={card.min_ticket !== null} opened={joining} onClose={() => setJoining(false)} />
        </>
      );
    case 'closed':
      return (
        <Alert variant="light" color="gray" icon={<IconInfoCircle {...ICON} />}>
          {t('crowdfundingView.closed')}
        </Alert>
      );
    case 'backer': {
      const amount = sidebar.amount !== null ? format.currency(sidebar.amount) : null;
      const note =
        sidebar.status === 'reject' || sidebar.status === 'cancel'
          ? t(`crowdfundingView.note.${sidebar.status}`)
          : amount
            ? t(sidebar.status === 'new' ? 'crowdfundingView.note.newAmount' : 'crowdfundingView.note.activeAmount', { amount })
            : t(sidebar.status === 'new' ? 'crowdfundingView.note.new' : 'crowdfundingView.note.active');
      const look = {
        new: { color: 'yellow', icon: <IconHourglass {...ICON} /> },
        active: { color: 'teal', icon: <IconCircleCheck {...ICON} /> },
        reject: { color: 'red', icon: <IconCircleX {...ICON} /> },
        cancel: { color: 'gray', icon: <IconCircleX {...ICON} /> },
      }[sidebar.status];
      return (
        <Stack gap="sm">
          <Alert variant="light" color={look.color} icon={look.icon} data-testid="backer-note" data-status={sidebar.status}>
            {note}
          </Alert>
          {sidebar.reflectionUntil ? (
            <Text fz="sm" data-testid="reflection-until">
              {t('crowdfundingView.reflection.until', { date: format.dateTime(sidebar.reflectionUntil) })}
            </Text>
          ) : null}
          {sidebar.cancelUntil ? <CancelBacking roundId={card.id} until={sidebar.cancelUntil} /> : null}
          {sidebar.rejoin ? (
            <>
              <Button fullWidth onClick={() => setJoining(true)} data-testid="join-round">
                {t('crowdfundingView.join.button')}
              </Button>
              <JoinModal roundId={card.id} bounds={sidebar.rejoin} minTicket={card.min_ticket !== null} opened={joining} onClose={() => setJoining(false)} />
            </>
          ) : null}
        </Stack>
      );
    }
    case 'owner':
      return (
        <Alert
          variant="light"
          color={sidebar.status === 'decline' ? 'red' : sidebar.status === 'new' ? 'yellow' : 'brand'}
          icon={<IconInfoCircle {...ICON} />}
          title={t(`crowdfundingView.roundStatus.${sidebar.status}`)}
          data-testid="owner-status"
        >
          <Text fz="sm">{t(`crowdfundingView.owner.${sidebar.status}`)}</Text>
          {sidebar.status === 'decline' && sidebar.declineReason ? (
            <Text fz="sm" mt={4}>
              {t('crowdfundingView.owner.reason', { reason: sidebar.declineReason })}
            </Text>
          ) : null}
        </Alert>
      );
    case 'finishedBacker':
    case 'none':
      return null;
  }
}

/** Cancelling a new commitment, after a confirmation, with the last moment it may be cancelled. */
function CancelBacking({ roundId, until }: { roundId: string; until: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const errorText = useErrorText();
  const [asking, setAsking] = useState(false);
  const cancel = useCancelBacking(roundId);
  // Told through the promise, not `mutate`'s callbacks: the card read again after the cancel
  // unmounts this button, and React Query drops the callbacks of an unmounted caller.
  const confirm = async () => {
    try {
      await cancel.mutateAsync();
      notify.success(t('crowdfundingView.cancel.done'));
    } catch (failure) {
      notify.error(apiErrorMessage(failure, errorText), t('crowdfundingView.cancel.failed'));
    } finally {
      setAsking(false);
    }
  };
  return (
    <>
      <Button variant="default" color="red" fullWidth onClick={() => setAsking(true)} data-testid="cancel-backing">
        {t('crowdfundingView.cancel.button')}
      </Button>
      <Text fz="sm" c="dimmed" data-testid="cancel-until">
        {t('crowdfundingView.cancel.until', { date: format.dateTime(until) })}
      </Text>
      <AppModal
        opened={asking}
        onClose={() => setAsking(false)}
        title={t('crowdfundingView.cancel.title')}
        onApply={confirm}
        applyLabel={t('crowdfundingView.cancel.confirm')}
        cancelLabel={t('crowdfundingView.cancel.keep')}
        applying={cancel.isPending}
        applyColor="red"
      >
        <Text fz="sm">{t('crowdfundingView.cancel.text')}</Text>
        <Text fz="sm">{t('crowdfundingView.cancel.until', { date: format.dateTime(until) })}</Text>
      </AppModal>
    </>
  );
}
