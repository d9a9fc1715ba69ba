import { useDeferredValue } from 'react';
import { Badge, Group, List, Paper, Stack, Text } from '@mantine/core';
import { IconCertificateOff, IconFlask, IconRosetteDiscountCheck, IconShieldCheck, IconUser } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { PassportClaim } from '@platform/contract';
import { useFormatters } from '@/shared/format/use-formatters';
import { useLanguage } from '@/shared/i18n/use-language';
import { usePassport } from '@/features/profile/api/get-passport';
import { claimLabelKey, claimValueText } from '@/features/profile/lib/passport';
import { InfoCard } from '../info-card';
import classes from './passport-card.module.css';

const ICON = { size: 20, stroke: 1.6, color: 'var(--mantine-color-brand-6)', 'aria-hidden': true } as const;

/**
 * The startup passport: each score group and key finance figure with where it comes from
 * (self-reported with its date, verified by an expert's approved report or by a pilot's recorded
 * outcome), evidence older than 12 months marked stale, and an expert verification a manager
 * revoked with its date. Nothing while it loads or fails: the profile shows without it. Its badges
 * wrap rather than cut their text, so a phone reads them whole.
 */
export function PassportCard({ startupId }: { startupId: string }) {
  const { t } = useTranslation();
  // Rendered from a deferred copy: its rows arrive after the page and render in slices, not in one task.
  const claims = useDeferredValue(usePassport(startupId).data);
  if (!claims) return null;
  return (
    <InfoCard title={t('passport.title')} icon={<IconShieldCheck {...ICON} />} data-testid="card-passport">
      <Text fz="sm" c="dimmed">
        {t('passport.intro')}
      </Text>
      <Stack gap="xs" role="list" aria-label={t('passport.title')}>
        {claims.map((claim) => (
          <ClaimRow key={claim.group} claim={claim} />
        ))}
      </Stack>
    </InfoCard>
  );
}

function ClaimRow({ claim }: { claim: PassportClaim }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const language = useLanguage();
  const label = t(claimLabelKey(claim.group));
  const self = claimValueText(claim.group, claim.self_value, format, language, t) ?? t('passport.notSet');
  const verified = claim.source !== 'self' && claim.verified_at !== null;
  // Evidence that checks a claim does not check the startup's own value beside it: a pilot verifies
  // with no score of its own, so the startup's value is named as the startup's, as beside an expert's.
  const ownLabelled = claim.source !== 'self';
  return (
    <Paper withBorder radius="md" p="sm" role="listitem" aria-label={label} data-testid={`passport-${claim.group}`} data-source={claim.source}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" align="baseline">
          <Text fw={600} fz="sm">
            {label}
          </Text>
          <Group gap="xs" align="baseline">
            {claim.source === 'expert' && claim.verified_value !== null ? (
              <Text fz="sm" data-testid="passport-expert-value">
                {t('passport.expertValue', { value: format.score(claim.verified_value) })}
              </Text>
            ) : null}
            <Text fz="sm" fw={ownLabelled ? 400 : 700} c={ownLabelled ? 'dimmed' : undefined} data-testid="passport-self-value">
              {ownLabelled ? t('passport.selfValue', { value: self }) : self}
            </Text>
          </Group>
        </Group>
        <Group gap="xs" wrap="wrap">
          {verified ? <EvidenceBadge claim={claim} /> : <SelfBadge changedAt={claim.self_changed_at} />}
          {claim.withdrawn ? <WithdrawnBadge at={claim.withdrawn.at} /> : null}
          {verified && claim.stale ? (
            <Badge variant="outline" color="orange" radius="sm" tt="none" title={t('passport.staleHint')} data-testid="passport-stale">
              {t('passport.stale')}
            </Badge>
          ) : null}
        </Group>
        {claim.source === 'pilot' && claim.kpis?.length ? (
          <List size="xs" spacing={2} aria-label={t('passport.kpis')}>
            {claim.kpis.map((kpi) => (
              <List.Item key={kpi.name}>{t('passport.kpi', { name: kpi.name, target: kpi.target, reached: kpi.reached ?? t('passport.notSet') })}</List.Item>
            ))}
          </List>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** An investor reading a self-reported claim learns that an expert once verified it and no longer does. */
function WithdrawnBadge({ at }: { at: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <Badge
      variant="light"
      color="red"
      radius="sm"
      tt="none"
      fw={600}
      classNames={{ root: classes.badge, label: classes.label }}
      title={t('passport.withdrawnHint')}
      leftSection={<IconCertificateOff size={12} aria-hidden />}
      data-testid="passport-withdrawn"
    >
      {t('passport.withdrawn', { date: format.date(at) })}
    </Badge>
  );
}

/** A self-reported claim with the date it last changed; an empty one says so, with no date. */
function SelfBadge({ changedAt }: { changedAt: string | null }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <Badge
      variant="light"
      color="gray"
      radius="sm"
      tt="none"
      fw={500}
      classNames={{ root: classes.badge, label: classes.label }}
      leftSection={<IconUser size={12} aria-hidden />}
      data-testid="passport-badge"
    >
      {changedAt === null ? t('passport.notReported') : t('passport.self', { date: format.date(changedAt) })}
    </Badge>
  );
}

function EvidenceBadge({ claim }: { claim: PassportClaim }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const expert = claim.source === 'expert';
  const text = t(expert ? 'passport.expert' : 'passport.pilot', { company: claim.verifier?.name ?? '', date: format.date(claim.verified_at!) });
  const Icon = expert ? IconRosetteDiscountCheck : IconFlask;
  return (
    <Badge
      variant="light"
      color={claim.stale ? 'gray' : expert ? 'teal' : 'blue'}
      radius="sm"
      tt="none"
      fw={600}
      classNames={{ root: classes.badge, label: classes.label }}
      leftSection={<Icon size={12} aria-hidden />}
      data-testid="passport-badge"
    >
      {text}
    </Badge>
  );
}
