import type { ReactNode } from 'react';
import { Box, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBriefcase, IconBuildingSkyscraper, IconCertificate, IconRocket } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { LanguageSwitch } from '@/shared/ui/language-switch';
import { Logo } from '@/shared/ui/logo';
import { SiteFooter } from '@/shared/ui/site-footer';
import { paths } from '@/shared/paths';
import classes from './auth-layout.module.css';

const audiences = [
  { key: 'startups', icon: IconRocket },
  { key: 'investors', icon: IconBriefcase },
  { key: 'corporates', icon: IconBuildingSkyscraper },
  { key: 'experts', icon: IconCertificate },
] as const;

/** Split screen: the product's promise on the left (laptop and wider), the form on the right. */
export function AuthLayout({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  const { t } = useTranslation();
  return (
    <Box className={classes.page}>
      <Box component="aside" className={classes.hero} visibleFrom="md">
        <Logo to={paths.root()} inverted />
        <Stack gap="xl" maw={520}>
          <Title order={2} c="white" fz={40} lh={1.15}>
            {t('auth.hero.title')}
          </Title>
          <Text c="brand.0" fz="lg">
            {t('auth.hero.text')}
          </Text>
          <List spacing="lg" center>
            {audiences.map(({ key, icon: AudienceIcon }) => (
              <List.Item
                key={key}
                icon={
                  <ThemeIcon size={40} radius="md" color="white" variant="white" c="brand.7">
                    <AudienceIcon size={22} stroke={1.7} />
                  </ThemeIcon>
                }
              >
                <Text c="white" fw={700}>
                  {t(`auth.hero.${key}.title`)}
                </Text>
                <Text c="brand.1" fz="sm">
                  {t(`auth.hero.${key}.text`)}
                </Text>
              </List.Item>
            ))}
          </List>
        </Stack>
        <Text c="brand.2" fz="sm">
          {t('auth.hero.note')}
        </Text>
      </Box>
      <Box className={classes.side}>
        {/* A header landmark, so the language switch is in one like on every other screen. */}
        <Group component="header" justify="space-between" className={classes.topBar}>
          <Box hiddenFrom="md">
            <Logo to={paths.root()} size={30} />
          </Box>
          <Box ml="auto">
            <LanguageSwitch />
          </Box>
        </Group>
        <Box component="main" className={classes.center}>
          {/* Below the laptop width the promise beside the form is hidden: a line says what the platform is. */}
          <Box hiddenFrom="md" className={classes.intro} data-testid="auth-intro">
            <Text fw={700} fz="lg" lh={1.3}>
              {t('auth.hero.title')}
            </Text>
            <Text c="dimmed" fz="sm">
              {t('auth.hero.text')}
            </Text>
          </Box>
          <Paper className={classes.card} data-wide={wide || undefined} withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 40 }}>
            {children}
          </Paper>
        </Box>
        <SiteFooter fluid />
      </Box>
    </Box>
  );
}
