import '@/shared/styles/mantine-screens';
import { useEffect, useRef, type ComponentType } from 'react';
import { Box, Container, Group, NavLink, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate, useParams } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { demoPages, paths, type DemoPage as DemoPageName } from '@/shared/paths';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { LanguageSwitch } from '@/shared/ui/language-switch';
import { Logo } from '@/shared/ui/logo';
import { GoToRoute } from '@/shared/ui/kit/go-to-route';
import { IconsDemo, PaletteDemo, TypographyDemo } from '../sections/foundations';
import { ButtonsDemo, GoToRouteDemo, ModalDemo } from '../sections/actions';
import { CheckboxDemo, InputDemo, RadioDemo, SliderDemo } from '../sections/inputs';
import { DateSelectDemo, MultiSelectDemo, RangeSelectDemo, SelectDemo } from '../sections/selects';
import { TabBarDemo } from '../sections/tabbar';
import { StatesDemo } from '../sections/states';
import classes from './demo-page.module.css';

const sections: Record<DemoPageName, ComponentType> = {
  palette: PaletteDemo,
  typography: TypographyDemo,
  buttons: ButtonsDemo,
  icons: IconsDemo,
  input: InputDemo,
  checkbox: CheckboxDemo,
  radio: RadioDemo,
  select: SelectDemo,
  multi_select: MultiSelectDemo,
  range_select: RangeSelectDemo,
  date_select: DateSelectDemo,
  modal: ModalDemo,
  slider: SliderDemo,
  tabbar: TabBarDemo,
  go_to_route: GoToRouteDemo,
  states: StatesDemo,
};

function isDemoPage(value: string | undefined): value is DemoPageName {
  return (demoPages as readonly string[]).includes(value ?? '');
}

/** `/demo/:page`: the shared UI kit, live; an unknown page opens the first one. */
export function DemoPage() {
  const { t } = useTranslation();
  const { page } = useParams();
  const current = isDemoPage(page) ? page : null;
  const activeLink = useRef<HTMLAnchorElement>(null);
  // On phones the page list is a horizontal strip: keep the open page in view.
  useEffect(() => {
    activeLink.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [current]);
  useDocumentTitle(current ? `${t(`demo.pages.${current}`)} · ${t('demo.title')}` : undefined);
  if (!current) return <Navigate to={paths.demo()} replace />;
  const Section = sections[current];

  return (
    <Box className={classes.page}>
      <Box component="header" className={classes.header}>
        <Group h="100%" px="lg" justify="space-between" wrap="nowrap">
          <Group gap="md" wrap="nowrap">
            <Logo to={paths.cabinet.profile()} size={30} />
            <Text fw={600} c="dimmed" visibleFrom="sm">
              {t('demo.title')}
            </Text>
          </Group>
          <LanguageSwitch />
        </Group>
      </Box>
      <Container size="xl" className={classes.body}>
        <Box component="nav" aria-label={t('demo.navLabel')} className={classes.nav}>
          <ScrollArea type="auto" className={classes.navScroll}>
            <Box className={classes.navList}>
              {demoPages.map((name) => (
                <NavLink
                  key={name}
                  component={Link}
                  to={paths.demo(name)}
                  label={t(`demo.pages.${name}`)}
                  active={name === current}
                  aria-current={name === current ? 'page' : undefined}
                  ref={name === current ? activeLink : undefined}
                  className={classes.navItem}
                />
              ))}
            </Box>
          </ScrollArea>
        </Box>
        <Stack component="main" gap="lg" className={classes.main}>
          <GoToRoute to={paths.cabinet.profile()} label={t('demo.backToCabinet')} />
          <Stack gap={4}>
            <Text fz="xs" fw={700} tt="uppercase" c="dimmed" style={{ letterSpacing: '0.06em' }}>
              {t('demo.title')}
            </Text>
            <Title order={1}>{t(`demo.pages.${current}`)}</Title>
          </Stack>
          <Section />
        </Stack>
      </Container>
    </Box>
  );
}
