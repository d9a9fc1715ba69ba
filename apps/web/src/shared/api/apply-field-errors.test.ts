import { describe, expect, it } from 'vitest';
import { applyFieldErrors, refusalOnFields } from './apply-field-errors';
import { ExpectedError } from './errors';

type Values = { email: string; first_name: string; regions: string[] };

function recorder() {
  const calls: { name: string; message: string | undefined; focus: boolean | undefined }[] = [];
  const setError = (name: string, error: { message?: string }, options?: { shouldFocus?: boolean }) =>
    calls.push({ name, message: error.message, focus: options?.shouldFocus });
  return { calls, setError: setError as never };
}

describe('server errors on form fields', () => {
  it('puts each text on its field, focuses the first, and answers those no field owns', () => {
    const { calls, setError } = recorder();
    const rest = applyFieldErrors<Values>(setError, { email: 'This e-mail is taken', first_name: 'Too long', other: 'x' }, ['email', 'first_name']);
    expect(calls).toEqual([
      { name: 'email', message: 'This e-mail is taken', focus: true },
      { name: 'first_name', message: 'Too long', focus: false },
    ]);
    expect(rest).toEqual(['x']);
  });

  it('strips the prefix of a nested body', () => {
    const { calls, setError } = recorder();
    expect(applyFieldErrors<Values>(setError, { 'brief.regions': 'Choose one' }, ['regions'], 'brief.')).toEqual([]);
    expect(calls.map((call) => call.name)).toEqual(['regions']);
  });

  it("puts a failed call's field errors on the fields and tells whether the whole refusal sits there", () => {
    const { calls, setError } = recorder();
    const taken = new ExpectedError(400, { message: 'Please, fix error(s) and repeat', code: 'validation_failed', errors: { email: 'e-mail is taken' } });
    expect(refusalOnFields<Values>(setError, taken, ['email'])).toBe(true);
    expect(calls).toEqual([{ name: 'email', message: 'E-mail is taken', focus: true }]);
    expect(refusalOnFields<Values>(recorder().setError, taken, ['first_name'])).toBe(false);
    expect(refusalOnFields<Values>(recorder().setError, new ExpectedError(400, { message: 'No' }), ['email'])).toBe(false);
  });
});
