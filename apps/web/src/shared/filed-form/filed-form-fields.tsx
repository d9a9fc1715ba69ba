import { Badge, Box, Group, SimpleGrid, Skeleton, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { ClientTicketType } from '@platform/contract';
import { useHandbooks } from '@/shared/api/get-handbooks';
import { useLanguage } from '@/shared/i18n/use-language';
import { presentFiledForm, type ShownValue } from './present';

/**
 * A filed application form as a list of terms: every field of its form with the form's label and
 * the value in the reader's language. The client's application view and the manager's ticket page
 * both show it, so the two cannot drift apart.
 */
export function FiledFormFields({ type, form }: { type: ClientTicketType; form: Record<string, unknown> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data: handbooks } = useHandbooks();
  const rows = presentFiledForm(type, form, { t, language, handbooks });
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md" m={0}>
      {rows.map((row) => (
        <Box key={row.field} style={{ minWidth: 0 }} data-testid={`info-${row.field}`}>
          <Text component="dt" fz="xs" c="dimmed" fw={600} tt="uppercase" style={{ letterSpacing: '0.04em' }}>
            {row.label}
          </Text>
          <Text component="dd" m={0} mt={2} fw={500} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            <Value value={row.value} />
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}

function Value({ value }: { value: ShownValue }) {
  const { t } = useTranslation();
  switch (value.kind) {
    case 'text':
      return <>{value.text}</>;
    case 'list':
      return (
        <Group component="span" gap={6}>
          {value.items.map((name) => (
            <Badge key={name} component="span" variant="light" color="gray" radius="sm" tt="none" fw={600}>
              {name}
            </Badge>
          ))}
        </Group>
      );
    case 'empty':
      // A dash to the eye, words to a screen reader.
      return (
        <>
          <span aria-hidden>—</span>
          <VisuallyHidden>{t('filedForm.notFilled')}</VisuallyHidden>
        </>
      );
    case 'loading':
      return <Skeleton component="span" display="block" h={22} w={160} radius="sm" />;
  }
}
