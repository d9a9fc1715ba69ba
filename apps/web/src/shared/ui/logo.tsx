import { Group, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';

function Mark({ size, inverted }: { size: number; inverted: boolean }) {
  const tile = inverted ? 'var(--mantine-color-white)' : 'var(--mantine-color-brand-6)';
  const letter = inverted ? 'var(--mantine-color-brand-7)' : 'var(--mantine-color-white)';
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill={tile} />
      <path d="M9 10l7 13 7-13" fill="none" stroke={letter} strokeWidth="3.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The product mark; a link home whose accessible name is the product name. */
export function Logo({ to, size = 32, inverted = false }: { to: string; size?: number; inverted?: boolean }) {
  const { t } = useTranslation();
  return (
    <UnstyledButton component={Link} to={to} aria-label={t('app.homeLink')}>
      <Group gap={10} wrap="nowrap">
        <Mark size={size} inverted={inverted} />
        <Text fw={800} fz={size > 28 ? 'lg' : 'md'} c={inverted ? 'white' : 'dark.8'} lh={1} style={{ letterSpacing: '-0.01em' }}>
          {t('app.name')}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
