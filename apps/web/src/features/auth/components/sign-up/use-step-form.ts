import { formResolver } from '@/shared/lib/form-resolver';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { z } from 'zod';
import type { SignUpDraft } from '@/features/auth/sign-up/draft';
import type { StepFrameProps } from '../step-frame';
import type { SignUpStepProps } from './step-props';
import { useStepServerErrors } from './use-step-server-errors';

/** A step schema whose fields are fields of the draft, kept there as the step takes them. */
type DraftStepSchema = z.ZodType<Partial<SignUpDraft>, FieldValues>;

/**
 * The form of a sign-up step whose answers go into the draft as they are (the person, the
 * company, the contact, the expertise): the contract's step schema checks it, it starts from the
 * draft's values of `fields`, a refused sign-up puts its texts on those fields, and `frame` holds
 * what every such step gives its frame (the flow, the position, the alert, continue and back).
 */
export function useStepForm<S extends DraftStepSchema>(schema: S, fields: readonly Path<z.input<S>>[], props: SignUpStepProps) {
  const { t } = useTranslation();
  const { draft, position, next, back, serverError } = props;
  const defaultValues = Object.fromEntries(fields.map((name) => [name, draft[name as keyof SignUpDraft]])) as DefaultValues<z.input<S>>;
  const form = useForm<z.input<S>, unknown, z.output<S>>({ resolver: formResolver(schema), defaultValues });
  const alert = useStepServerErrors(form.setError, serverError, fields);
  const frame: Omit<StepFrameProps, 'title' | 'description' | 'children'> = {
    eyebrow: t('signUp.title'),
    position,
    alert,
    onSubmit: (event) => void form.handleSubmit((answer) => next(answer))(event),
    submitLabel: t('auth.steps.continue'),
    onBack: () => back(form.getValues() as Partial<SignUpDraft>),
  };
  return { form, frame };
}
