import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
// eslint-disable-next-line no-restricted-imports -- the build's config lives beside src, not in it
import { mantineStableIds } from '../../../vite.config';
import { useId } from './mantine-use-id';

function Ids({ given }: { given?: string }) {
  const first = useId(given);
  const second = useId();
  return createElement(Fragment, null, `${first} ${second}`);
}

const resolve = (source: string, importer: string) =>
  (mantineStableIds().resolveId as (this: unknown, s: string, i: string) => string | null).call({}, source, importer);

describe("Mantine's useId as the build puts it in place", () => {
  it('gives each component its own id from the first render, and a given id wins', () => {
    const [first, second] = renderToStaticMarkup(createElement(Ids)).split(' ');
    expect(first).toMatch(/^mantine-\S+$/);
    expect(second).toMatch(/^mantine-\S+$/);
    expect(first).not.toBe(second);
    expect(renderToStaticMarkup(createElement(Ids, { given: 'email' })).split(' ')[0]).toBe('email');
  });

  it("replaces the module @mantine/hooks imports, and no other package's", () => {
    const mantineIndex = path.join('/app', 'node_modules', '@mantine', 'hooks', 'esm', 'index.mjs');
    expect(resolve('./use-id/use-id.mjs', mantineIndex)).toMatch(/src[\\/]shared[\\/]lib[\\/]mantine-use-id\.ts$/);
    expect(resolve('./use-id/use-id.mjs', path.join('/app', 'node_modules', 'other', 'index.mjs'))).toBeNull();
    expect(resolve('./use-idle/use-idle.mjs', mantineIndex)).toBeNull();
  });

  it('matches how the installed @mantine/hooks imports its useId, so the swap still applies', () => {
    const require = createRequire(import.meta.url);
    const entry = require.resolve('@mantine/hooks');
    const root = entry.slice(0, entry.lastIndexOf(`${path.sep}hooks${path.sep}`) + `${path.sep}hooks`.length);
    const index = readFileSync(path.join(root, 'esm', 'index.mjs'), 'utf8');
    expect(index).toMatch(/import \{ useId \} from "\.\/use-id\/use-id\.mjs"/);
  });
});
