import { Anchor, Badge, ColorSwatch, Group, SimpleGrid, Stack, Text, Tooltip, useMantineTheme } from '@mantine/core';
import { IconBell, IconBriefcase, IconCalendar, IconFileDescription, IconMessages, IconRocket, IconSettings, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { ticketStepTone, type StepTone } from '@platform/contract';
import { ICON_SIZES } from '@/shared/ui/kit/icon-sizes';
import { useFormatters } from '@/shared/format/use-formatters';
import { DemoBlock } from './demo-block';

const paletteColors = ['brand', 'gray', 'teal', 'red', 'yellow'] as const;
const toneColor: Record<StepTone, string> = { positive: 'teal', negative: 'red', active: 'brand' };

export function PaletteDemo() {
  const { t } = useTranslation();
  const theme = useMantineTheme();
  return (
    <Stack gap="lg">
      {paletteColors.map((color) => (
        <DemoBlock key={color} title={t(`demo.palette.${color}`)}>
          <SimpleGrid cols={{ base: 5, sm: 10 }} spacing="xs">
            {theme.colors[color]!.map((hex, shade) => (
              <Stack key={hex} gap={4} align="center">
                <Tooltip label={hex}>
                  <ColorSwatch color={hex} size={44} radius="md" aria-label={`${color} ${shade}: ${hex}`} />
                </Tooltip>
                <Text fz="xs" c="dimmed">
                  {shade}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </DemoBlock>
      ))}
      <DemoBlock title={t('demo.palette.tones')} note={t('demo.palette.tonesNote')}>
        <Group gap="sm">
          {(['success', 'cancelled', 'searching'] as const).map((status) => (
            <Badge key={status} color={toneColor[ticketStepTone(status)]} variant="light" size="lg">
              {t(`demo.palette.tone.${ticketStepTone(status)}`)}
            </Badge>
          ))}
        </Group>
      </DemoBlock>
    </Stack>
  );
}

/** A fixed moment, so the examples do not change from day to day. */
const SAMPLE_MOMENT = '2026-03-05T14:07:00Z';

function FormatsDemo() {
  const { t } = useTranslation();
  const format = useFormatters();
  const rows: [string, string][] = [
    [t('demo.typography.formats.date'), format.date(SAMPLE_MOMENT)],
    [t('demo.typography.formats.dateTime'), format.dateTime(SAMPLE_MOMENT)],
    [t('demo.typography.formats.dotted'), format.dotted(SAMPLE_MOMENT)],
    [t('demo.typography.formats.currency'), format.currency(1_250_000)],
    [t('demo.typography.formats.percent'), format.percent(42)],
    [t('demo.typography.formats.fileSize'), format.fileSize(5_452_595)],
  ];
  return (
    <DemoBlock title={t('demo.typography.formats.title')} note={t('demo.typography.formats.note')}>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
        {rows.map(([label, value]) => (
          <Stack key={label} gap={2}>
            <Text fz="xs" c="dimmed">
              {label}
            </Text>
            <Text fw={600}>{value}</Text>
          </Stack>
        ))}
      </SimpleGrid>
    </DemoBlock>
  );
}

export function TypographyDemo() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <DemoBlock title={t('demo.typography.headings')}>
        <Stack gap="sm">
          {/* Styled as headings but not headings, so the page keeps one h1 and a sane outline. */}
          {([1, 2, 3, 4, 5, 6] as const).map((order) => (
            <Text key={order} fz={`h${order}`} fw={700} lh={1.3}>
              {t('demo.typography.heading', { level: order })}
            </Text>
          ))}
        </Stack>
      </DemoBlock>
      <DemoBlock title={t('demo.typography.body')}>
        <Stack gap="xs">
          {(['xl', 'lg', 'md', 'sm', 'xs'] as const).map((size) => (
            <Text key={size} fz={size}>
              {size}: {t('demo.typography.sample')}
            </Text>
          ))}
          <Text c="dimmed">{t('demo.typography.dimmed')}</Text>
          <Text fw={700}>{t('demo.typography.bold')}</Text>
          <Anchor href="#typography">{t('demo.typography.link')}</Anchor>
        </Stack>
      </DemoBlock>
      <FormatsDemo />
    </Stack>
  );
}

const sampleIcons = [IconRocket, IconBriefcase, IconUsersGroup, IconCalendar, IconMessages, IconFileDescription, IconBell, IconSettings];

export function IconsDemo() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      {ICON_SIZES.map((size) => (
        <DemoBlock key={size} title={t('demo.icons.size', { size })}>
          <Group gap="lg" c="brand.7">
            {sampleIcons.map((SampleIcon, index) => (
              <SampleIcon key={index} size={size} stroke={size <= 16 ? 2 : 1.6} aria-hidden />
            ))}
          </Group>
        </DemoBlock>
      ))}
    </Stack>
  );
}
