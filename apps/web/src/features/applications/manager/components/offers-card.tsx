import { Anchor, Badge, Table, Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { useFormatters } from '@/shared/format/use-formatters';
import { paths } from '@/shared/paths';
import { ScrollRegion } from '@/shared/ui/scroll-region';
import type { ManagerTicket } from '@/shared/api/manager-ticket';
import { isViewableRole } from '@/shared/lib/roles';
import { interestOf } from '@/shared/offers/offers';
import { SectionCard } from '@/shared/ui/section-card';

const interestColor = { interesting: 'teal', notInteresting: 'red', noAnswer: 'gray' } as const;

/** The companies offered on the ticket, with the client's interest answer and whether it opened the offer. */
export function OffersCard({ ticket }: { ticket: ManagerTicket }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <SectionCard
      title={t('manage.offers.title')}
      aside={
        <Badge variant="light" size="lg" radius="sm" data-testid="offers-count">
          {format.number(ticket.offers.length)}
        </Badge>
      }
    >
      {ticket.offers.length === 0 ? (
        <Text c="dimmed" fz="sm" data-testid="offers-empty">
          {t('manage.offers.empty')}
        </Text>
      ) : (
        <ScrollRegion label={t('manage.offers.title')} minWidth={560}>
          <Table verticalSpacing="xs" aria-label={t('manage.offers.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('manage.offers.columns.company')}</Table.Th>
                <Table.Th>{t('manage.offers.columns.attached')}</Table.Th>
                <Table.Th>{t('manage.offers.columns.interest')}</Table.Th>
                <Table.Th>{t('manage.offers.columns.viewed')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {ticket.offers.map((offer) => {
                const interest = interestOf(offer.interesting);
                const title = offer.company.deleted ? t('profile.deletedCompany') : offer.company.title;
                return (
                  <Table.Tr key={offer.id} data-testid="offer-row">
                    <Table.Td>
                      {isViewableRole(offer.company.role) ? (
                        <Anchor component={Link} to={paths.manage.company(offer.company.role, offer.company.id, ticket.id)} fw={600} fz="sm">
                          {title}
                        </Anchor>
                      ) : (
                        <Text fw={600} fz="sm">
                          {title}
                        </Text>
                      )}
                      <Text fz="xs" c="dimmed">
                        {t(`roles.${offer.company.role}`)}
                      </Text>
                    </Table.Td>
                    <Table.Td fz="sm">{format.date(offer.created_at)}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={interestColor[interest]} radius="sm" tt="none" miw="max-content" data-testid="offer-interest">
                        {t(`manage.offers.interest.${interest}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td fz="sm" data-testid="offer-viewed">
                      {offer.isNew ? (
                        <Text c="dimmed" fz="sm">
                          {t('manage.offers.notViewed')}
                        </Text>
                      ) : (
                        t('manage.offers.viewed')
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
    </SectionCard>
  );
}
