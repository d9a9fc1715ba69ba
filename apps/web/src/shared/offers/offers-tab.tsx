import { useEffect } from 'react';
import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconInfoCircle, IconUsersGroup } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { Offer, TicketDetail } from '@platform/contract';
import { useErrorText } from '@/shared/api/use-error-text';
import { useFormatters } from '@/shared/format/use-formatters';
import { paths } from '@/shared/paths';
import { FileAvatar } from '@/shared/ui/file-avatar';
import { ContentLoader } from '@/shared/ui/loaders';
import { notify } from '@/shared/ui/notify';
import { StateBlock } from '@/shared/ui/state-block';
import { SomethingWentWrong } from '@/shared/ui/states';
import { useOffers } from './list-offers';
import { offerTarget } from './offer-card';

/** What the offers list needs of its application: also shown on a startup's crowdfunding round. */
type OffersOf = Pick<TicketDetail, 'id' | 'type_ticket'>;

/** The offers tab: the companies the platform offered on this application. */
export function OffersTab({ ticket }: { ticket: OffersOf }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const query = useOffers(ticket.id);
  const dueDiligence = ticket.type_ticket.endsWith('_duedill');

  useEffect(() => {
    if (query.error) notify.error(errorText(query.error));
  }, [query.error, errorText]);

  if (query.data === undefined) return query.isError ? <SomethingWentWrong error={query.error} onRetry={() => void query.refetch()} /> : <ContentLoader />;
  if (query.data.length === 0) {
    return (
      <StateBlock
        icon={<IconUsersGroup size={36} stroke={1.6} />}
        title={t('applications.offers.emptyTitle')}
        description={t('applications.offers.emptyText')}
        data-testid="offers-empty"
      />
    );
  }
  return (
    <Stack gap="md">
      {dueDiligence ? (
        <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} aria-hidden />}>
          {t('applications.offers.noProfile')}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {query.data.map((offer) => (
          <OfferCard key={offer.id} offer={offer} ticket={ticket} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function OfferCard({ offer, ticket }: { offer: Offer; ticket: OffersOf }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const navigate = useNavigate();
  const target = offerTarget(ticket.type_ticket, offer.company.role);
  const open = () => {
    if (target === 'unknownRole') notify.warning(t('applications.offers.unknownRole'));
    else if (target === 'profile') navigate(paths.cabinet.applications.offer(ticket.type_ticket, ticket.id, offer.company.role, offer.company.id));
  };
  const interest = offer.interesting === true ? 'interesting' : offer.interesting === false ? 'notInteresting' : null;
  const title = offer.company.deleted ? t('profile.deletedCompany') : offer.company.title;
  return (
    <Paper withBorder radius="lg" p="lg" component="article" aria-label={title} data-testid="offer-card">
      <Stack gap="md" h="100%" justify="space-between">
        <Group wrap="nowrap" gap="md" align="flex-start">
          <FileAvatar path={offer.company.logo?.path} name={title} alt="" size={48} radius="md" />
          <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
            <Title order={2} fz="md" style={{ overflowWrap: 'anywhere' }}>
              {title}
            </Title>
            <Group gap={6}>
              <Badge variant="light" color="gray" radius="sm" tt="none">
                {t(`roles.${offer.company.role}`)}
              </Badge>
              <Badge variant={offer.isNew ? 'filled' : 'outline'} color={offer.isNew ? 'brand' : 'gray'} radius="sm" tt="none" data-testid="offer-seen">
                {offer.isNew ? t('applications.offers.new') : t('applications.offers.seen')}
              </Badge>
              <Badge
                variant="light"
                color={interest === 'interesting' ? 'teal' : interest === 'notInteresting' ? 'red' : 'gray'}
                radius="sm"
                tt="none"
                data-testid="offer-interest"
              >
                {interest ? t(`applications.interest.${interest}`) : t('applications.offers.noAnswer')}
              </Badge>
            </Group>
            <Text fz="xs" c="dimmed">
              {t('applications.offers.added', { date: format.date(offer.created_at) })}
            </Text>
            {offer.company.last_fund_amount !== null ? (
              <Text fz="sm">{t('applications.offers.lastFund', { amount: format.currency(offer.company.last_fund_amount) })}</Text>
            ) : null}
          </Stack>
        </Group>
        {target !== 'none' ? (
          <Group justify="flex-end">
            <Button
              variant="light"
              size="compact-md"
              rightSection={<IconArrowRight size={16} aria-hidden />}
              aria-label={t('applications.offers.openOf', { name: title })}
              onClick={open}
            >
              {t('applications.offers.open')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
