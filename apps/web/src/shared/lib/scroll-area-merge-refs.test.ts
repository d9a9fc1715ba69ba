import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createElement, createRef, type Ref } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
// eslint-disable-next-line no-restricted-imports -- the build's config lives beside src, not in it
import { scrollAreaWithoutFloatingUi } from '../../../vite.config';
import { useMergeRefs } from './scroll-area-merge-refs';

const resolve = (source: string, importer: string) =>
  (scrollAreaWithoutFloatingUi().resolveId as (this: unknown, s: string, i: string) => string | null).call({}, source, importer);

const mantineFile = (...parts: string[]) => {
  const require = createRequire(import.meta.url);
  const entry = require.resolve('@mantine/core');
  const root = entry.slice(0, entry.lastIndexOf(`${path.sep}core${path.sep}`) + `${path.sep}core`.length);
  return path.join(root, 'esm', ...parts);
};

describe("Mantine's ScrollArea without floating-ui", () => {
  it('hands the node to every ref, callback or object, and clears them when it goes', () => {
    const object = createRef<string>();
    const seen: (string | null)[] = [];
    const callback = (value: string | null) => void seen.push(value);
    let merged: ((value: string | null) => void) | null = null;
    function Probe() {
      merged = useMergeRefs<string>([object, callback, undefined] as Ref<string>[]) as (value: string | null) => void;
      return null;
    }
    renderToStaticMarkup(createElement(Probe));
    merged!('node');
    expect([object.current, seen]).toEqual(['node', ['node']]);
    merged!(null);
    expect([object.current, seen]).toEqual([null, ['node', null]]);
  });

  it("swaps the package for the scroll area's import only", () => {
    const scrollArea = path.join('/app', 'node_modules', '@mantine', 'core', 'esm', 'components', 'ScrollArea', 'ScrollArea.mjs');
    const popover = path.join('/app', 'node_modules', '@mantine', 'core', 'esm', 'components', 'Popover', 'use-popover.mjs');
    expect(resolve('@floating-ui/react', scrollArea)).toMatch(/src[\\/]shared[\\/]lib[\\/]scroll-area-merge-refs\.ts$/);
    expect(resolve('@floating-ui/react', popover)).toBeNull();
    expect(resolve('react', scrollArea)).toBeNull();
  });

  it('matches what the installed ScrollArea takes from floating-ui, so the swap still holds', () => {
    const source = readFileSync(mantineFile('components', 'ScrollArea', 'ScrollArea.mjs'), 'utf8');
    expect(source.match(/import \{[^}]*\} from "@floating-ui\/react"/g)).toEqual(['import { useMergeRefs } from "@floating-ui/react"']);
  });
});
