import { useId, useMemo } from 'react';
import { Alert, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconIdBadge2 } from '@tabler/icons-react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import type { BackerLimits, KiisVersion } from '@platform/contract';
import { apiErrorBody, apiErrorMessage, serverFieldErrors } from '@/shared/api/api-error';
import { useErrorText } from '@/shared/api/use-error-text';
import { currencyUnit } from '@/shared/format/currency-unit';
import { useFormatters } from '@/shared/format/use-formatters';
import { SERVER_ERROR_TYPE, useFormFieldError } from '@/shared/i18n/form-field-error';
import { useLanguage } from '@/shared/i18n/use-language';
import { paths } from '@/shared/paths';
import { AppModal } from '@/shared/ui/kit/app-modal';
import { FormActions } from '@/shared/ui/kit/form-actions';
import { NumberTextField } from '@/shared/ui/kit/number-text-field';
import { ContentLoader } from '@/shared/ui/loaders';
import { notify } from '@/shared/ui/notify';
import { SomethingWentWrong } from '@/shared/ui/states';
import { useJoinRound } from '@/features/crowdfunding/api/join-round';
import { useKiisVersions } from '@/features/crowdfunding/api/kiis';
import { useBackerLimits } from '@/features/crowdfunding/checks/api/get-limits';
import { remainingRoom } from '@/features/crowdfunding/checks/lib/limit-basis';
import { KiisNotice } from './kiis-card';
import {
  emptyJoin,
  joinBody,
  joinChecksOf,
  joinGate,
  joinResolver,
  joinRules,
  needsRiskAcceptance,
  type JoinChecks,
  type JoinValues,
} from '@/features/crowdfunding/lib/join-form';

type Bounds = { min: number; max: number };

/** Refusals about the amount itself land on the field; the rest are told in a notification. */
const AMOUNT_CODES = ['amount_out_of_bounds', 'validation_failed', 'investment_limit_exceeded', 'amount_required_for_limit'];

/**
 * The join dialog: the backer's checks first (no class or a knowledge test due, no form; what its yearly limit leaves),
 * then the round's key information sheet it acknowledges by joining, and an amount within the
 * round's bounds, shown beside the field, with the acceptance of the risk above the regime's
 * threshold. The spec's empty body is still taken where no limit applies and no sheet exists.
 */
