import { Avatar, Badge, Box, Divider, NavLink, Stack, Text, VisuallyHidden } from '@mantine/core';
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
import { memo, useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { TFunction } from 'i18next';
import type { UserEvents } from '@platform/contract';
import { useCurrentUser, useSession } from '@/shared/session/session-context';
import { useSectionSettings } from '@/shared/api/get-section-settings';
import { useUserEvents } from '@/shared/api/get-user-events';
import { paths } from '@/shared/paths';
import { initials } from '@/shared/lib/initials';
import { activeMenuItem, cabinetMenu, menuTargets, type MenuItem } from './cabinet-menu';
import { useFileUrl } from '@/shared/files/use-file-url';
import classes from './cabinet-nav.module.css';

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

/** The entries that carry an unread counter, and where each reads it from the counters' answer. */
const counted: Partial<Record<MenuItem, (events: UserEvents) => number>> = {
  applications: (events) => events.new_offers + events.new_ticket_tasks,
  messages: (events) => events.new_company_tasks,
};

/**
 * An entry's unread counter: read once, then pushed over the socket and re-read after the user's
 * own changes. Its own component, so an answer re-renders the badge, not the whole menu.
 */
function NavCount({ count }: { count: (events: UserEvents) => number }) {
  const { t } = useTranslation();
  const { data = 0 } = useUserEvents(count);
  if (data <= 0) return null;
  return (
    <Badge size="sm" circle aria-label={t('nav.newCount', { count: data })}>
      {data}
    </Badge>
  );
}

/** The company's logo, fetched with the session (stored files need the token): it re-renders alone when it arrives. */
function NavAvatar({ path, name }: { path: string | undefined; name: string }) {
  const logoUrl = useFileUrl(path);
  return (
    <Avatar src={logoUrl} alt="" color="brand" radius="md" size={36}>
      {initials(name)}
    </Avatar>
  );
}

/**
 * The menu's entries, apart from the rest: an answer that leaves them as they were (the platform's
 * sections, most often) re-renders none of them.
 */
const NavItems = memo(function NavItems({
  items,
  activeItem,
  onNavigate,
}: {
  items: readonly MenuItem[];
  activeItem: MenuItem | null;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack component="nav" aria-label={t('nav.mainMenu')} gap={4}>
      {items.map((item) => {
        const ItemIcon = icons[item];
        const count = counted[item];
        return (
          <NavLink
            key={item}
            component={Link}
            to={menuTargets[item]}
            onClick={onNavigate}
            active={item === activeItem}
            label={menuLabel(t, item)}
            leftSection={<ItemIcon size={20} stroke={1.6} />}
            rightSection={count ? <NavCount count={count} /> : null}
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          />
        );
      })}
    </Stack>
  );
});

export function CabinetNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { logout } = useSession();
  const { pathname } = useLocation();
  const { crowdfunding, pilots } = useSectionSettings(user.sectionSettings);
  const items = useMemo(() => cabinetMenu(user.role, { crowdfunding, pilots }), [user.role, crowdfunding, pilots]);
  const isActive = (to: string) => pathname === to || pathname.startsWith(`${to}/`);
  const activeItem = activeMenuItem(pathname, items);
  const displayName = user.name ?? user.email;

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
        leftSection={<NavAvatar path={user.logo?.path} name={displayName} />}
        py="sm"
        style={{ borderRadius: 'var(--mantine-radius-md)' }}
      />
      <Divider my="sm" />
      <Box className={classes.entries}>
        <NavItems items={items} activeItem={activeItem} onNavigate={onNavigate} />
      </Box>
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
