import { Button } from '@mantine/core';
import { IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { paths } from '@/shared/paths';
import { StateBlock } from '@/shared/ui/state-block';
import { useExpertTicketPages } from '../api/list-expert-tickets';
import { expertCard } from '../lib/expert-card';
import { TicketFeed } from '@/shared/tickets/ticket-feed';
import { ExpertTicketCard } from './expert-ticket-card';

/**
 * The expert's applications: due-diligence tickets as cards, newest first, appended on scroll
 * (spec part 1, section 2). Without any, a banner leads to the profile.
 */
export function ExpertTicketList() {
  const { t } = useTranslation();
  const query = useExpertTicketPages();
  return (
    <TicketFeed
      query={query}
      toCard={expertCard}
      renderCard={(card) => <ExpertTicketCard card={card} />}
      intro={(total) => (total === undefined ? t('applications.expert.intro') : t('applications.expert.total', { count: total }))}
      empty={
        <StateBlock
          icon={<IconUserCircle size={36} stroke={1.6} />}
          title={t('applications.expert.empty.title')}
          description={t('applications.expert.empty.text')}
          action={
            <Button component={Link} to={paths.cabinet.profile()}>
              {t('applications.expert.empty.action')}
            </Button>
          }
          data-testid="applications-empty"
        />
      }
    />
  );
}