export function JoinModal({
  roundId,
  bounds,
  minTicket,
  opened,
  onClose,
}: {
  roundId: string;
  bounds: Bounds;
  minTicket: boolean;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const join = useJoinRound(roundId);
  const limits = useBackerLimits(opened);
  const kiis = useKiisVersions(roundId, true, opened);
  const gate = limits.data ? joinGate(limits.data) : null;
  return (
    <AppModal opened={opened} onClose={onClose} applying={join.isPending} title={t('crowdfundingView.join.title')}>
      {!opened ? null : limits.isPending || kiis.isPending ? (
        <ContentLoader />
      ) : limits.isError || kiis.isError ? (
        <SomethingWentWrong error={limits.error ?? kiis.error} onRetry={() => void Promise.all([limits.refetch(), kiis.refetch()])} />
      ) : gate === 'classification' || gate === 'knowledgeTest' ? (
        <ChecksFirst onClose={onClose} reason={gate} />
      ) : (
        <JoinForm
          roundId={roundId}
          bounds={bounds}
          minTicket={minTicket}
          limits={limits.data}
          kiis={kiis.data.find((version) => version.current) ?? null}
          join={join}
          onDone={onClose}
        />
      )}
    </AppModal>
  );
}

/**
 * A backer without a usable classification, or one that has the knowledge test to take (ECSP),
 * cannot back yet: the dialog leads to the Investor checks page.
 */
function ChecksFirst({ onClose, reason }: { onClose: () => void; reason: 'classification' | 'knowledgeTest' }) {
  const { t } = useTranslation();
  const texts =
    reason === 'classification'
      ? { title: t('crowdfundingView.join.checksTitle'), text: t('crowdfundingView.join.checksText') }
      : { title: t('crowdfundingView.join.testTitle'), text: t('crowdfundingView.join.testText') };
  return (
    <Stack gap="md" data-testid="join-checks-first" data-reason={reason}>
      <Alert color="yellow" icon={<IconIdBadge2 size={18} aria-hidden />} title={texts.title}>
        {texts.text}
      </Alert>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {t('common.close')}
        </Button>
        <Button component={Link} to={paths.cabinet.investorChecks()} onClick={onClose}>
          {t('crowdfundingView.join.checksLink')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The amount's hint: optional only where no yearly limit or risk threshold needs it; a minimum ticket is named as such. */
function amountHint(minTicket: boolean, checks: JoinChecks) {
  if (!checks.amountRequired) return minTicket ? 'crowdfundingView.join.amountHintMin' : 'crowdfundingView.join.amountHint';
  if (checks.amountFor === 'risk') return minTicket ? 'crowdfundingView.join.amountHintRiskMin' : 'crowdfundingView.join.amountHintRisk';
  return minTicket ? 'crowdfundingView.join.amountHintLimitMin' : 'crowdfundingView.join.amountHintLimit';
}

type JoinFormProps = {
  roundId: string;
  bounds: Bounds;
  minTicket: boolean;
  limits: BackerLimits;
  kiis: KiisVersion | null;
  join: ReturnType<typeof useJoinRound>;
  onDone: () => void;
};

function JoinForm({ roundId, bounds, minTicket, limits, kiis, join, onDone }: JoinFormProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const language = useLanguage();
  const formId = useId();
  const errorText = useErrorText();
  const checks = joinChecksOf(limits);
  // The round's bounds can move while the dialog is open (others join): the check follows them.
  const resolver = useMemo(
    () => joinResolver({ min: bounds.min, max: bounds.max }, { amountRequired: checks.amountRequired, riskAbove: checks.riskAbove }),
    [bounds.min, bounds.max, checks.amountRequired, checks.riskAbove],
  );
  const form = useForm<JoinValues>({ resolver, defaultValues: emptyJoin });
  const amount = useWatch({ control: form.control, name: 'amount' });
  const risky = needsRiskAcceptance(amount, checks.riskAbove);
  const range = { min: format.currency(bounds.min), max: format.currency(bounds.max) };
  const rules = joinRules(bounds, checks.amountFor);
  const room = remainingRoom(limits);
  const fieldError = useFormFieldError(format.currency);
  const submit = form.handleSubmit(async (values) => {
    try {
      await join.mutateAsync(joinBody(values, checks.riskAbove, kiis?.version ?? null));
      notify.success(t('crowdfundingView.join.done'));
      onDone();
    } catch (failure) {
      const onField = serverFieldErrors(failure).amount ?? (AMOUNT_CODES.includes(apiErrorBody(failure).code ?? '') ? apiErrorBody(failure).message : null);
      if (onField) form.setError('amount', { type: SERVER_ERROR_TYPE, message: onField }, { shouldFocus: true });
      else notify.error(apiErrorMessage(failure, errorText), t('crowdfundingView.join.failed'));
    }
  });
  return (
    <Stack gap="md">
      {room !== null ? (
        <Text fz="sm" data-testid="join-room">
          {t('crowdfundingView.join.room', { amount: format.currency(room) })}
        </Text>
      ) : null}
      <KiisNotice roundId={roundId} version={kiis} text={t('kiis.joinNotice', { version: kiis?.version })} />
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Controller
            control={form.control}
            name="amount"
            render={({ field, fieldState }) => (
              <NumberTextField
                ref={field.ref}
                name={field.name}
                label={t('crowdfundingView.join.amount')}
                description={t(amountHint(minTicket, checks), range)}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                required={checks.amountRequired}
                error={fieldError(rules.amount, fieldState.error, field.value)}
                {...currencyUnit(language)}
              />
            )}
          />
          {risky ? (
            <Alert color="orange" icon={<IconAlertTriangle size={18} aria-hidden />} data-testid="join-risk-warning">
              <Stack gap="sm">
                <Text fz="sm" fw={600}>
                  {t('crowdfundingView.join.riskWarning')}
                </Text>
                <Controller
                  control={form.control}
                  name="accept_risk"
                  render={({ field, fieldState }) => (
                    <Checkbox
                      ref={field.ref}
                      name={field.name}
                      checked={field.value ?? false}
                      onChange={(event) => field.onChange(event.currentTarget.checked)}
                      onBlur={field.onBlur}
                      required
                      label={t('crowdfundingView.join.acceptRisk')}
                      error={fieldError(rules.accept_risk, fieldState.error, field.value)}
                      data-testid="join-accept-risk"
                    />
                  )}
                />
              </Stack>
            </Alert>
          ) : null}
        </Stack>
      </form>
      <FormActions formId={formId} submitLabel={t('crowdfundingView.join.submit')} busy={join.isPending} onCancel={onDone} />
    </Stack>
  );
}
