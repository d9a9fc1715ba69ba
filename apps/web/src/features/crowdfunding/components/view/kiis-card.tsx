import { useState } from 'react';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { KiisVersion } from '@platform/contract';
import { languages, type Language } from '@platform/contract/basics';
import { useErrorText } from '@/shared/api/use-error-text';
import { useFormatters } from '@/shared/format/use-formatters';
import { useLanguage } from '@/shared/i18n/use-language';
import { paths } from '@/shared/paths';
import { ContentLoader } from '@/shared/ui/loaders';
import { notify } from '@/shared/ui/notify';
import { SectionCard } from '@/shared/ui/section-card';
import { SomethingWentWrong } from '@/shared/ui/states';
import { saveKiis, useKiisVersions, type KiisChoice } from '@/features/crowdfunding/api/kiis';

/** The reader's language first, then the others: each version is kept in every language. */
function languagesFor(reader: Language): Language[] {
  return [reader, ...languages.filter((language) => language !== reader)];
}

/** Saves a sheet, telling a refusal in a notification; `busy` marks the button whose file is on its way. */
function useKiisDownload(roundId: string) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [busy, setBusy] = useState<string | null>(null);
  const save = async (choice: KiisChoice) => {
    const key = `${choice.version ?? 'preview'}-${choice.language}`;
    setBusy(key);
    try {
      await saveKiis(roundId, choice);
    } catch (failure) {
      notify.error(errorText(failure), t('kiis.failed'));
    } finally {
      setBusy(null);
    }
  };
  return { save, busyOn: (choice: KiisChoice) => busy === `${choice.version ?? 'preview'}-${choice.language}` };
}

/** One button per language for a version (or the preview), the reader's own first. */
function DownloadButtons({ roundId, version }: { roundId: string; version: number | null }) {
  const { t } = useTranslation();
  const reader = useLanguage();
  const download = useKiisDownload(roundId);
  return (
    <Group gap="xs">
      {languagesFor(reader).map((language, index) => {
        const choice = { version, language };
        return (
          <Button
            key={language}
            variant={index === 0 ? 'light' : 'subtle'}
            size="compact-sm"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={download.busyOn(choice)}
            onClick={() => void download.save(choice)}
            lang={language}
            data-testid={`kiis-download-${version ?? 'preview'}-${language}`}
          >
            {version === null ? t('kiis.previewIn', { language: t(`language.${language}`) }) : t('kiis.downloadIn', { language: t(`language.${language}`) })}
          </Button>
        );
      })}
    </Group>
  );
}

/** A version: its number and date, its downloads and its fingerprint in the reader's language, linked to `/verify`. */
function VersionItem({ roundId, version }: { roundId: string; version: KiisVersion }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const reader = useLanguage();
  const sha256 = version.sha256[reader];
  return (
    <Stack component="li" gap={6} data-testid="kiis-version" data-version={version.version} data-current={version.current}>
      <Text fw={600} fz="sm">
        {t(version.current ? 'kiis.current' : 'kiis.superseded', { version: version.version, date: format.date(version.created_at) })}
      </Text>
      <DownloadButtons roundId={roundId} version={version.version} />
      <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {t('kiis.fingerprint', { sha256 })}{' '}
        <Anchor component={Link} to={paths.verify(sha256)} fz="xs" underline="always">
          {t('kiis.check')}
        </Anchor>
      </Text>
    </Stack>
  );
}

/**
 * The round's key investment information sheet (ECSP art. 23): every version, newest first, each
 * downloadable in both languages and checkable on `/verify`. Before the round opens there is none;
 * its startup and the managers (`previewable`) download a preview made from the terms as they stand.
 */
export function KiisCard({ roundId, signedIn, previewable }: { roundId: string; signedIn: boolean; previewable: boolean }) {
  const { t } = useTranslation();
  const versions = useKiisVersions(roundId, signedIn);
  return (
    <SectionCard title={t('kiis.title')} description={t('kiis.description')} data-testid="round-kiis">
      {versions.isPending ? (
        <ContentLoader />
      ) : versions.isError ? (
        <SomethingWentWrong framed={false} error={versions.error} onRetry={() => void versions.refetch()} description={t('kiis.listFailed')} />
      ) : versions.data.length === 0 ? (
        <Stack gap="sm" align="flex-start" data-testid="kiis-none">
          <Text fz="sm" c="dimmed">
            {t(previewable ? 'kiis.nonePreview' : 'kiis.none')}
          </Text>
          {previewable ? <DownloadButtons roundId={roundId} version={null} /> : null}
        </Stack>
      ) : (
        <Stack component="ol" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
          {versions.data.map((version) => (
            <VersionItem key={version.version} roundId={roundId} version={version} />
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}

/**
 * The sheet a backer reads before joining or reconfirming: the current version with its
 * downloads. `null` while none exists (a round is open only with one).
 */
export function KiisNotice({ roundId, version, text }: { roundId: string; version: KiisVersion | null; text: string }) {
  if (!version) return null;
  return (
    <Stack gap={6} data-testid="kiis-notice" data-version={version.version}>
      <Text fz="sm">{text}</Text>
      <DownloadButtons roundId={roundId} version={version.version} />
    </Stack>
  );
}
