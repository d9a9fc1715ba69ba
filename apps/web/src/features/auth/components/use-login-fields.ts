import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { FieldErrors } from 'react-hook-form';
import type * as LoginCheckModule from './login-check';
import type { LoginField, LoginInput, LoginOutput } from './login-check';

type LoginCheck = typeof LoginCheckModule;
/** In the order of the form: the first field in error gets the focus. */
const fields: readonly LoginField[] = ['email', 'password'];

let loading: Promise<LoginCheck> | undefined;

/**
 * The log-in form's check, as every form's: the contract's schema through `formResolver`. It comes
 * with the form library and zod (some 40 KB) when the form first gets the focus, not with the
 * first screen. A failed load is tried again on the next call.
 */
export function loadLoginCheck(): Promise<LoginCheck> {
  loading ??= import('./login-check').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** The errors of the last check, with the module that words them (loaded by then). */
interface Checked {
  errors: FieldErrors<LoginInput>;
  check: LoginCheck;
}

/**
 * The two fields of the log-in form without the form library, which the first paint would have to
 * download for them: their values, the texts of the last check's errors, and a submit that checks
 * first. It behaves as react-hook-form's defaults do: the first check on submit, then one on every
 * change, and the focus on the first field in error.
 */
export function useLoginFields(initialEmail: string) {
  const { t } = useTranslation();
  const [values, setValues] = useState<LoginInput>({ email: initialEmail, password: '' });
  const [checked, setChecked] = useState<Checked | null>(null);
  // The values of the latest change, for a change that comes before the render of the last.
  const latestValues = useRef(values);
  const submitted = useRef(false);
  // A check that answers after a newer one started is dropped.
  const lastCheck = useRef(0);
  const inputs = useRef<Partial<Record<LoginField, HTMLInputElement | null>>>({});

  const runCheck = async (next: LoginInput) => {
    const run = ++lastCheck.current;
    const check = await loadLoginCheck();
    const result = await check.loginResolver(next, undefined, { fields: {}, shouldUseNativeValidation: false });
    if (run !== lastCheck.current) return null;
    setChecked({ errors: result.errors, check });
    return result;
  };

  const field = (name: LoginField) => ({
    name,
    value: values[name],
    ref: (input: HTMLInputElement | null) => {
      inputs.current[name] = input;
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = { ...latestValues.current, [name]: event.currentTarget.value };
      latestValues.current = next;
      setValues(next);
      if (submitted.current) void runCheck(next);
    },
  });

  const errorText = (name: LoginField) => checked?.check.loginFieldError(t, name, checked.errors[name], values[name]);

  const handleSubmit = (onValid: (credentials: LoginOutput) => void) => (event: FormEvent) => {
    event.preventDefault();
    submitted.current = true;
    void runCheck(latestValues.current).then((result) => {
      if (!result) return;
      const failed = fields.find((name) => result.errors[name]);
      if (failed) inputs.current[failed]?.focus();
      else onValid(result.values as LoginOutput);
    });
  };

  return { field, errorText, handleSubmit };
}
