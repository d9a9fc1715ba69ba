import { useState } from 'react';
import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { IconLock, IconLockOpen, IconMailForward } from '@tabler/icons-react';
import { formResolver } from '@/shared/lib/form-resolver';
import { useTranslation } from '@/shared/i18n/use-translation';
import { BLOCK_REASON_MAX, BLOCK_REASON_MIN, blockBodySchema, unblockBodySchema, type BlockBody, type CompanyAccount } from '@platform/contract';
import { apiErrorMessage } from '@/shared/api/api-error';
import { useErrorText } from '@/shared/api/use-error-text';
import { useFormFieldError } from '@/shared/i18n/form-field-error';
import { AppModal } from '@/shared/ui/kit/app-modal';
import { ReasonForm } from '@/shared/ui/kit/reason-form';
import { notify } from '@/shared/ui/notify';
import { useBlockCompany, useSendSigninLink } from '../api/company-actions';
import { blockAction, signinLinkRefusal } from '../lib/account';
import { backofficeFieldRules } from '../lib/forms';

/** Block or unblock (with a reason), and a one-time sign-in link by mail (confirmed first). */
export function AccountActions({ account }: { account: CompanyAccount }) {
  const { t } = useTranslation();
  const action = blockAction(account.status);
  const refusal = signinLinkRefusal(account.status);
  // The dialog keeps the action it opened with while the answer turns the account's status over.
  const [opened, setOpened] = useState<'block' | 'unblock' | null>(null);
  const [linkOpened, setLinkOpened] = useState(false);
  return (
    <Stack gap="xs">
      <Group gap="sm">
        {action ? (
          <Button
            variant={action === 'block' ? 'outline' : 'light'}
            color={action === 'block' ? 'red' : 'teal'}
            leftSection={action === 'block' ? <IconLock size={18} aria-hidden /> : <IconLockOpen size={18} aria-hidden />}
            onClick={() => setOpened(action)}
            data-testid={`account-${action}`}
          >
            {t(`backoffice.block.${action}`)}
          </Button>
        ) : null}
        <Button
          variant="light"
          leftSection={<IconMailForward size={18} aria-hidden />}
          onClick={() => setLinkOpened(true)}
          disabled={refusal !== null}
          aria-describedby={refusal ? `signin-refusal-${account.id}` : undefined}
          data-testid="account-signin-link"
        >
          {t('backoffice.signin.button')}
        </Button>
      </Group>
      {refusal ? (
        <Text fz="sm" c="dimmed" id={`signin-refusal-${account.id}`}>
          {t(`backoffice.signin.refused.${refusal}`)}
        </Text>
      ) : null}
      <BlockModal account={account} action={opened ?? action ?? 'block'} opened={opened !== null} onClose={() => setOpened(null)} />
      <SigninLinkModal account={account} opened={linkOpened} onClose={() => setLinkOpened(false)} />
    </Stack>
  );
}

function BlockModal({ account, action, opened, onClose }: { account: CompanyAccount; action: 'block' | 'unblock'; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const mutation = useBlockCompany(account.id, action);
  const errorText = useFormFieldError();
  // Off by default: a reason is often written for the other managers, not for the company.
  const [shareReason, setShareReason] = useState(false);
  return (
    <AppModal opened={opened} onClose={onClose} applying={mutation.isPending} title={t(`backoffice.block.${action}Title`, { name: account.name })}>
      {opened ? (
        <ReasonForm<BlockBody>
          resolver={formResolver(action === 'block' ? blockBodySchema : unblockBodySchema)}
          send={(body) => mutation.mutateAsync(action === 'block' ? { ...body, share_reason: shareReason } : body)}
          extra={
            action === 'block' ? (
              <Checkbox
                mt="md"
                checked={shareReason}
                onChange={(event) => setShareReason(event.currentTarget.checked)}
                label={t('backoffice.block.shareReason')}
                description={t('backoffice.block.shareReasonHint')}
                data-testid="block-share-reason"
              />
            ) : null
          }
          busy={mutation.isPending}
          errorText={(error, value) => errorText(backofficeFieldRules.reason, error, value)}
          texts={{
            label: t('backoffice.block.reason'),
            description: t(`backoffice.block.${action}Hint`, { min: BLOCK_REASON_MIN, max: BLOCK_REASON_MAX }),
            submit: t(`backoffice.block.${action}Submit`),
            done: t(`backoffice.block.${action}Done`, { name: account.name }),
            failed: t('backoffice.block.failed'),
          }}
          onDone={onClose}
          color={action === 'block' ? 'red' : 'teal'}
          testId={`${action}-form`}
          maxLength={BLOCK_REASON_MAX}
        />
      ) : null}
    </AppModal>
  );
}

function SigninLinkModal({ account, opened, onClose }: { account: CompanyAccount; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const serverText = useErrorText();
  const mutation = useSendSigninLink(account.id);
  const send = async () => {
    try {
      const sent = await mutation.mutateAsync();
      notify.success(t('backoffice.signin.sent', { email: sent.sent_to }));
      onClose();
    } catch (failure) {
      notify.error(apiErrorMessage(failure, serverText), t('backoffice.signin.failed'));
    }
  };
  return (
    <AppModal
      opened={opened}
      onClose={onClose}
      title={t('backoffice.signin.confirmTitle')}
      onApply={() => void send()}
      applyLabel={t('backoffice.signin.send')}
      applying={mutation.isPending}
    >
      <Text fz="sm">{t('backoffice.signin.confirmText', { email: account.email, language: t(`language.${account.language}`) })}</Text>
    </AppModal>
  );
}
