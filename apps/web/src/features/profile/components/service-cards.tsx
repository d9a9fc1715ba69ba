import { Paper, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { IconBulb, IconCoin, IconRocket, IconSearch } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { paths } from '@/shared/paths';
import classes from './info-card.module.css';

const servicesByRole = {
  startup: ['startup_duedill', 'startup_pilot', 'startup_investment'],
  investor: ['investor_duedill', 'investor_pilot', 'investor_investment'],
  corporate: ['corporate_duedill', 'corporate_pilot', 'corporate_investment'],
} as const;
export type ServiceRole = keyof typeof servicesByRole;

const icons = { duedill: IconSearch, pilot: IconBulb, investment: IconCoin } as const;
const kindOf = (type: string) => type.slice(type.indexOf('_') + 1) as keyof typeof icons;

/** The services a company orders: each card opens the matching create-application screen. */
export function ServiceCards({ role, column = false }: { role: ServiceRole; column?: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="section" aria-labelledby="services-title">
      <Title order={2} fz="lg" id="services-title">
        {t('profile.services.title')}
      </Title>
      <SimpleGrid cols={column ? 1 : { base: 1, sm: 3 }} spacing="md">
        {servicesByRole[role].map((type) => {
          const kind = kindOf(type);
          const Icon = icons[kind] ?? IconRocket;
          return (
            <UnstyledButton key={type} component={Link} to={paths.cabinet.applications.create(type)}>
              <Paper withBorder radius="lg" p="lg" h="100%" className={classes.editable}>
                <Stack gap="xs">
                  <ThemeIcon variant="light" size={40} radius="md">
                    <Icon size={22} stroke={1.6} aria-hidden />
                  </ThemeIcon>
                  <Text fw={700}>{t(`profile.services.${kind}.title`)}</Text>
                  <Text fz="sm" c="dimmed">
                    {t(`profile.services.${kind}.${role === 'startup' ? 'startup' : 'foundation'}`)}
                  </Text>
                </Stack>
              </Paper>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
