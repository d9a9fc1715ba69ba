import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { useFormatters } from '@/shared/format/use-formatters';
import { paths } from '@/shared/paths';
import { SectionCard } from '@/shared/ui/section-card';
import type { ManagerTicket } from '@/shared/api/manager-ticket';
import { ExpertMoves } from './expert-moves';
import { ExpertWorkFacts, ExpertWorkStatus } from './expert-work-facts';

/** Every expert company the client's ticket was sent to, newest first, each leading to its expert ticket. */
export function ExpertWorkCard({ ticket }: { ticket: ManagerTicket }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const work = ticket.expert_work;
  return (
    <SectionCard
      title={t('manage.expertWork.title')}
      aside={
        <Badge variant="light" size="lg" radius="sm" data-testid="expert-work-count">
          {format.number(work.length)}
        </Badge>
      }
      data-testid="expert-work"
    >
      {work.length === 0 ? (
        <Text c="dimmed" fz="sm">
          {t('manage.expertWork.empty')}
        </Text>
      ) : (
        <Stack gap="sm" role="list" aria-label={t('manage.expertWork.title')}>
          {work.map((item) => (
            <Paper key={item.id} withBorder radius="md" p="md" role="listitem" aria-label={item.company.name} data-testid="expert-work-item">
              <Stack gap="sm">
                <Group justify="space-between" align="flex-start" gap="sm">
                  <Stack gap={4} style={{ minWidth: 0 }}>
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {item.company.name}
                    </Text>
                    <ExpertWorkStatus work={item} />
                  </Stack>
                  <Anchor
                    component={Link}
                    to={paths.manage.ticket(item.id)}
                    fz="sm"
                    fw={600}
                    aria-label={t('manage.expertWork.openOf', { name: item.company.name })}
                  >
                    <Group gap={4} wrap="nowrap">
                      {t('manage.expertWork.open')}
                      <IconArrowRight size={16} aria-hidden />
                    </Group>
                  </Anchor>
                </Group>
                <ExpertWorkFacts work={item} />
                <ExpertMoves work={item} />
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
