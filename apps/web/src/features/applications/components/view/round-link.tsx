import { Alert, Button, Group, Text } from '@mantine/core';
import { IconArrowRight, IconCoins } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import type { TicketDetail } from '@platform/contract';
import { paths } from '@/shared/paths';
import { useSectionSettings } from '@/shared/api/get-section-settings';
import { useCurrentUser } from '@/shared/session/session-context';

/** A startup's investment application that opened a crowdfunding round leads to it. */
export function RoundLink({ ticket }: { ticket: Pick<TicketDetail, 'id' | 'type_ticket' | 'crowdfunding_id'> }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  // A manager may hide crowdfunding from the account: the round's page is then out of reach.
  const sections = useSectionSettings(user.sectionSettings);
  if (!ticket.crowdfunding_id || !sections.crowdfunding) return null;
  return (
    <Alert variant="light" color="brand" icon={<IconCoins size={18} aria-hidden />} title={t('crowdfundingView.round.title')} data-testid="application-round">
      <Group justify="space-between" gap="sm">
        <Text fz="sm">{t('crowdfundingView.round.text')}</Text>
        <Button
          component={Link}
          to={paths.cabinet.applications.crowdfunding(ticket.type_ticket, ticket.id, ticket.crowdfunding_id)}
          variant="light"
          size="compact-md"
          rightSection={<IconArrowRight size={16} aria-hidden />}
        >
          {t('crowdfundingView.round.open')}
        </Button>
      </Group>
    </Alert>
  );
}
