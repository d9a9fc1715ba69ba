import { useId, useState } from 'react';
import { Box, Indicator, Tabs } from '@mantine/core';
import { formResolver } from '@/shared/lib/form-resolver';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { startupProfileBodySchema, type StartupProfile } from '@platform/contract';
import { keepFile, type FileDraft } from '@/shared/files/file-draft';
import { notify } from '@/shared/ui/notify';
import { useSaveStartupProfile } from '@/features/profile/api/save-startup-profile';
import {
  buildStartupBody,
  normaliseStartupForm,
  startupFormValues,
  type StartupBodyOutput,
  type StartupFileField,
  type StartupFormValues,
} from '@/features/profile/lib/startup-form';
import { errorPaths, firstTabWithError, startupTabs, tabOfField, type StartupTab } from '@/features/profile/lib/startup-tabs';
import { EditModalFrame } from '../edit-modal-frame';
import { useSaveFlow } from '../use-save-flow';
import classes from './startup-edit-modal.module.css';
import { FinanceTab } from './finance-tab';
import type { StartupFiles } from './form-types';
import { MainTab } from './main-tab';
import { ScoreTab } from './score-tab';

const FILE_PATHS: Record<string, StartupFileField> = {
  logo_file: 'logo_file',
  presentation_pitch_file: 'presentation_pitch_file',
  'startup_finance_info.unit_economy_file': 'unit_economy_file',
};

export interface StartupEditModalProps {
  profile: StartupProfile;
  /** The tab of the card that opened the dialog. */
  initialTab: StartupTab;
  onClose: () => void;
}

/**
 * The startup's edit dialog (spec part 1, sections 2, 4 and 5): six tabs over one form checked by
 * the server's own body schema. A save with errors sends nothing and shows the first tab with one.
 */
export function StartupEditModal({ profile, initialTab, onClose }: StartupEditModalProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<StartupTab>(initialTab);
  const panelsId = useId();
  const save = useSaveStartupProfile();
  const flow = useSaveFlow();
  const [files, setFiles] = useState<StartupFiles>(() => ({
    logo_file: keepFile(profile.logo_file),
    presentation_pitch_file: keepFile(profile.presentation_pitch_file),
    unit_economy_file: keepFile(profile.startup_finance_info.unit_economy_file),
  }));
  const [fileErrors, setFileErrors] = useState<Partial<Record<StartupFileField, string>>>({});
  const form = useForm<StartupFormValues, unknown, StartupBodyOutput>({
    resolver: formResolver(startupProfileBodySchema, { normalise: normaliseStartupForm }),
    defaultValues: startupFormValues(profile),
    shouldFocusError: false,
  });
  const errorTabs = new Set(errorPaths(form.formState.errors).map(tabOfField));
  for (const field of Object.keys(fileErrors)) errorTabs.add(field === 'unit_economy_file' ? 'finance' : 'main');

  const setFile = (field: StartupFileField, draft: FileDraft) => {
    setFiles((current) => ({ ...current, [field]: draft }));
    setFileErrors(({ [field]: _gone, ...rest }) => rest);
  };

  /** Opens the first tab with an error and brings its first invalid field into view. */
  const showFirstError = (paths: string[]) => {
    const first = firstTabWithError(paths);
    if (!first) return;
    setTab(first);
    setTimeout(() => {
      const panel = document.getElementById(panelsId)?.querySelector<HTMLElement>(`[data-panel="${first}"]`);
      // An input with an error first; a file field's error sits on its wrapper.
      const field = panel?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? panel?.querySelector<HTMLElement>('[data-error="true"]') ?? panel;
      field?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      field?.focus({ preventScroll: true });
    }, 60);
  };

  const submit = form.handleSubmit(
    async (values) => {
      const saved = await flow.run({
        files: {
          logo_file: { draft: files.logo_file, purpose: 'logo' },
          presentation_pitch_file: { draft: files.presentation_pitch_file, purpose: 'pitch_deck' },
          unit_economy_file: { draft: files.unit_economy_file, purpose: 'unit_economy' },
        },
        send: (attached) => save.mutateAsync(buildStartupBody(values, attached)),
        setError: form.setError,
        filePaths: FILE_PATHS,
        onFileErrors: setFileErrors,
        onRefused: showFirstError,
      });
      if (saved) onClose();
    },
    (errors) => {
      notify.warning(t('fieldErrors.fixErrors'));
      showFirstError(errorPaths(errors));
    },
  );

  const tabProps = { form, files, setFile, fileErrors, busy: flow.busy };
  return (
    <EditModalFrame onClose={onClose} onSave={() => void submit()} saving={flow.busy}>
      <Box id={panelsId}>
        <Tabs value={tab} onChange={(value) => value && setTab(value as StartupTab)} keepMounted>
          <Tabs.List aria-label={t('profile.edit.tabs')} className={classes.tabs}>
            {startupTabs.map((value) => (
              <Tabs.Tab key={value} value={value}>
                <Indicator color="red" size={8} offset={-4} disabled={!errorTabs.has(value)} position="top-end">
                  {t(`profile.edit.tab.${value}`)}
                </Indicator>
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="main" pt="lg" data-panel="main" tabIndex={-1}>
            <MainTab {...tabProps} />
          </Tabs.Panel>
          <Tabs.Panel value="finance" pt="lg" data-panel="finance" tabIndex={-1}>
            <FinanceTab {...tabProps} template={profile.startup_finance_info.unit_economy_template} />
          </Tabs.Panel>
          {(['team', 'management', 'technology', 'business'] as const).map((group) => (
            <Tabs.Panel key={group} value={group} pt="lg" data-panel={group} tabIndex={-1}>
              <ScoreTab form={form} group={group} />
            </Tabs.Panel>
          ))}
        </Tabs>
      </Box>
    </EditModalFrame>
  );
}
