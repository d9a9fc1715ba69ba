import type { UseFormReturn } from 'react-hook-form';
import type { FileDraft } from '@/shared/files/file-draft';
import type { StartupBodyOutput, StartupFileField, StartupFormValues } from '@/features/profile/lib/startup-form';

export type StartupForm = UseFormReturn<StartupFormValues, unknown, StartupBodyOutput>;
export type StartupFiles = Record<StartupFileField, FileDraft>;

export interface TabProps {
  form: StartupForm;
  files: StartupFiles;
  setFile: (field: StartupFileField, draft: FileDraft) => void;
  /** The server's verdict on an attached file, by file field. */
  fileErrors: Partial<Record<StartupFileField, string>>;
  busy: boolean;
}
