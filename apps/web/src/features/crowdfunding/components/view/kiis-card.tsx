import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import type { KiisVersion } from '@platform/contract';
import { languages, type Language } from '@platform/contract/basics';
import { useDownload } from '@/shared/files/use-download';
import { useFormatters } from '@/shared/format/use-formatters';
import { useLanguage } from '@/shared/i18n/use-language';
import { paths } from '@/shared/paths';
import { ContentLoader } from '@/shared/ui/loaders';
import { SectionCard } from '@/shared/ui/section-card';
import { SomethingWentWrong } from '@/shared/ui/states';
import { saveKiis, useKiisVersions } from '@/features/crowdfunding/api/kiis';

/** The reader's language first, then the others: each version is kept in every language. */
function languagesFor(reader: Language): Language[] {
  return [reader, ...languages.filter((language) => language !== reader)];
}

/** One button per language for a version (or the preview), the reader's own first. */
function DownloadButtons({ roundId, version }: { roundId: string; version: number | null }) {
  const { t } = useTranslation();
  const reader = useLanguage();
  const download = useDownload(t('kiis.failed'));
  return (
    <Group gap="xs">
      {languagesFor(reader).map((language, index) => {
        const key = `${version ?? 'preview'}-${language}`;
        return (
          <Button
            key={language}
            variant={index === 0 ? 'light' : 'subtle'}
            size="compact-sm"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={download.busyOn(key)}
            onClick={() => void download.save(key, () => saveKiis(roundId, { version, language }))}
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
