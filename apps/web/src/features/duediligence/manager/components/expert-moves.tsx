import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconBan, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { REVIEW_COMMENT_MAX, expertActionFor, expertMoveBodySchema, type ExpertWork } from '@platform/contract';
import { apiErrorMessage } from '@/shared/api/api-error';
import { useErrorText } from '@/shared/api/use-error-text';
import { AppModal } from '@/shared/ui/kit/app-modal';
import { CountedTextField } from '@/shared/ui/kit/counted-text-field';
import { notify } from '@/shared/ui/notify';
import { useMoveExpertTicket } from '../api/move-expert-ticket';

type Event = (typeof expertMoveBodySchema.shape.event.options)[number];
const statusEvents: readonly string[] = expertMoveBodySchema.shape.event.options;

/** The answer's moves this panel makes, each by its action: the review's two are the report panel's. */
const panelEvents = (work: ExpertWork): Event[] =>
  work.moves.map((to) => expertActionFor('manager', to)).filter((e): e is Event => e !== null && statusEvents.includes(e));

/**
 * The manager's moves on an expert ticket, as the answer carries them: the terms are agreed with
 * the client (the expert starts), or the work is cancelled. Each asks for a confirmation and takes
 * an optional comment.
 */
export function ExpertMoves({ work }: { work: ExpertWork }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const move = useMoveExpertTicket(work.id);
  const [event, setEvent] = useState<Event | null>(null);
  const [comment, setComment] = useState('');
  const events = panelEvents(work);
  if (events.length === 0) return null;

  const close = () => {
    setEvent(null);
    setComment('');
  };
  const submit = () => {
    if (!event) return;
    move.mutate(
      { event, comment: comment.trim() || undefined },
      {
        onSuccess: () => {
          notify.success(t(`manage.expertMoves.done.${event}`));
          close();
        },
        onError: (error) => notify.error(apiErrorMessage(error, errorText), t('manage.expertMoves.failed')),
      },
    );
  };

  return (
    <>
      <Group gap="sm" data-testid="expert-moves">
        {events.map((name) => (
          <Button
            key={name}
            variant={name === 'cancel' ? 'light' : 'filled'}
            color={name === 'cancel' ? 'red' : undefined}
            leftSection={name === 'cancel' ? <IconBan size={16} aria-hidden /> : <IconPlayerPlay size={16} aria-hidden />}
            onClick={() => setEvent(name)}
            styles={{ label: { whiteSpace: 'normal' } }}
            h="auto"
            mih={36}
            py={6}
          >
            {t(`manage.expertMoves.events.${name}`)}
          </Button>
        ))}
      </Group>
      <AppModal
        opened={event !== null}
        onClose={close}
        title={event ? t(`manage.expertMoves.confirmTitle.${event}`) : ''}
        onApply={submit}
        applyLabel={t('manage.move.confirm')}
        applying={move.isPending}
        applyColor={event === 'cancel' ? 'red' : undefined}
      >
        <Stack gap="sm">
          <Text>{event ? t(`manage.expertMoves.confirmText.${event}`, { name: work.company.name }) : null}</Text>
          <CountedTextField label={t('manage.move.comment')} value={comment} onChange={setComment} maxLength={REVIEW_COMMENT_MAX} multiline />
        </Stack>
      </AppModal>
    </>
  );
}
