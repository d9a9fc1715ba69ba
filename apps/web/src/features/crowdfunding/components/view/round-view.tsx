import { Badge, Button, Grid, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import type { CrowdfundingCard, CrowdfundingStatus } from '@platform/contract';
import { useFileUrl } from '@/shared/files/use-file-url';
import { useFormatters } from '@/shared/format/use-formatters';
import { paths } from '@/shared/paths';
import { useSession } from '@/shared/session/session-context';
import { GoToRoute } from '@/shared/ui/kit/go-to-route';
import { PageHeader } from '@/shared/ui/page-header';
import { SectionCard } from '@/shared/ui/section-card';
import { OffersTab } from '@/shared/offers/offers-tab';
import { useCard } from '@/features/crowdfunding/api/card';
import { cardAudience, readsUpdates as mayReadUpdates, sidebarOf, viewerOf, type Viewer } from '@/features/crowdfunding/lib/view-state';
import { BackersPreview, type BackerLinks } from './backers-preview';
import { ProgressPanel } from './progress-panel';
import { ReconfirmAlert } from './reconfirm-alert';
import { RoundChanges } from './round-changes';
import { RoundDetails } from './round-details';
import { KiisCard } from './kiis-card';
import { UpdatesSection } from './updates-section';
import { AfterRound } from './after-round';
import { QuestionsSection } from './questions-section';
import { Loaded, RoundNotFound } from './round-state';
import { BackedBadge } from '@/features/crowdfunding/portfolio/components/backed-badge';
import { EarlyCloseAlert } from '@/features/crowdfunding/portfolio/components/early-close-alert';

/** The application a startup opened its round from: its view lives under that application's route. */
export interface FromApplication {
  appTypeId: string;
  appId: string;
}

const statusColor: Record<CrowdfundingStatus, string> = { new: 'yellow', active: 'teal', finished: 'gray', decline: 'red' };

/**
 * One crowdfunding round (spec part 2, "Crowdfunding view"): founder, terms, backers, progress
 * and the reader's action. Signed-out visitors read the public card; the round's startup sees
 * its status, its updates form and, opened from its investment application, the offers.
 */
export function RoundView({ id, from, back }: { id: string; from: FromApplication | null; back: { to: string; label: string } }) {
  const { state } = useSession();
  const user = state.status === 'loggedIn' ? state.user : null;
  const query = useCard(cardAudience(user?.role ?? null), id);
  return (
    <Loaded query={query} notFound={<RoundNotFound back={back} />}>
      {(card) => <RoundScreen card={card} cardReadAt={query.dataUpdatedAt} viewer={viewerOf(user !== null, card)} from={from} />}
    </Loaded>
  );
}

function backerLinks(card: CrowdfundingCard, from: FromApplication | null): BackerLinks {
  if (!card.can.read_backers) return { all: null, participant: null };
  const all = from ? paths.cabinet.applications.crowdfundingBackers(from.appTypeId, from.appId, card.id) : paths.cabinet.crowdfunding.backers(card.id);
  return { all, participant: (backerId) => paths.cabinet.crowdfunding.participant(card.id, backerId) };
}

function RoundScreen({ card, cardReadAt, viewer, from }: { card: CrowdfundingCard; cardReadAt: number; viewer: Viewer; from: FromApplication | null }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const logo = useFileUrl(card.startup.logo?.path);
  const sidebar = sidebarOf(viewer, card);
  const offersOf = viewer === 'owner' && from?.appTypeId === 'startup_investment' && card.ticket_id ? card.ticket_id : null;
  // Only a reader the card allows asks for the updates (and mounts their query) at all.
  const readsUpdates = mayReadUpdates(viewer, card);
  return (
    <Stack gap="lg" data-testid="round-view" data-status={card.status}>
      <PageHeader
        eyebrow={t('pages.crowdfundingView')}
        title={card.startup.title}
        avatar={{ src: logo, alt: '' }}
        meta={
          <Stack gap="xs" mt={4} align="flex-start">
            <Badge variant="light" color={statusColor[card.status]} radius="sm" tt="none" data-testid="round-status">
              {t(`crowdfundingView.roundStatus.${card.status}`)}
            </Badge>
            <AfterRound card={card} />
            {card.backer_status ? <BackedBadge status={card.backer_status.name} /> : null}
            {card.startup.last_fund_amount !== null ? (
              <Text fz="sm">{t('crowdfundingView.lastFund', { amount: format.currency(card.startup.last_fund_amount) })}</Text>
            ) : null}
            {/* A startup gets no profile link to itself (spec part 2, section 6); signed-out visitors have no profiles to open. */}
            {viewer === 'foundation' ? (
              <GoToRoute to={paths.cabinet.startup(card.startup.id)} label={t('crowdfundingView.openProfile')} direction="forward" />
            ) : null}
          </Stack>
        }
      />
      <EarlyCloseAlert card={card} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
          <ProgressPanel card={card} sidebar={sidebar} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
          <Stack gap="lg">
            {viewer === 'foundation' && card.own_backing?.reconfirm_by ? (
              <ReconfirmAlert roundId={card.id} reconfirmBy={card.own_backing.reconfirm_by} />
            ) : null}
            <RoundDetails card={card} signedIn={viewer !== 'guest'} />
            <RoundChanges roundId={card.id} signedIn={viewer !== 'guest'} />
            <KiisCard roundId={card.id} signedIn={viewer !== 'guest'} previewable={viewer === 'owner' && card.status === 'new'} />
            <BackersPreview card={card} links={backerLinks(card, from)} />
            {readsUpdates ? (
              <UpdatesSection
                roundId={card.id}
                cardReadAt={cardReadAt}
                canPost={card.can.post_update}
                marksRead={viewer === 'foundation' && card.backer_status !== null}
              />
            ) : null}
            <QuestionsSection roundId={card.id} can={card.can} />
            {offersOf && from ? (
              <SectionCard
                title={t('crowdfundingView.offers')}
                aside={
                  <Button
                    component={Link}
                    to={paths.cabinet.applications.crowdfundingOffers(from.appTypeId, from.appId, card.id)}
                    variant="subtle"
                    size="compact-sm"
                  >
                    {t('crowdfundingView.openOffers')}
                  </Button>
                }
                data-testid="round-offers"
              >
                <OffersTab ticket={{ id: offersOf, type_ticket: 'startup_investment' }} />
              </SectionCard>
            ) : null}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
