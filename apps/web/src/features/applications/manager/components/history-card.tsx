import { Text, Timeline } from '@mantine/core';
import { IconArrowRight, IconBan, IconCheck, IconFilePlus } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { ticketStepTone } from '@platform/contract';
import { useFormatters } from '@/shared/format/use-formatters';
import type { ManagerTicket } from '@/shared/api/manager-ticket';
import { isRole } from '@/shared/lib/roles';
import { SectionCard } from '@/shared/ui/section-card';
import { toneColor } from '@/shared/ui/status-step';

/** Every status the ticket went through, newest first: the move, who made it, when, and the comment. */
export function HistoryCard({ history }: { history: ManagerTicket['history'] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const entries = [...history].reverse();
  return (
    <SectionCard title={t('manage.history.title')}>
      <Timeline bulletSize={26} lineWidth={2} active={entries.length} role="list" aria-label={t('manage.history.title')}>
        {entries.map((entry) => {
          const tone = ticketStepTone(entry.to);
          const Icon = entry.from === null ? IconFilePlus : tone === 'negative' ? IconBan : tone === 'positive' ? IconCheck : IconArrowRight;
          const who = entry.actor
            ? `${entry.actor.name}${isRole(entry.actor.role) ? ` (${t(`roles.${entry.actor.role}`)})` : ''}`
            : t('manage.history.unknownActor');
          return (
            <Timeline.Item
              key={`${entry.date}-${entry.to}`}
              role="listitem"
              color={toneColor[tone]}
              bullet={<Icon size={14} aria-hidden />}
              title={
                entry.from === null
                  ? t('manage.history.filed')
                  : t('manage.history.moved', { from: t(`manage.statuses.${entry.from}`), to: t(`manage.statuses.${entry.to}`) })
              }
              data-testid="history-entry"
            >
              <Text fz="xs" c="dimmed">
                {t('manage.history.byWhen', { who, when: format.dateTime(entry.date) })}
              </Text>
              {entry.comment ? (
                <Text fz="sm" mt={4} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} data-testid="history-comment">
                  {entry.comment}
                </Text>
              ) : null}
            </Timeline.Item>
          );
        })}
      </Timeline>
    </SectionCard>
  );
}
