import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { blankToNull } from './blank-to-null';
import { formResolver } from './form-resolver';

const options = { fields: {}, shouldUseNativeValidation: false };
const run = <T extends FieldValues, O>(resolver: Resolver<T, unknown, O>, values: T) => resolver(values, undefined, options);

const body = z.object({ name: z.string().trim().min(2), age: z.number().int().nullable() });

describe('the form resolver', () => {
  it("checks the values by the schema and submits the schema's output", async () => {
    expect(await run(formResolver(body), { name: '  Ann ', age: 3 })).toEqual({ values: { name: 'Ann', age: 3 }, errors: {} });
    const refused = await run(formResolver(body), { name: 'A', age: 3 });
    expect(refused.values).toEqual({});
    expect(refused.errors.name).toMatchObject({ type: 'too_small' });
  });

  it("checks the form's values as the body would carry them, errors on the same fields", async () => {
    const resolver = formResolver(body, { normalise: (values: { name: string; age: string }) => ({ name: values.name, age: blankToNull(values.age) }) });
    expect(await run(resolver, { name: 'Ann', age: ' ' })).toEqual({ values: { name: 'Ann', age: null }, errors: {} });
    expect((await run(resolver, { name: 'Ann', age: '3' })).errors.age).toMatchObject({ type: 'invalid_type' });
  });

  it("submits the form's own values when asked to", async () => {
    const resolver = formResolver<{ name: string; files: string[] }>(body.pick({ name: true }), { keepValues: true });
    expect(await run(resolver, { name: ' Ann ', files: ['a'] })).toEqual({ values: { name: ' Ann ', files: ['a'] }, errors: {} });
  });
});
