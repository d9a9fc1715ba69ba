import type { ReactNode } from 'react';
import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconQuestionMark } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { VerifyAnswer } from '@platform/contract';
import { useFormatters } from '@/shared/format/use-formatters';

/** The light alerts' coloured titles are too faint on their tint; the text colour keeps them readable (the icon carries the colour). */
const readable = { title: { color: 'var(--mantine-color-text)' } };

/**
 * What a fingerprint is: a version of an approved report, one whose approval was revoked, a
 * round's key information sheet (current or replaced by a newer version), or nothing known.
 */
export function VerifyResult({ answer, sha256 }: { answer: VerifyAnswer | null; sha256: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const fingerprint = (
    <Text fz="xs" c="dimmed" mt="xs" style={{ overflowWrap: 'anywhere' }}>
      {t('verify.fingerprintOf', { sha256 })}
    </Text>
  );
  if (!answer) {
    return (
      <Alert
        styles={readable}
        color="gray"
        variant="light"
        icon={<IconQuestionMark aria-hidden />}
        title={t('verify.noMatch.title')}
        data-testid="verify-no-match"
      >
        {t('verify.noMatch.text')}
        {fingerprint}
      </Alert>
    );
  }
  if (answer.kiis) return <KiisResult kiis={answer.kiis} fingerprint={fingerprint} />;
  const facts = {
    version: answer.version,
    // The report is on its client, whatever the client's role.
    startup: answer.client.name || t('verify.unnamed'),
    expert: answer.expert_company || t('verify.unnamed'),
    date: format.date(answer.approved_at),
  };
  if (answer.revoked) {
    return (
      <Alert
        styles={readable}
        color="red"
        variant="light"
        icon={<IconAlertTriangle aria-hidden />}
        title={t('verify.revoked.title')}
        data-testid="verify-revoked"
      >
        {t('verify.revoked.text', { ...facts, revokedOn: answer.revoked_at ? format.date(answer.revoked_at) : '' })}
        {fingerprint}
      </Alert>
    );
  }
  return (
    <Alert styles={readable} color="green" variant="light" icon={<IconCircleCheck aria-hidden />} title={t('verify.match.title')} data-testid="verify-match">
      {t('verify.match.text', facts)}
      {fingerprint}
    </Alert>
  );
}

/** A round's key information sheet: genuine either way; a replaced version says its terms changed since. */
function KiisResult({ kiis, fingerprint }: { kiis: NonNullable<VerifyAnswer['kiis']>; fingerprint: ReactNode }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const facts = {
    version: kiis.version,
    startup: kiis.startup || t('verify.unnamed'),
    language: t(`language.${kiis.language}`),
    date: format.date(kiis.created_at),
  };
  return (
    <Alert
      styles={readable}
      color={kiis.current ? 'green' : 'orange'}
      variant="light"
      icon={kiis.current ? <IconCircleCheck aria-hidden /> : <IconAlertTriangle aria-hidden />}
      title={t(kiis.current ? 'verify.kiis.title' : 'verify.kiis.replacedTitle')}
      data-testid="verify-kiis"
      data-current={kiis.current}
    >
      {t('verify.kiis.text', facts)}
      {kiis.current ? null : <> {t('verify.kiis.replaced')}</>}
      {fingerprint}
    </Alert>
  );
}
