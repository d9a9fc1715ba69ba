import { useTranslation } from '@/shared/i18n/use-translation';
import { SectionCard } from '@/shared/ui/section-card';
import { useClientMeetings } from '../api/list-client-meetings';
import type { ClientSide } from '../api/keys';
import { MeetingList } from './meeting-list';

/** The client's due-diligence application: the meetings the manager booked with the expert, read-only. */
export function ClientMeetingsTab({ side, ticketId }: { side: ClientSide; ticketId: string }) {
  const { t } = useTranslation();
  const query = useClientMeetings(side, ticketId);
  return (
    <SectionCard title={t('meetings.title')} description={t('meetings.clientNote')} data-testid="client-meetings">
      <MeetingList query={query} empty={t('meetings.list.emptyClient')} />
    </SectionCard>
  );
}
