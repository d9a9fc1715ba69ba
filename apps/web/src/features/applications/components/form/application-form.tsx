import { useMemo, useState } from 'react';
import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { FormProvider, useForm, useWatch, type FieldErrors, type Path, type Resolver } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { FORM_TEXT_MAX, INTERESTING_STARTUPS_MAX, OTHER_INFO_MAX, SPECIALIST_MAX, type ClientTicketType } from '@platform/contract';
import { useHandbooks } from '@/shared/api/get-handbooks';
import { useSectionSettings } from '@/shared/api/get-section-settings';
import type en from '@/shared/i18n/locales/en.json';
import { SERVER_ERROR_TYPE } from '@/shared/i18n/form-field-error';
import { formResolver } from '@/shared/lib/form-resolver';
import { useCurrentUser } from '@/shared/session/session-context';
import { SectionCard } from '@/shared/ui/section-card';
import { notify } from '@/shared/ui/notify';
import type { FormOption } from '@/features/applications/api/form-options';
import { feedbackValid } from '@/features/applications/lib/field-rules';
import { formKindOf, formSchemas, type FormKind } from '@/features/applications/lib/form-kinds';
import { applicationBody, emptyApplicationForm, type ApplicationFormValues } from '@/features/applications/lib/form-values';
import { requiredFields } from '@/features/applications/lib/required-fields';
import { AmountField, CheckField, ExpireField, FeedbackFields, FocusField, OptionField, RangeFields, SingleFileField, TextAreaField } from './fields';
import { FilesField } from './files-field';
import { RequiredFieldsContext } from './required-context';
import { useSendApplication } from './use-send-application';

type Values = ApplicationFormValues;
type Body = Record<string, unknown>;

/** Stands in for upload ids while the form is checked; the real ids replace it when it is sent. */
const STAND_IN_ID = '00000000-0000-4000-8000-000000000000';

/**
 * The form's check: the contract schema the server uses, run on the body the form would send.
 * The contact is checked up front as well, since the schema reaches it only once all else passes.
 */
function applicationResolver(kind: FormKind): Resolver<Values, unknown, Body> {
  const bySchema = formResolver(formSchemas[kind], { normalise: (values: Values) => applicationBody(kind, values, () => STAND_IN_ID) }) as Resolver<
    Values,
    unknown,
    Body
  >;
  return async (values, context, options) => {
    const result = await bySchema(values, context, options);
    if (feedbackValid(values.feedback_method, values.feedback_value) || 'feedback_value' in result.errors) return result;
    const errors = { ...result.errors, feedback_value: { type: 'custom', message: '' } } as FieldErrors<Values>;
    return { values: {}, errors };
  };
}

/** A server field path as a form field: every pilot presentation's text lands on the list. */
const formPath = (path: string): string => (path.startsWith('product_presentation_files') ? 'product_presentation_files' : path);

