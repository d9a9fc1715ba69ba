import { Button, Menu, Text } from '@mantine/core';
import { IconBulb, IconChevronDown, IconCoin, IconPlus, IconSearch } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import type { Role } from '@platform/contract';
import { paths } from '@/shared/paths';
import { creatableTypes, serviceOf } from '../lib/form-kinds';

const icons = { investment: IconCoin, pilot: IconBulb, duedill: IconSearch } as const;

/** "New application": the services the role orders, each opening its create screen. */
export function NewApplicationMenu({ role }: { role: Role }) {
  const { t } = useTranslation();
  const types = creatableTypes(role);
  if (types.length === 0) return null;
  const side = role === 'startup' ? 'startup' : 'foundation';
  return (
    <Menu position="bottom-end" shadow="md" width={300}>
      <Menu.Target>
        <Button leftSection={<IconPlus size={18} aria-hidden />} rightSection={<IconChevronDown size={16} aria-hidden />}>
          {t('applications.new')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {types.map((type) => {
          const service = serviceOf(type);
          const Icon = icons[service];
          return (
            <Menu.Item key={type} component={Link} to={paths.cabinet.applications.create(type)} leftSection={<Icon size={20} stroke={1.6} aria-hidden />}>
              <Text fw={600} fz="sm">
                {t(`profile.services.${service}.title`)}
              </Text>
              <Text fz="xs" c="dimmed">
                {t(`profile.services.${service}.${side}`)}
              </Text>
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
