import { formResolver } from '@/shared/lib/form-resolver';
import { useTranslation } from '@/shared/i18n/use-translation';
import { PILOT_REASON_MAX, PILOT_REASON_MIN, pilotModerationSchema, type PilotModeration } from '@platform/contract';
import { AppModal } from '@/shared/ui/kit/app-modal';
import { ReasonForm, type ReasonValues } from '@/shared/ui/kit/reason-form';
import { useFormFieldError } from '@/shared/i18n/form-field-error';
import { boundedRule } from '../lib/owner-form';
import { useMovePilot, type ManagerPilot } from './api';

/** Declining a sent pilot asks for a reason the owner reads (5 to 500 characters). */
export function DeclinePilotModal({ pilot, onClose }: { pilot: ManagerPilot | null; onClose: () => void }) {
  const { t } = useTranslation();
  const move = useMovePilot();
  const fieldError = useFormFieldError();
  return (
    <AppModal opened={pilot !== null} onClose={onClose} applying={move.isPending} title={t('pilotsOwner.manage.declineTitle', { name: pilot?.name ?? '' })}>
      {pilot ? (
        <ReasonForm<PilotModeration>
          resolver={formResolver(pilotModerationSchema, { normalise: (values: ReasonValues) => ({ status: 'decline', reason: values.reason }) })}
          send={(body) => move.mutateAsync({ id: pilot.id, body })}
          busy={move.isPending}
          errorText={(error, value) => fieldError(boundedRule(PILOT_REASON_MIN, PILOT_REASON_MAX), error, value)}
          texts={{
            label: t('pilotsOwner.manage.reason'),
            description: t('pilotsOwner.manage.reasonHint', { min: PILOT_REASON_MIN, max: PILOT_REASON_MAX }),
            submit: t('pilotsOwner.manage.decline'),
            done: t('pilotsOwner.manage.moved', { name: pilot.name, status: t('pilotsOwner.manage.statuses.decline') }),
            failed: t('pilotsOwner.manage.failed'),
          }}
          onDone={onClose}
          maxLength={PILOT_REASON_MAX}
        />
      ) : null}
    </AppModal>
  );
}
