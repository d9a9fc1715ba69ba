import { useEffect, useState, type DragEvent } from 'react';
import { Avatar, Button, FileButton, Group, Input, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { LOGO_MAX_BYTES, LOGO_MIN_PIXELS, MB, acceptOf, fileKinds, type UploadedFile } from '@platform/contract';
import { apiErrorBody } from '@/shared/api/api-error';
import { useErrorText } from '@/shared/api/use-error-text';
import { useFormatters } from '@/shared/format/use-formatters';
import { useUploadSignUpLogo } from '@/features/auth/api/upload-sign-up-logo';

export interface LogoUploadProps {
  registrationToken: string;
  value: UploadedFile | null;
  onChange: (file: UploadedFile | null) => void;
}

const LOGO_TYPES: readonly string[] = [fileKinds.png, fileKinds.jpg];

/**
 * The optional company logo: dropped or chosen, it is sent at once with the sign-up proof, and
 * the server's verdict on its bytes (kind, pixels, size) shows under it.
 */
export function LogoUpload({ registrationToken, value, onChange }: LogoUploadProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const format = useFormatters();
  const upload = useUploadSignUpLogo();
  const [error, setError] = useState<{ title: string; detail?: string } | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const send = (file: File | null) => {
    if (!file || upload.isPending) return;
    setError(null);
    // Quick checks of the contract's limits; the server decides by the bytes.
    if (file.type && !LOGO_TYPES.includes(file.type)) return setError({ title: t('signUp.company.logoType') });
    if (file.size > LOGO_MAX_BYTES) return setError({ title: t('signUp.company.logoSize', { mb: LOGO_MAX_BYTES / MB }) });
    upload.mutate(
      { file, registrationToken },
      {
        onSuccess: (uploaded) => {
          setPreview(URL.createObjectURL(file));
          onChange(uploaded);
        },
        onError: (failure) => {
          const { message, errors } = apiErrorBody(failure);
          const detail = errors.file;
          setError(message ? { title: message, detail: detail && detail !== message ? detail : undefined } : { title: errorText(failure) });
        },
      },
    );
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    send(event.dataTransfer.files.item(0));
  };

  return (
    <Input.Wrapper label={t('signUp.company.logo')} labelElement="div">
      <Paper
        withBorder
        radius="md"
        p="md"
        mt={6}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        style={{
          borderStyle: 'dashed',
          borderColor: dragging ? 'var(--mantine-color-brand-5)' : error ? 'var(--mantine-color-red-6)' : undefined,
          background: dragging ? 'var(--mantine-color-brand-0)' : 'var(--mantine-color-gray-0)',
        }}
      >
        {/* On a phone the button moves under the text rather than squeezing it to a word a line. */}
        <Group wrap="wrap" gap="md" align="center" data-testid="logo-drop">
          <Avatar src={preview} size={56} radius="md" color="brand" variant="light" alt="">
            {upload.isPending ? <Loader size="sm" /> : <IconPhoto size={26} stroke={1.6} aria-hidden />}
          </Avatar>
          <Stack gap={2} style={{ flex: '1 1 160px', minWidth: 0 }}>
            {value ? (
              <>
                <Text fw={600} fz="sm" truncate="end">
                  {value.name}
                </Text>
                <Text fz="xs" c="dimmed">
                  {format.fileSize(value.size)}
                </Text>
              </>
            ) : (
              <>
                <Text fw={600} fz="sm">
                  {t('signUp.company.logoDrop')}
                </Text>
                <Text fz="xs" c="dimmed">
                  {t('signUp.company.logoRules', { px: LOGO_MIN_PIXELS, mb: LOGO_MAX_BYTES / MB })}
                </Text>
              </>
            )}
          </Stack>
          {value ? (
            <Button variant="subtle" color="red" size="compact-sm" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => onChange(null)}>
              {t('signUp.company.logoRemove')}
            </Button>
          ) : (
            <FileButton onChange={send} accept={acceptOf('logo')}>
              {(props) => (
                <Button {...props} variant="light" size="compact-md" leftSection={<IconUpload size={16} aria-hidden />} loading={upload.isPending}>
                  {t('signUp.company.logoChoose')}
                </Button>
              )}
            </FileButton>
          )}
        </Group>
      </Paper>
      {error ? (
        <Stack gap={0} mt={6} role="alert">
          <Text fz="sm" c="red.7" fw={600}>
            {error.title}
          </Text>
          {error.detail ? (
            <Text fz="sm" c="red.7">
              {error.detail}
            </Text>
          ) : null}
        </Stack>
      ) : null}
    </Input.Wrapper>
  );
}
