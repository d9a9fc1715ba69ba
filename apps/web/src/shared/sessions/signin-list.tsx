import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { SigninEvent } from '@platform/contract';
import { useFormatters } from '@/shared/format/use-formatters';

/**
 * Sign-in attempts, the newest first: when, how, from what and where (masked), and what came of
 * it. The account reads its own in Settings, a manager a company's in the back office.
 */
export function SigninList({ items, testId }: { items: readonly SigninEvent[]; testId?: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (items.length === 0)
    return (
      <Text fz="sm" c="dimmed">
        {t('sessions.signins.empty')}
      </Text>
    );
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} data-testid={testId}>
      {items.map((item) => (
        <Group component="li" key={item.id} gap="sm" wrap="nowrap" align="flex-start" data-testid="signin-row" data-outcome={item.outcome}>
          {item.success ? (
            <IconCircleCheck size={20} color="var(--mantine-color-teal-7)" aria-hidden style={{ flexShrink: 0 }} />
          ) : (
            <IconCircleX size={20} color="var(--mantine-color-red-7)" aria-hidden style={{ flexShrink: 0 }} />
          )}
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Text fz="sm" fw={600}>
                {t(`sessions.outcome.${item.outcome}`)}
              </Text>
              {item.new_device ? (
                <Badge size="sm" variant="light" color="orange" tt="none">
                  {t('sessions.signins.newDevice')}
                </Badge>
              ) : null}
            </Group>
            <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {[format.dateTime(item.at), t(`sessions.method.${item.method}`), item.device, item.ip_masked ?? t('sessions.unknownAddress')].join(' · ')}
            </Text>
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}
