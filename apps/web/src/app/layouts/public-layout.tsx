import '@/shared/styles/mantine-screens';
// Refusals' amounts and days read as money and dates on every page under a layout (the cabinet's too).
import '@/shared/api/param-wording';
import { Suspense } from 'react';
import { Box, Button, Container, Group } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useSession } from '@/shared/session/session-context';
import { LanguageSwitch } from '@/shared/ui/language-switch';
import { Logo } from '@/shared/ui/logo';
import { ContentLoader } from '@/shared/ui/loaders';
import { SiteFooter } from '@/shared/ui/site-footer';
import { paths } from '@/shared/paths';
import classes from './public-layout.module.css';

/**
 * Static pages and the not-found page: open to everyone, with a way in or back to the cabinet.
 * Also the frame of the cabinet pages open to signed-out visitors, some of them without the footer.
 */
export function PublicLayout({ footer = true }: { footer?: boolean }) {
  const { t } = useTranslation();
  const { state } = useSession();
  const loggedIn = state.status === 'loggedIn';
  return (
    <Box className={classes.page}>
      <Box component="header" className={classes.header}>
        <Container size="lg" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Logo to={loggedIn ? paths.cabinet.profile() : paths.root()} size={30} />
            <Group gap="sm" wrap="nowrap">
              <LanguageSwitch />
              <Button component={Link} to={loggedIn ? paths.cabinet.profile() : paths.login()} variant="light" size="xs" visibleFrom="xs">
                {loggedIn ? t('nav.toCabinet') : t('auth.login.submit')}
              </Button>
            </Group>
          </Group>
        </Container>
      </Box>
      <Container component="main" size="lg" className={classes.main} w="100%">
        <Suspense fallback={<ContentLoader />}>
          <Outlet />
        </Suspense>
      </Container>
      {footer ? <SiteFooter /> : null}
    </Box>
  );
}
