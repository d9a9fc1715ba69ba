import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { BACKER_PREVIEW, type Backer, type CrowdfundingCard } from '@platform/contract';
import { useFormatters } from '@/shared/format/use-formatters';
import { FileAvatar } from '@/shared/ui/file-avatar';
import { GoToRoute } from '@/shared/ui/kit/go-to-route';
import { SectionCard } from '@/shared/ui/section-card';
import { BackerChip } from './backer-chip';

export interface BackerLinks {
  /** The full list ("view all"); null where the reader may not list backers. */
  all: string | null;
  /** A participant's page; null for signed-out visitors, who see no names. */
  participant: ((backerId: string) => string) | null;
}

/**
 * The 5 newest backers (confirmed ones for readers other than the round's startup), and "view all" only when there are more than 5
 * (spec part 2, sections 3 and 9).
 */
export function BackersPreview({ card, links }: { card: CrowdfundingCard; links: BackerLinks }) {
  const { t } = useTranslation();
  const more = links.all !== null && card.more_backers;
  return (
    <SectionCard
      title={t('crowdfundingView.backers')}
      description={t('crowdfundingView.confirmedCount', { count: card.backers_count })}
      aside={more && links.all ? <GoToRoute to={links.all} label={t('crowdfundingView.viewAll')} direction="forward" /> : null}
      data-testid="round-backers"
    >
      {card.backers.length === 0 ? (
        <Text c="dimmed">{t('crowdfundingView.noBackers')}</Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {card.backers.slice(0, BACKER_PREVIEW).map((backer) => (
            <BackerRow key={backer.id} backer={backer} href={links.participant ? links.participant(backer.id) : null} />
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}

/**
 * One backer: logo, company (or "Backer" for signed-out visitors), role, and, where the reader may
 * see them (the backer itself, the round's startup), the date it joined and its status.
 */
export function BackerRow({ backer, href }: { backer: Backer; href: string | null }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const name = backer.founder?.company_name ?? t('crowdfundingView.anonymous');
  return (
    <Group component="li" justify="space-between" wrap="wrap" gap="sm" data-testid="backer-row">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <FileAvatar path={backer.founder?.logo?.path} name={name} alt="" size={40} radius="md" />
        <Stack gap={0} style={{ minWidth: 0 }}>
          {href ? (
            <Anchor
              component={Link}
              to={href}
              fw={600}
              fz="sm"
              aria-label={t('crowdfundingView.openParticipant', { name })}
              style={{ overflowWrap: 'anywhere' }}
            >
              {name}
            </Anchor>
          ) : (
            <Text fw={600} fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
          )}
          <Text fz="xs" c="dimmed">
            {t(`roles.${backer.role}`)}
            {backer.created_at ? ` · ${t('crowdfundingView.joined', { date: format.date(backer.created_at) })}` : null}
          </Text>
        </Stack>
      </Group>
      {backer.status ? <BackerChip status={backer.status} /> : null}
    </Group>
  );
}
