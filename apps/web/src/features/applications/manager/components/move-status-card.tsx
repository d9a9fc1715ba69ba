import { useState } from 'react';
import { Alert, Button, Group, Radio, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconArrowRight, IconBan, IconLock } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { STATUS_COMMENT_MAX, TICKET_STEPS_TOTAL, type ClientTicketStatus } from '@platform/contract';
import { useErrorText } from '@/shared/api/use-error-text';
import { AppModal } from '@/shared/ui/kit/app-modal';
import { CountedTextField } from '@/shared/ui/kit/counted-text-field';
import { notify } from '@/shared/ui/notify';
import type { ManagerTicket } from '@/shared/api/manager-ticket';
import { useMoveStatus } from '../api/move-status';
import { moveOptions, moveRefusal, offerStats, type MoveRefusal } from '../lib/moves';
import { SectionCard } from '@/shared/ui/section-card';

/**
 * Moves the ticket one step forward or cancels it, with an optional comment the history keeps.
 * Only the moves the ticket's answer carries are offered; a move the server will refuse (no offer yet) is
 * marked, and the server's refusal is shown when it comes.
 */
export function MoveStatusCard({ ticket }: { ticket: ManagerTicket }) {
  const { t } = useTranslation();
  const options = moveOptions(ticket);
  const [chosen, setChosen] = useState<ClientTicketStatus | null>(null);
  const [comment, setComment] = useState('');
  const [confirming, setConfirming] = useState(false);
  // A refusal is about the ticket as it was: once its status or offers change, it no longer shows.
  const shape = `${ticket.status}:${offerStats(ticket.offers).total}:${offerStats(ticket.offers).interesting}`;
  const [refused, setRefused] = useState<{ refusal: MoveRefusal; shape: string } | null>(null);
  const refusal = refused?.shape === shape ? refused.refusal : null;
  const errorText = useErrorText();
  const move = useMoveStatus(ticket.id);
  // The first allowed move (the next step) is the default choice; a status that moved on resets it.
  const target = options.find((option) => option.status === chosen) ?? options[0];

  if (!target) {
    return (
      <SectionCard title={t('manage.move.title')}>
        <Group gap="sm" wrap="nowrap" data-testid="move-final">
          <IconLock size={18} aria-hidden color="var(--mantine-color-dimmed)" />
          <Text c="dimmed" fz="sm">
            {t('manage.move.final', { status: t(`manage.statuses.${ticket.status}`) })}
          </Text>
        </Group>
      </SectionCard>
    );
  }

  const submit = () => {
    setRefused(null);
    move.mutate(
      { status: target.status, comment: comment.trim() || undefined },
      {
        onSuccess: (moved) => {
          setConfirming(false);
          setComment('');
          setChosen(null);
          notify.success(t('manage.move.done', { status: t(`manage.statuses.${moved.status}`) }));
        },
        onError: (error) => {
          setConfirming(false);
          const refusal = moveRefusal(error);
          if (refusal) setRefused({ refusal, shape });
          else notify.error(errorText(error), t('manage.move.failed'));
        },
      },
    );
  };

  const from = t(`manage.statuses.${ticket.status}`);
  const to = t(`manage.statuses.${target.status}`);
  return (
    <SectionCard title={t('manage.move.title')} description={t('manage.move.hint')}>
      <Stack gap="md">
        <Radio.Group
          label={t('manage.move.to')}
          value={target.status}
          onChange={(value) => {
            setChosen(value as ClientTicketStatus);
            setRefused(null);
          }}
        >
          <Stack gap="sm" mt={6}>
            {options.map((option) => (
              <Radio
                key={option.status}
                value={option.status}
                color={option.kind === 'cancel' ? 'red' : undefined}
                label={t(`manage.statuses.${option.status}`)}
                description={
                  option.kind === 'cancel' ? t('manage.move.cancelHint') : t('manage.move.forwardHint', { current: option.step, total: TICKET_STEPS_TOTAL })
                }
              />
            ))}
          </Stack>
        </Radio.Group>
        {target.check.ok ? null : (
          <Alert color="yellow" variant="light" role="status" icon={<IconAlertTriangle size={18} aria-hidden />} data-testid="move-warning">
            {t(`manage.move.reasons.${target.check.reason}`)}
          </Alert>
        )}
        <CountedTextField label={t('manage.move.comment')} value={comment} onChange={setComment} maxLength={STATUS_COMMENT_MAX} multiline />
        {refusal ? (
          <Alert color="red" variant="light" title={t('manage.move.refused')} role="alert" data-testid="move-refusal">
            <Stack gap={4}>
              {refusal.message ? (
                <Text fz="sm" style={{ whiteSpace: 'pre-line' }}>
                  {refusal.message}
                </Text>
              ) : null}
              {refusal.reason ? <Text fz="sm">{t(`manage.move.reasons.${refusal.reason}`)}</Text> : null}
            </Stack>
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button
            color={target.kind === 'cancel' ? 'red' : undefined}
            leftSection={target.kind === 'cancel' ? <IconBan size={18} aria-hidden /> : <IconArrowRight size={18} aria-hidden />}
            onClick={() => setConfirming(true)}
          >
            {t('manage.move.submit')}
          </Button>
        </Group>
      </Stack>
      <AppModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('manage.move.confirmTitle')}
        onApply={submit}
        applyLabel={t('manage.move.confirm')}
        applying={move.isPending}
        applyColor={target.kind === 'cancel' ? 'red' : undefined}
      >
        <Stack gap="xs">
          <Text>{t('manage.move.confirmText', { from, to })}</Text>
          {target.kind === 'cancel' ? <Text c="red.7">{t('manage.move.confirmCancel')}</Text> : null}
          {comment.trim() ? (
            <Text fz="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
              {t('manage.move.confirmComment', { comment: comment.trim() })}
            </Text>
          ) : null}
        </Stack>
      </AppModal>
    </SectionCard>
  );
}
