import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
// eslint-disable-next-line no-restricted-imports -- the build's plugins live beside src, not in it
import { lazyContract, schemaInitializers } from '../../../build/lazy-contract';
import { lazySchema } from './lazy-schema';

const contractDir = fileURLToPath(new URL('../../../../../packages/contract/src', import.meta.url));
const contractModules = readdirSync(contractDir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));

describe('a schema built on first use', () => {
  it('builds nothing until it is used, then once', () => {
    let builds = 0;
    const schema = lazySchema(() => {
      builds += 1;
      return z.object({ name: z.string().min(2) });
    });
    expect(builds).toBe(0);
    expect(schema.parse({ name: 'Ada' })).toEqual({ name: 'Ada' });
    expect(schema.safeParse({ name: 'A' }).success).toBe(false);
    expect(builds).toBe(1);
  });

  it('answers as the schema does: instanceof, its shape, composition and the form resolver', async () => {
    const eager = z.object({ amount: z.number().int().min(1), note: z.string().optional() });
    const lazy = lazySchema(() => z.object({ amount: z.number().int().min(1), note: z.string().optional() }));
    expect(lazy).toBeInstanceOf(z.ZodObject);
    expect('_zod' in lazy).toBe(true);
    expect(Object.keys(lazy.shape)).toEqual(['amount', 'note']);
    // Composed into eager schemas and extended, it reports the same issues at the same paths.
    const wrap = (inner: typeof eager) => z.object({ items: z.array(inner) });
    const input = { items: [{ amount: 0 }, { amount: 2, note: 3 }] };
    expect(wrap(lazy).safeParse(input).error?.issues).toEqual(wrap(eager).safeParse(input).error?.issues);
    const extended = lazy.extend({ currency: z.enum(['RUB', 'USD']) }).optional();
    expect(extended.parse(undefined)).toBeUndefined();
    expect(extended.safeParse({ amount: 1, currency: 'EUR' }).success).toBe(false);
    const resolve = zodResolver(lazy);
    const result = await resolve({ amount: 0 }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(Object.keys(result.errors)).toEqual(['amount']);
  });

  it('is spread and copied like the schema', () => {
    const lazy = lazySchema(() => z.object({ id: z.uuid() }).strict());
    expect(Object.getOwnPropertyDescriptor(lazy, '_zod')?.value).toBe(lazy._zod);
    expect({ ...lazy.shape }).toHaveProperty('id');
    expect(z.object({ ...lazy.shape, n: z.number() }).safeParse({ id: 'x', n: 1 }).success).toBe(false);
  });
});

describe('the contract as the web build loads it', () => {
  it('makes schemas lazy and leaves every other constant as written', () => {
    const code = [
      'export const itemSchema = z.object({ id: z.uuid() }).strict();',
      'export const pageSchema = offsetPageSchema().extend({ q: textSchema().max(9) });',
      'export const itemStatuses = statusSchema.options;',
      'export const parsed = itemSchema.parse(sample);',
      'const made = new Map<string, number>();',
      'export const makeSchema = (max: number) => z.string().max(max);',
      'let counter = z.number();',
    ].join('\n');
    expect(schemaInitializers(code).map((s) => s.name)).toEqual(['itemSchema', 'pageSchema']);
    const transform = lazyContract().transform as (code: string, id: string) => { code: string } | null;
    const out = transform(code, path.join(contractDir, 'items.ts'))!.code;
    expect(out).toContain('export const itemSchema = /* @__PURE__ */ __lazySchema(() => z.object({ id: z.uuid() }).strict());');
    expect(out).toContain('export const itemStatuses = statusSchema.options;');
    expect(transform(code, path.join(contractDir, 'items.test.ts'))).toBeNull();
    expect(transform(code, '/app/apps/web/src/items.ts')).toBeNull();
  });

  it("makes a zod schema of every constant it wraps in the contract's modules", async () => {
    let checked = 0;
    for (const file of contractModules) {
      const names = schemaInitializers(readFileSync(path.join(contractDir, file), 'utf8')).map((s) => s.name);
      const exports = (await import(/* @vite-ignore */ path.join(contractDir, file))) as Record<string, unknown>;
      for (const name of names.filter((n) => n in exports)) {
        expect(exports[name], `${file}: ${name}`).toBeInstanceOf(z.ZodType);
        checked += 1;
      }
    }
    // The contract exports some three hundred schemas; a parser that found none would pass above.
    expect(checked).toBeGreaterThan(250);
  });
});
