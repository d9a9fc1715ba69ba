import '@/shared/styles/mantine-screens';
import { Suspense, useEffect } from 'react';
import { AppShell, Box, Burger, Group, useMantineTheme } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useCurrentUser, useSession } from '@/shared/session/session-context';
import { LanguageSwitch } from '@/shared/ui/language-switch';
import { Logo } from '@/shared/ui/logo';
import { ContentLoader } from '@/shared/ui/loaders';
import { SiteFooter } from '@/shared/ui/site-footer';
import { paths } from '@/shared/paths';
import { ZoneNotice } from '@/features/settings/components/zone-notice';
import { CabinetNav } from './cabinet-nav';
import { isFooterHidden } from './footer-visibility';
import { PhoneMenu } from './phone-menu';
import { PublicLayout } from './public-layout';
import classes from './cabinet-layout.module.css';

const MAIN_ID = 'cabinet-main';

/**
 * The cabinet's frame. Signed-out visitors reach only the cabinet pages open to them (the session
 * gate sees to it): they get the public frame, seen as an investor for the footer's rules.
 */
export function CabinetLayout() {
  const { state } = useSession();
  const { pathname } = useLocation();
  if (state.status !== 'loggedIn') return <PublicLayout footer={!isFooterHidden(pathname, 'investor')} />;
  return <SignedInCabinet />;
}

/** Header, menu (a burger drawer on phones), content and footer of every signed-in screen. */
function SignedInCabinet() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const [drawerOpened, drawer] = useDisclosure(false);
  // One menu at a time: the side bar from the `sm` breakpoint up, the drawer below it. The other is
  // hidden by CSS anyway, and rendering it cost a phone's first screen the whole menu (its scroll
  // area's own re-renders and its counters' requests) for nothing.
  const { breakpoints } = useMantineTheme();
  const wide = useMediaQuery(`(min-width: ${breakpoints.sm})`, undefined, { getInitialValueInEffect: false });

  // A route change from outside the drawer (back button, a link in the page) closes it too.
  const closeDrawer = drawer.close;
  useEffect(() => closeDrawer(), [pathname, closeDrawer]);

  return (
    <AppShell header={{ height: 64 }} navbar={{ width: 272, breakpoint: 'sm', collapsed: { mobile: true } }} padding={0}>
      <a className={classes.skipLink} href={`#${MAIN_ID}`}>
        {t('nav.skipToContent')}
      </a>
      <AppShell.Header className={classes.header}>
        <Group h="100%" px={{ base: 'sm', sm: 'lg' }} justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              hiddenFrom="sm"
              size="sm"
              opened={drawerOpened}
              onClick={drawer.toggle}
              aria-label={t(drawerOpened ? 'nav.closeMenu' : 'nav.openMenu')}
              aria-expanded={drawerOpened}
            />
            <Logo to={paths.cabinet.profile()} size={30} />
          </Group>
          <LanguageSwitch />
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="md" visibleFrom="sm" className={classes.navbar}>
        {wide ? <CabinetNav /> : null}
      </AppShell.Navbar>

      {wide ? null : <PhoneMenu opened={drawerOpened} onClose={drawer.close} />}

      <AppShell.Main id={MAIN_ID} className={classes.main}>
        <Box className={classes.content}>
          {pathname === paths.cabinet.settings() ? null : <ZoneNotice />}
          <Suspense fallback={<ContentLoader />}>
            <Outlet />
          </Suspense>
        </Box>
        {isFooterHidden(pathname, user.role) ? null : <SiteFooter />}
      </AppShell.Main>
    </AppShell>
  );
}
