import type { ReactNode } from 'react';
import { Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBulb, IconClipboardText } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface BannerProps {
  icon: ReactNode;
  title: string;
  text: string;
  action: string;
  onAction: () => void;
  color: string;
  testId: string;
}

function Banner({ icon, title, text, action, onAction, color, testId }: BannerProps) {
  return (
    <Paper radius="lg" p="lg" bg={`var(--mantine-color-${color}-0)`} withBorder style={{ borderColor: `var(--mantine-color-${color}-2)` }} data-testid={testId}>
      <Group justify="space-between" gap="md" wrap="wrap">
        <Group gap="md" wrap="nowrap" style={{ flex: '1 1 320px', minWidth: 0 }}>
          <ThemeIcon size={44} radius="md" color={color} variant="light">
            {icon}
          </ThemeIcon>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={700}>{title}</Text>
            <Text fz="sm" c="dimmed">
              {text}
            </Text>
          </Stack>
        </Group>
        <Button color={color} onClick={onAction}>
          {action}
        </Button>
      </Group>
    </Paper>
  );
}

/** Shown while the profile type is `empty`: the product texts are still missing. */
export function FillInBanner({ onFill }: { onFill: () => void }) {
  const { t } = useTranslation();
  return (
    <Banner
      icon={<IconClipboardText size={24} stroke={1.6} aria-hidden />}
      title={t('profile.startup.fillIn.title')}
      text={t('profile.startup.fillIn.text')}
      action={t('profile.startup.fillIn.action')}
      onAction={onFill}
      color="brand"
      testId="fill-in-banner"
    />
  );
}

export function RecommendationsBanner({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <Banner
      icon={<IconBulb size={24} stroke={1.6} aria-hidden />}
      title={t('recommendations.banner.title')}
      text={t('recommendations.banner.text')}
      action={t('recommendations.banner.action')}
      onAction={onOpen}
      color="teal"
      testId="recommendations-banner"
    />
  );
}
