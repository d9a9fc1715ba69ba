import { useId, type ReactNode } from 'react';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import type { StepTone, TicketStatus, TicketType } from '@platform/contract';
import { paths } from '@/shared/paths';
import { StatusText } from './status-text';
import { StepIndicator } from './step-indicator';
import classes from '@/shared/ui/link-card.module.css';

export interface TicketCardFrameProps {
  card: { id: string; type: TicketType; status: TicketStatus | 'unknown'; step: { current: number; total: number; tone: StepTone } };
  /** The lines under the title: the dates, and whom the ticket is for. */
  meta: ReactNode;
  /** The bottom row: counters and badges. */
  footer: ReactNode;
  /** The expert's card: less padding on phones and a title column that narrows further before the step wraps under it. */
  dense?: boolean;
  'data-testid': string;
}

/** What every card of the applications list shows: the type (its link opens the whole card), the step and the status. */
export function TicketCardFrame({ card, meta, footer, dense = false, ...rest }: TicketCardFrameProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Paper
      withBorder
      radius="lg"
      p={dense ? { base: 'md', sm: 'lg' } : 'lg'}
      component="article"
      aria-labelledby={titleId}
      className={classes.card}
      data-testid={rest['data-testid']}
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
          <Stack gap={6} style={{ minWidth: 0, flex: dense ? '1 1 240px' : '1 1 260px' }}>
            <Title order={2} fz="lg" id={titleId}>
              <Link to={paths.cabinet.applications.view(card.type, card.id)} className={classes.link}>
                {t(`applications.types.${card.type}`)}
              </Link>
            </Title>
            {meta}
          </Stack>
          <StepIndicator step={card.step} />
        </Group>
        <StatusText status={card.status} tone={card.step.tone} />
        {footer}
      </Stack>
    </Paper>
  );
}

/** When the ticket came and until when it stands, already formatted; `children` follow on the line. */
export function CardDates({ date, expire, children }: { date: string; expire: string | null; children?: ReactNode }) {
  return (
    <Group gap="xs">
      <Group gap={4} wrap="nowrap">
        <IconCalendarEvent size={14} aria-hidden color="var(--mantine-color-dimmed)" />
        <Text fz="sm" c="dimmed">
          {date}
        </Text>
      </Group>
      {expire ? (
        <Text fz="sm" c="dimmed">
          · {expire}
        </Text>
      ) : null}
      {children}
    </Group>
  );
}

/** A count on a card with its icon; `highlight` when it asks for action, `badge` for what is new. */
export function Counter({ icon, text, badge, highlight = false }: { icon: ReactNode; text: string; badge?: string; highlight?: boolean }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Text component="span" c={highlight ? 'brand.7' : 'dimmed'} style={{ display: 'inline-flex' }}>
        {icon}
      </Text>
      <Text fz="sm" fw={highlight ? 600 : undefined}>
        {text}
      </Text>
      {badge ? (
        <Badge size="sm" variant="filled" radius="sm" tt="none">
          {badge}
        </Badge>
      ) : null}
    </Group>
  );
}
