import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { HoverTooltip } from '@/shared/ui/hover-tooltip';
import { isKnownRole } from '@platform/contract/basics';
import type { TimelineEvent } from '@platform/contract';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useFormatters } from '@/shared/format/use-formatters';
import { useLanguage } from '@/shared/i18n/use-language';
import type { Detail, Labelled, ParamName, Sentence } from '../lib/sentence';
import { relativeTime } from '../lib/when';

/** Translates a sentence's parameters: labels by their keys, titles in the language's quotes. */
function useParts() {
  const { t } = useTranslation();
  const value = (part: Labelled): string => ('key' in part ? t(part.key) : part.text);
  return {
    value,
    params(params: Sentence['params']): Partial<Record<ParamName, string>> {
      const out: Partial<Record<ParamName, string>> = {};
      for (const name of Object.keys(params) as ParamName[]) {
        const part = params[name]!;
        if (!('quoted' in part)) out[name] = value(part);
        else out[name] = part.quoted ? t('timeline.quoted', { title: value(part.quoted) }) : '';
      }
      return out;
    },
  };
}

export function EntrySentence({ sentence, internal }: { sentence: Sentence; internal: boolean }) {
  const { t } = useTranslation();
  const parts = useParts();
  return (
    <Group gap="xs" wrap="wrap" component="span">
      <Text component="span" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {t(`timeline.kinds.${sentence.key}`, parts.params(sentence.params))}
      </Text>
      {internal ? (
        <Badge color="grape" variant="light" size="sm">
          {t('timeline.internal')}
        </Badge>
      ) : null}
    </Group>
  );
}

export function EntryDetails({ details }: { details: Detail[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const parts = useParts();
  if (details.length === 0) return null;
  const line = (detail: Detail): string => {
    if (detail.label === 'amount') return t('timeline.details.amount', { value: format.currency(detail.amount) });
    if (detail.label === 'when')
      return t('timeline.details.when', { value: detail.to ? `${format.dateTime(detail.from)} – ${format.time(detail.to)}` : format.dateTime(detail.from) });
    return t(`timeline.details.${detail.label}`, { value: parts.value(detail.value) });
  };
  return (
    <Stack gap={2}>
      {details.map((detail) => (
        <Text key={detail.label} size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {line(detail)}
        </Text>
      ))}
    </Stack>
  );
}

/** Who did it (name and role, or the platform) and when: relative, the exact time on hover. */
export function EntryMeta({ event, now }: { event: TimelineEvent; now: Date }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const language = useLanguage();
  const { actor } = event;
  const who = actor
    ? t('timeline.actor', { name: actor.name || t('timeline.unnamed'), role: isKnownRole(actor.role) ? t(`roles.${actor.role}`) : actor.role })
    : t('timeline.platform');
  const exact = format.dateTime(event.at);
  return (
    <Text size="sm" c="dimmed">
      {who}
      {' · '}
      <HoverTooltip label={exact} withArrow>
        <time dateTime={event.at} title={exact}>
          {relativeTime(event.at, now, language)}
        </time>
      </HoverTooltip>
    </Text>
  );
}

export function EntryLink({ to, subject }: { to: string | null; subject: TimelineEvent['subject'] }) {
  const { t } = useTranslation();
  if (!to) return null;
  return (
    <Anchor component={Link} to={to} size="sm" w="fit-content">
      {t(`timeline.open.${subject.type}`)}
    </Anchor>
  );
}
