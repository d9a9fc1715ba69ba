import { Avatar, Badge, Divider, NavLink, ScrollArea, Stack, Text, VisuallyHidden } from '@mantine/core';
import {
  IconBriefcase,
  IconBuildingCommunity,
  IconCalendarTime,
  IconCoins,
  IconFileCheck,
  IconFileDescription,
  IconListCheck,
  IconHistory,
  IconIdBadge2,
  IconScale,
  IconInbox,
  IconLogout,
  IconMail,
  IconMessages,
  IconPresentation,
  IconRocket,
  IconSettings,
  IconTimeline,
  IconUserShield,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useCurrentUser, useSession } from '@/shared/session/session-context';
import { useSectionSettings } from '@/shared/api/get-section-settings';
import { useUserEvents } from '@/shared/api/get-user-events';
import { paths } from '@/shared/paths';
import { initials } from '@/shared/lib/initials';
import { activeMenuItem, cabinetMenu, menuTargets, type MenuItem } from './cabinet-menu';
import { useFileUrl } from '@/shared/files/use-file-url';

const icons: Record<MenuItem, Icon> = {
  ticketQueue: IconListCheck,
  companies: IconBuildingCommunity,
  managers: IconUserShield,
  reports: IconFileCheck,
  managePilots: IconPresentation,
  roundQueue: IconCoins,
  classifications: IconScale,
  auditLog: IconHistory,
  outbox: IconMail,
  threads: IconInbox,
  applications: IconFileDescription,
  startups: IconRocket,
  settings: IconSettings,
  experts: IconUsersGroup,
  schedule: IconCalendarTime,
  messages: IconMessages,
  pilots: IconPresentation,
  crowdfunding: IconCoins,
  portfolio: IconBriefcase,
  investorChecks: IconIdBadge2,
  timeline: IconTimeline,
};

/** An entry's label: under `nav`, except the entries whose label lives with their feature's texts. */
function menuLabel(t: TFunction, item: MenuItem): string {
  if (item === 'managePilots') return t('pilotsOwner.manage.nav');
  if (item === 'roundQueue') return t('manageCrowdfunding.nav');
  if (item === 'portfolio') return t('portfolio.nav');
  return t(`nav.${item}`);
}

/** Unread counters: read once, then pushed over the socket and re-read after the user's own changes. */
function useCounters(): Partial<Record<MenuItem, number>> {
  const { data } = useUserEvents();
  if (!data) return {};
  return { applications: data.new_offers + data.new_ticket_tasks, messages: data.new_company_tasks };
}

export function CabinetNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { logout } = useSession();
  const { pathname } = useLocation();
  const sections = useSectionSettings(user.sectionSettings);
  const counters = useCounters();
  const items = cabinetMenu(user.role, sections);
  const isActive = (to: string) => pathname === to || pathname.startsWith(`${to}/`);
  const activeItem = activeMenuItem(pathname, items);
  const displayName = user.name ?? user.email;

  // Stored files need the session token: the logo is fetched, not linked.
  const logoUrl = useFileUrl(user.logo?.path);

  return (
    <Stack h="100%" gap={0}>
      <NavLink
        component={Link}
        to={paths.cabinet.profile()}
        onClick={onNavigate}
        active={isActive(paths.cabinet.profile())}
        // The link is named by what it shows, the name and the role, after a word a screen reader
        // user needs to tell where it leads.
        label={
          <Text fw={600} fz="sm" truncate="end">
            <VisuallyHidden>{t('nav.profile')}: </VisuallyHidden>
            {displayName}
          </Text>
        }
        description={t(`roles.${user.role}`)}
        leftSection={
          <Avatar src={logoUrl} alt="" color="brand" radius="md" size={36}>
            {initials(displayName)}
          </Avatar>
        }
        py="sm"
        style={{ borderRadius: 'var(--mantine-radius-md)' }}
      />
      <Divider my="sm" />
      <ScrollArea style={{ flex: 1 }} type="auto" offsetScrollbars>
        <Stack component="nav" aria-label={t('nav.mainMenu')} gap={4}>
          {items.map((item) => {
            const ItemIcon = icons[item];
            const count = counters[item] ?? 0;
            return (
              <NavLink
                key={item}
                component={Link}
                to={menuTargets[item]}
                onClick={onNavigate}
                active={item === activeItem}
                label={menuLabel(t, item)}
                leftSection={<ItemIcon size={20} stroke={1.6} />}
                rightSection={
                  count > 0 ? (
                    <Badge size="sm" circle aria-label={t('nav.newCount', { count })}>
                      {count}
                    </Badge>
                  ) : null
                }
                style={{ borderRadius: 'var(--mantine-radius-md)' }}
              />
            );
          })}
        </Stack>
      </ScrollArea>
      <Divider my="sm" />
      <NavLink
        component="button"
        type="button"
        label={t('nav.logout')}
        leftSection={<IconLogout size={20} stroke={1.6} />}
        onClick={() => {
          onNavigate?.();
          logout({ forgetHistory: true });
        }}
        c="red.7"
        style={{ borderRadius: 'var(--mantine-radius-md)' }}
      />
    </Stack>
  );
}