export function ApplicationForm({ type, options }: { type: ClientTicketType; options: FormOption[] }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const kind = formKindOf(type);
  const [resolver] = useState(() => applicationResolver(kind));
  const form = useForm<Values, unknown, Body>({ resolver, defaultValues: emptyApplicationForm(user.email) });
  const sending = useSendApplication(type, (fields) => {
    for (const [path, message] of Object.entries(fields))
      form.setError(formPath(path) as Path<Values>, { type: SERVER_ERROR_TYPE, message }, { shouldFocus: true });
  });
  const submit = form.handleSubmit(
    () => sending.send(form.getValues()),
    () => notify.warning(t('fieldErrors.fixErrors')),
  );
  const label: LabelOf = (field) => t(`applications.fields.${field}`);
  const required = useMemo(() => requiredFields(kind), [kind]);

  return (
    <FormProvider {...form}>
      <RequiredFieldsContext value={required}>
        <form noValidate onSubmit={(event) => void submit(event)} aria-label={t(`applications.types.${type}`)}>
          <Stack gap="lg">
            <Sections kind={kind} options={options} label={label} busy={sending.busy} aboutAnotherCompany={!type.startsWith('startup_')} />
            <SectionCard padding="xl" title={t('applications.form.sections.contact')}>
              <FeedbackFields />
            </SectionCard>
            <Group justify="flex-end">
              <Button type="submit" size="md" loading={sending.busy} leftSection={<IconSend size={18} aria-hidden />}>
                {t('applications.form.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </RequiredFieldsContext>
    </FormProvider>
  );
}

type LabelOf = (field: keyof typeof en.applications.fields) => string;

/** The parts of each form; the contact part is common to all. */
/**
 * `aboutAnotherCompany`: an investor's or corporate's due diligence checks a startup other than the
 * one filing, so its form asks which.
 */
function Sections(props: { kind: FormKind; options: FormOption[]; label: LabelOf; busy: boolean; aboutAnotherCompany: boolean }) {
  const { kind, options, label, busy, aboutAnotherCompany } = props;
  const { t } = useTranslation();
  const { data: handbooks } = useHandbooks();
  const tbd = useWatch<Values, 'valuetion_tbd'>({ name: 'valuetion_tbd' });
  const crowdfunding = useWatch<Values, 'crowdfunding'>({ name: 'crowdfunding' });
  // With crowdfunding hidden for the account the server refuses to open a round, so the form does not offer one.
  const sections = useSectionSettings(useCurrentUser().sectionSettings);
  const section = (key: 'request' | 'documents' | 'focus' | 'finance' | 'terms') => t(`applications.form.sections.${key}`);
  const focus = (
    <SectionCard padding="xl" title={section('focus')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <FocusField name="countries" label={label('countries')} items={handbooks?.countries} />
        <FocusField name="regions" label={label('regions')} items={handbooks?.regions} />
        <FocusField name="industries" label={label('industries')} items={handbooks?.industries} />
        <FocusField name="rounds" label={label('rounds')} items={handbooks?.rounds} />
      </SimpleGrid>
      <TextAreaField name="interesting_startups" label={label('interesting_startups')} max={INTERESTING_STARTUPS_MAX} />
    </SectionCard>
  );
  const legal = (
    <SectionCard padding="xl" title={section('terms')}>
      <TextAreaField name="legal_terms" label={label('legal_terms')} max={FORM_TEXT_MAX} />
    </SectionCard>
  );

  switch (kind) {
    case 'startupInvestment':
      return (
        <>
          <SectionCard padding="xl" title={section('request')}>
            <OptionField name="goals" label={label('goals')} options={options} />
            <RangeFields name="value_of_investments" label={label('value_of_investments')} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <AmountField name="round_size" label={label('round_size')} />
              <Stack gap="xs">
                <AmountField name="valuetion" label={label('valuetion')} disabled={tbd} />
                <CheckField name="valuetion_tbd" label={label('valuetion_tbd')} />
              </Stack>
            </SimpleGrid>
            <TextAreaField name="conditions_of_deal" label={label('conditions_of_deal')} max={FORM_TEXT_MAX} />
            <ExpireField label={label('expire')} />
            <CheckField name="agree_co_investment" label={label('agree_co_investment')} />
            {sections.crowdfunding ? <CheckField name="crowdfunding" label={label('crowdfunding')} /> : null}
            {crowdfunding && sections.crowdfunding ? (
              <AmountField name="min_ticket" label={t('crowdfundingView.form.minTicket')} description={t('crowdfundingView.form.minTicketHint')} />
            ) : null}
          </SectionCard>
          <SectionCard padding="xl" title={section('documents')}>
            <SingleFileField name="pitch_presentation" label={label('pitch_presentation')} purpose="pitch_deck" disabled={busy} />
            <SingleFileField name="unit_economy" label={label('unit_economy')} purpose="unit_economy" disabled={busy} />
            <SingleFileField name="financial_model" label={label('financial_model')} purpose="financial_model" disabled={busy} />
          </SectionCard>
        </>
      );
    case 'startupPilot':
      return (
        <>
          <SectionCard padding="xl" title={section('request')}>
            <OptionField name="task_class" label={label('task_class')} options={options} />
            <TextAreaField name="product_description" label={label('product_description')} max={FORM_TEXT_MAX} />
            <TextAreaField name="costs_and_terms" label={label('costs_and_terms')} max={FORM_TEXT_MAX} />
          </SectionCard>
          <SectionCard padding="xl" title={section('documents')}>
            <FilesField label={label('product_presentation_files')} purpose="pilot_product_presentation" disabled={busy} />
          </SectionCard>
        </>
      );
    case 'dueDiligence':
      return (
        <SectionCard padding="xl" title={section('request')}>
          <OptionField name="type_of_due_dill" label={label('type_of_due_dill')} options={options} />
          <TextAreaField
            name="goals_and_tasks"
            label={aboutAnotherCompany ? t('applications.form.whichStartup.label') : label('goals_and_tasks')}
            description={aboutAnotherCompany ? t('applications.form.whichStartup.hint') : undefined}
            max={FORM_TEXT_MAX}
          />
          <TextAreaField name="terms_of_duedill" label={label('terms_of_duedill')} max={FORM_TEXT_MAX} />
          <TextAreaField name="other_info" label={label('other_info')} max={OTHER_INFO_MAX} />
          <TextAreaField name="specialist" label={label('specialist')} max={SPECIALIST_MAX} />
        </SectionCard>
      );
    case 'foundationInvestment':
      return (
        <>
          <SectionCard padding="xl" title={section('request')}>
            <RangeFields name="need_investment" label={label('need_investment')} />
            <ExpireField label={label('expire')} />
            <CheckField name="agree_co_investment" label={label('agree_co_investment')} />
          </SectionCard>
          {focus}
          <SectionCard padding="xl" title={section('finance')}>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              <RangeFields name="annual_revenue" label={label('annual_revenue')} />
              <RangeFields name="monthly_revenue" label={label('monthly_revenue')} unit="percent" />
              <RangeFields name="mom_growth" label={label('mom_growth')} unit="percent" />
              <RangeFields name="mrr" label={label('mrr')} />
              <RangeFields name="mothly_burn_rate" label={label('mothly_burn_rate')} />
              <RangeFields name="runrate" label={label('runrate')} />
            </SimpleGrid>
          </SectionCard>
          <SectionCard padding="xl" title={section('documents')}>
            <SingleFileField name="pitch_presentation" label={label('pitch_presentation')} purpose="pitch_deck" disabled={busy} />
            <SingleFileField name="unit_economy" label={label('unit_economy')} purpose="unit_economy" disabled={busy} />
          </SectionCard>
          {legal}
        </>
      );
    case 'foundationPilot':
      return (
        <>
          <SectionCard padding="xl" title={section('request')}>
            <TextAreaField name="need_pilot" label={label('need_pilot')} max={FORM_TEXT_MAX} />
            <TextAreaField name="similar_case" label={label('similar_case')} max={FORM_TEXT_MAX} />
            <ExpireField label={label('expire')} />
          </SectionCard>
          {focus}
          <SectionCard padding="xl" title={section('documents')}>
            <SingleFileField name="task_file" label={label('task_file')} purpose="task_description" disabled={busy} />
          </SectionCard>
          {legal}
        </>
      );
  }
}
