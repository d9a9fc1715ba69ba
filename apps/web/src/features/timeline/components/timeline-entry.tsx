import { Anchor, Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { isKnownRole } from '@platform/contract/basics';
import type { TimelineEvent } from '@platform/contract';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../shared/format/use-formatters';
import { useLanguage } from '../../../shared/i18n/use-language';
import type { Detail, ParamName, Part, Sentence } from '../lib/sentence';
import { relativeTime } from '../lib/when';

/** Translates a sentence's parameters: labels by their keys, titles in the language's quotes. */
function useParts() {
  const { t } = useTranslation();
  return (params: Sentence['params']): Partial<Record<ParamName, string>> => {
    const out: Partial<Record<ParamName, string>> = {};
    for (const name of Object.keys(params) as ParamName[]) out[name] = partText(params[name]!);
    return out;
  };
  function partText(part: Part): string {
    if ('key' in part) return t(part.key);
    if ('title' in part) return part.title ? t('timeline.quoted', { title: part.title }) : '';
    return part.text;
  }
}

export function EntrySentence({ sentence, internal }: { sentence: Sentence; internal: boolean }) {
  const { t } = useTranslation();
  const parts = useParts();
  return (
    <Group gap="xs" wrap="wrap" component="span">
      <Text component="span" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {t(`timeline.kinds.${sentence.key}`, parts(sentence.params))}
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
  if (details.length === 0) return null;
  return (
    <Stack gap={2}>
      {details.map((detail) => (
        <Text key={detail.label} size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {t(`timeline.details.${detail.label}`, { value: 'amount' in detail ? format.currency(detail.amount) : detail.value })}
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
      <Tooltip label={exact} withArrow>
        <time dateTime={event.at} title={exact}>
          {relativeTime(event.at, now, language)}
        </time>
      </Tooltip>
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
