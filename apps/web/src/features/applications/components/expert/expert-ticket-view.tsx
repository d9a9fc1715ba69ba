import { useEffect } from 'react';
import { Group, Stack, Text } from '@mantine/core';
import { parseISO } from 'date-fns';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ExpertTicket } from '@platform/contract';
import { ResponseStatusError } from '../../../../shared/api/errors';
import { useErrorText } from '../../../../shared/api/use-error-text';
import { useFormatters } from '../../../../shared/format/use-formatters';
import { expertTicketTabs, type ExpertTicketTab } from '../../../../shared/paths';
import { TabBar } from '../../../../shared/ui/kit/tab-bar';
import { ContentLoader } from '../../../../shared/ui/loaders';
import { notify } from '../../../../shared/ui/notify';
import { PageHeader } from '../../../../shared/ui/page-header';
import { SomethingWentWrong, UnderConstruction } from '../../../../shared/ui/states';
import { useTicketThreads } from '../../../messages/api/list-ticket-threads';
import { TicketThreadsTab } from '../../../messages/components/ticket-threads-tab';
import { useExpertTicket } from '../../api/get-expert-ticket';
import { expertCard } from '../../lib/expert-card';
import { StatusText } from '../status-text';
import { StepIndicator } from '../step-indicator';
import { ExpertInfoTab } from './expert-info-tab';
import { ReportSection } from './report-section';

const isTab = (value: string | null): value is ExpertTicketTab => (expertTicketTabs as readonly (string | null)[]).includes(value);

/** Loads one expert ticket; a failed load tells in a notification and offers to repeat. */
export function ExpertTicketView({ id }: { id: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const query = useExpertTicket(id);

  useEffect(() => {
    if (query.error) notify.error(errorText(query.error), t('pages.applicationView'));
  }, [query.error, errorText, t]);

  if (query.data === undefined) {
    if (!query.isError) return <ContentLoader />;
    const missing = query.error instanceof ResponseStatusError && query.error.status === 404;
    return <SomethingWentWrong headingOrder={1} onRetry={() => void query.refetch()} description={missing ? t('applications.view.missingId') : undefined} />;
  }
  return <ExpertTicketScreen ticket={query.data} />;
}

/** The header of an expert ticket: type, dates, status and step. */
export function ExpertTicketHeader({ ticket, eyebrow }: { ticket: ExpertTicket; eyebrow: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const card = expertCard(ticket);
  return (
    <PageHeader
      eyebrow={eyebrow}
      title={t(`applications.types.${card.type}`)}
      meta={
        <Stack gap="sm" mt={4}>
          <Text fz="sm" c="dimmed">
            {t('applications.expert.card.received', { date: format.date(card.date) })}
            {card.expire ? ` · ${t('applications.expert.card.answerBy', { date: format.date(parseISO(card.expire)) })}` : ''}
            {card.expired ? ` · ${t('applications.expert.card.expired')}` : ''}
          </Text>
          <Group gap="xl" align="flex-start" wrap="wrap">
            <StatusText status={card.status} tone={card.step.tone} />
            <StepIndicator step={card.step} />
          </Group>
        </Stack>
      }
    />
  );
}

/**
 * The expert's due-diligence view (spec part 1, section 2): info, messages, meetings and the
 * report under a sticky bar; the tab lives in `?tab=`, and unread messages open that tab first.
 */
function ExpertTicketScreen({ ticket }: { ticket: ExpertTicket }) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const threads = useTicketThreads(ticket.id);
  const unread = Math.max(ticket.new_ticket_tasks, threads.data?.filter((thread) => thread.unread).length ?? 0);
  const asked = search.get('tab');
  const tab: ExpertTicketTab = isTab(asked) ? asked : unread > 0 ? 'messages' : 'info';
  const choose = (next: string) => {
    if (!isTab(next)) return;
    setSearch((params) => {
      params.set('tab', next);
      return params;
    }, { replace: true });
  };

  return (
    <Stack gap="lg">
      <ExpertTicketHeader ticket={ticket} eyebrow={t('pages.applicationView')} />
      <TabBar
        sticky
        label={t('applications.expert.view.tabs')}
        value={tab}
        onChange={choose}
        items={[
          { value: 'info', label: t('applications.expert.view.info') },
          { value: 'messages', label: t('applications.expert.view.messages'), counter: unread },
          { value: 'meetings', label: t('applications.expert.view.meetings') },
          { value: 'report', label: t('applications.expert.view.report') },
        ]}
      />
      <div role="tabpanel" aria-label={t(`applications.expert.view.${tab}`)}>
        {tab === 'info' ? <ExpertInfoTab ticket={ticket} /> : null}
        {tab === 'messages' ? <TicketThreadsTab ticketId={ticket.id} appTypeId={ticket.type_ticket} /> : null}
        {tab === 'meetings' ? <UnderConstruction description={t('applications.expert.view.meetingsLater')} /> : null}
        {tab === 'report' ? <ReportSection ticket={ticket} withPageLink /> : null}
      </div>
    </Stack>
  );
}
