import { Suspense } from 'react';
import { AppShell, Box, Button, Group } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import { Link, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../shared/paths';
import { LanguageSwitch } from '../../shared/ui/language-switch';
import { ContentLoader } from '../../shared/ui/loaders';
import { Logo } from '../../shared/ui/logo';
import { SiteFooter } from '../../shared/ui/site-footer';
import { isFooterHidden } from './footer-visibility';
import classes from './cabinet-layout.module.css';

const MAIN_ID = 'cabinet-main';

/**
 * The cabinet as a signed-out visitor reads it (crowdfunding only, DOMAIN.md): no menu, a
 * header with the language and a way to sign in.
 */
export function GuestLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <AppShell header={{ height: 64 }} padding={0}>
      <a className={classes.skipLink} href={`#${MAIN_ID}`}>
        {t('nav.skipToContent')}
      </a>
      <AppShell.Header className={classes.header}>
        <Group h="100%" px={{ base: 'sm', sm: 'lg' }} justify="space-between" wrap="nowrap">
          <Logo to={paths.root()} size={30} />
          <Group gap="sm" wrap="nowrap">
            <LanguageSwitch />
            <Button component={Link} to={paths.login()} variant="light" size="compact-md" leftSection={<IconLogin size={16} aria-hidden />}>
              {t('crowdfundingView.signIn.header')}
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main id={MAIN_ID} className={classes.main}>
        <Box className={classes.content}>
          <Suspense fallback={<ContentLoader />}>
            <Outlet />
          </Suspense>
        </Box>
        {isFooterHidden(pathname, null) ? null : <SiteFooter />}
      </AppShell.Main>
    </AppShell>
  );
}
