import { ActionIcon, Anchor, Code, Group, Stack, Text } from '@mantine/core';
import { HoverTooltip } from '@/shared/ui/hover-tooltip';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { ReportPdf } from '@platform/contract';
import { paths } from '@/shared/paths';
import { useCopyToClipboard } from '@/shared/ui/copy-to-clipboard';

/**
 * The stored PDF's version and fingerprint (the SHA-256 of its bytes), shown beside its download:
 * what `sha256sum` prints for the file, and what `/verify` checks. A file cannot carry its own hash.
 */
export function ReportFingerprint({ pdf }: { pdf: ReportPdf | null }) {
  const { t } = useTranslation();
  const { copied, copy } = useCopyToClipboard();
  if (!pdf) return null;
  return (
    <Stack gap={4} data-testid="report-fingerprint" data-sha256={pdf.sha256}>
      <Text fz="xs" c="dimmed">
        {t('verify.fingerprint.label', { version: pdf.version })}
      </Text>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Code fz="xs" style={{ overflowWrap: 'anywhere', wordBreak: 'break-all', minWidth: 0 }}>
          {pdf.sha256}
        </Code>
        <HoverTooltip label={copied ? t('verify.fingerprint.copied') : t('verify.fingerprint.copy')}>
          <ActionIcon variant="subtle" size="sm" onClick={() => copy(pdf.sha256)} aria-label={t('verify.fingerprint.copy')}>
            {copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
          </ActionIcon>
        </HoverTooltip>
      </Group>
      <Anchor component={Link} to={paths.verify(pdf.sha256)} fz="xs">
        {t('verify.fingerprint.check')}
      </Anchor>
    </Stack>
  );
}
