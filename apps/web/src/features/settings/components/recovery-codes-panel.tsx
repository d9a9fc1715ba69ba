import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconDownload, IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { saveBlob } from '@/shared/files/open-file';
import { useFormatters } from '@/shared/format/use-formatters';
import { useCurrentUser } from '@/shared/session/session-context';
import { useCopyToClipboard } from '@/shared/ui/copy-to-clipboard';
import { recoveryCodesFileName, recoveryCodesText } from '../lib/recovery-codes-file';

export interface RecoveryCodesPanelProps {
  codes: string[];
  /** The person says they have kept the codes; they are not shown again. */
  onDone: () => void;
}

/** The ten recovery codes, shown once: copy them, save them as text, and say they are kept. */
export function RecoveryCodesPanel({ codes, onDone }: RecoveryCodesPanelProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { date } = useFormatters();
  const { copied, copy } = useCopyToClipboard();
  const [saved, setSaved] = useState(false);
  const [made] = useState(() => new Date());
  const fileText = () =>
    recoveryCodesText(codes, {
      title: t('mfa.codes.fileTitle', { host: window.location.host }),
      account: t('mfa.codes.fileAccount', { email: user.email, date: date(made) }),
      advice: t('mfa.codes.fileAdvice'),
    });

  return (
    <Stack gap="md">
      <Alert color="teal" variant="light" icon={<IconCheck size={20} aria-hidden />} title={t('mfa.codes.on')}>
        {t('mfa.codes.text')}
      </Alert>
      <Paper withBorder radius="md" p="md">
        <SimpleGrid
          component="ul"
          cols={{ base: 1, xs: 2 }}
          spacing="xs"
          verticalSpacing={4}
          aria-label={t('mfa.codes.listLabel')}
          data-testid="recovery-codes"
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {codes.map((code) => (
            <Text component="li" key={code} ff="monospace" fz="md">
              {code}
            </Text>
          ))}
        </SimpleGrid>
      </Paper>
      <Group gap="sm">
        <Button
          variant="default"
          leftSection={copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
          onClick={() => copy(codes.join('\n'))}
        >
          {copied ? t('mfa.copied') : t('mfa.codes.copy')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconDownload size={18} aria-hidden />}
          onClick={() => saveBlob(new Blob([fileText()], { type: 'text/plain;charset=utf-8' }), recoveryCodesFileName(window.location.host, made))}
        >
          {t('mfa.codes.download')}
        </Button>
      </Group>
      <Text fz="sm" c="dimmed">
        <IconAlertTriangle size={14} aria-hidden style={{ verticalAlign: 'middle', marginRight: 4 }} />
        {t('mfa.codes.once')}
      </Text>
      <Checkbox label={t('mfa.codes.saved')} checked={saved} onChange={(event) => setSaved(event.currentTarget.checked)} />
      <Group>
        <Button onClick={onDone} disabled={!saved}>
          {t('mfa.codes.done')}
        </Button>
      </Group>
    </Stack>
  );
}
