import { useState, type FormEvent } from 'react';
import { Button, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useErrorText } from '@/shared/api/use-error-text';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { SomethingWentWrong } from '@/shared/ui/states';
import { useVerifyReport } from '../api/verify-report';
import { PdfDrop } from '../components/pdf-drop';
import { VerifyResult } from '../components/verify-result';
import { canHashFiles, isPdf, parseFingerprint, sha256OfFile } from '../lib/fingerprint';

/**
 * The public check of a due-diligence report: a PDF hashed in the browser (never uploaded) or a
 * pasted fingerprint, looked up on the server. The fingerprint lives in `?sha256=`, so a check is
 * a link anyone can share.
 */
export function VerifyPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('verify.title'));
  const errorText = useErrorText();
  const [params, setParams] = useSearchParams();
  const sha256 = parseFingerprint(params.get('sha256') ?? '');
  const [pasted, setPasted] = useState(params.get('sha256') ?? '');
  // A shared link with a broken fingerprint says so at once.
  const [pastedError, setPastedError] = useState<string | null>(params.get('sha256') && !sha256 ? t('verify.hashInvalid') : null);
  const [file, setFile] = useState<{ name: string; state: 'hashing' | 'done' | 'failed'; message?: string } | null>(null);
  const query = useVerifyReport(sha256);

  const show = (hash: string) => {
    setPasted(hash);
    setPastedError(null);
    setParams({ sha256: hash }, { replace: true });
  };
  const onFile = (picked: File) => {
    if (!isPdf(picked)) return setFile({ name: picked.name, state: 'failed', message: t('verify.notPdf') });
    setFile({ name: picked.name, state: 'hashing' });
    sha256OfFile(picked).then(
      (hash) => {
        setFile({ name: picked.name, state: 'done' });
        show(hash);
      },
      (failure: unknown) => setFile({ name: picked.name, state: 'failed', message: errorText(failure) }),
    );
  };
  const onPaste = (event: FormEvent) => {
    event.preventDefault();
    const hash = parseFingerprint(pasted);
    if (!hash) return setPastedError(t('verify.hashInvalid'));
    setFile(null);
    show(hash);
  };

  const busy = file?.state === 'hashing' || (sha256 !== null && query.isFetching);
  return (
    <Stack gap="xl" maw={720}>
      <Stack gap="xs">
        <Title order={1}>{t('verify.title')}</Title>
        <Text c="dimmed">{t('verify.intro')}</Text>
      </Stack>
      {canHashFiles() ? (
        <PdfDrop onFile={onFile} disabled={file?.state === 'hashing'} />
      ) : (
        <Text fz="sm" c="dimmed">
          {t('verify.noCrypto')}
        </Text>
      )}
      {file ? (
        <Text fz="sm" c={file.state === 'failed' ? 'red.8' : 'dimmed'} role={file.state === 'failed' ? 'alert' : undefined} data-testid="verify-file">
          {file.state === 'failed' ? file.message : t('verify.fileLabel', { name: file.name })}
        </Text>
      ) : null}
      <form onSubmit={onPaste} noValidate>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label={t('verify.hashLabel')}
            placeholder={t('verify.hashPlaceholder')}
            value={pasted}
            onChange={(event) => setPasted(event.currentTarget.value)}
            error={pastedError}
            spellCheck={false}
            autoComplete="off"
            style={{ flex: '1 1 260px' }}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          />
          <Button type="submit" mt={{ base: 0, xs: 25 }}>
            {t('verify.check')}
          </Button>
        </Group>
      </form>
      <div aria-live="polite">
        {busy ? (
          <Group gap="sm" data-testid="verify-loading">
            <Loader size="sm" />
            <Text fz="sm">{file?.state === 'hashing' ? t('verify.hashing', { name: file.name }) : t('verify.checking')}</Text>
          </Group>
        ) : sha256 && query.isError ? (
          <SomethingWentWrong error={query.error} onRetry={() => void query.refetch()} />
        ) : sha256 && query.isSuccess ? (
          <VerifyResult answer={query.data} sha256={sha256} />
        ) : null}
      </div>
    </Stack>
  );
}
