import { useTranslation } from '@/shared/i18n/use-translation';
import { ROOM_POST_MAX, ROOM_POST_MIN } from '@platform/contract';
import { usePostToRoom } from '@/features/crowdfunding/api/post-to-room';
import { roomPostText } from '@/features/crowdfunding/lib/question-forms';
import { QuestionTextForm } from '../view/question-text-form';

/** A message to the room: 2 to 2000 characters; no letter follows, the members' open pages refresh. */
export function RoomPostForm({ roundId, onSent }: { roundId: string; onSent: () => void }) {
  const { t } = useTranslation();
  const send = usePostToRoom(roundId);
  return (
    <QuestionTextForm
      kind={roomPostText}
      send={(text) => send.mutateAsync(text)}
      busy={send.isPending}
      texts={{
        label: t('backersRoom.discussion.text'),
        hint: t('backersRoom.discussion.textHint', { min: ROOM_POST_MIN, max: ROOM_POST_MAX }),
        submit: t('backersRoom.discussion.send'),
        failed: t('backersRoom.discussion.failed'),
      }}
      submitTestId="room-send"
      onDone={onSent}
    />
  );
}
