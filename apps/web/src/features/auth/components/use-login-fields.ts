import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { loginBodySchema } from '@platform/contract';
import type { z } from 'zod';

type LoginInput = z.input<typeof loginBodySchema>;
export type LoginOutput = z.output<typeof loginBodySchema>;
type Field = keyof LoginInput;
/** In the order of the form: the first field with an error gets the focus. */
const fields: readonly Field[] = ['email', 'password'];

type LoginCheck = Resolver<LoginInput, unknown, LoginOutput>;
let loading: Promise<LoginCheck> | undefined;

/**
 * The log-in form's check, as every form's: the contract's schema (the one the server checks the
 * body with) through `formResolver`. Both come in chunks of their own (the form library and zod,
 * some 40 KB), loaded when the form first gets the focus rather than with the first screen. A
 * failed load is tried again on the next call.
 */
export function loadLoginCheck(): Promise<LoginCheck> {
  loading ??= Promise.all([import('@/shared/lib/form-resolver'), import('@platform/contract')]).then(
    ([{ formResolver }, { loginBodySchema }]) => formResolver(loginBodySchema),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The two fields of the log-in form without the form library, which the first paint would have to
 * download for them: their values, the errors of the last check, and a submit that checks first.
 * It behaves as react-hook-form's defaults do: the first check on submit, then on every change,
 * and the focus on the first field in error.
 */
export function useLoginFields(initialEmail: string) {
  const [values, setValues] = useState<LoginInput>({ email: initialEmail, password: '' });
  const [errors, setErrors] = useState<FieldErrors<LoginInput>>({});
  // The values of the latest change, for a change that comes before the render of the last.
  const latestValues = useRef(values);
  const submitted = useRef(false);
  // A check that answers after a newer one started is dropped.
  const lastCheck = useRef(0);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  const check = async (next: LoginInput) => {
    const run = ++lastCheck.current;
    const resolve = await loadLoginCheck();
    const result = await resolve(next, undefined, { fields: {}, shouldUseNativeValidation: false });
    if (run !== lastCheck.current) return null;
    setErrors(result.errors);
    return result;
  };

  const field = (name: Field) => ({
    name,
    value: values[name],
    ref: (input: HTMLInputElement | null) => {
      inputs.current[name] = input;
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = { ...latestValues.current, [name]: event.currentTarget.value };
      latestValues.current = next;
      setValues(next);
      if (submitted.current) void check(next);
    },
  });

  const handleSubmit = (onValid: (credentials: LoginOutput) => void) => (event: FormEvent) => {
    event.preventDefault();
    submitted.current = true;
    void check(latestValues.current).then((result) => {
      if (!result) return;
      const failed = fields.find((name) => result.errors[name]);
      if (failed) inputs.current[failed]?.focus();
      else onValid(result.values as LoginOutput);
    });
  };

  return { values, errors, field, handleSubmit };
}
