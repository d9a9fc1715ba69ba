import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import ru from './locales/ru.json';
import { firstScreenEnglish } from './i18n';

// The entry carries only some sections of en.json (i18n.ts); a key of another section used by the
// shell or the log-in screen renders as the raw key until the rest loads, which it never does on
// the signed-out pages. The type check cannot see that: every key of en.json is a valid key.

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The modules that render before the whole texts load: the entry and the log-in screen. */
const roots = ['app/main.tsx', 'features/auth/pages/auth-page.tsx'].map((file) => path.join(src, file));

type Tree = { [key: string]: string | Tree };
function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const here = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [here, here.replace(/_(zero|one|two|few|many|other)$/, '')] : keysOf(value, here);
  });
}
const englishKeys = new Set(keysOf(en as Tree));
const russianKeys = new Set(keysOf(ru as Tree));

/** A relative path or one through the `@/` alias (`src/`, apps/web/tsconfig.json); a package is not followed. */
function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(src, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/** Every source file reached from the roots by static imports (a dynamic `import()` is a chunk apart). */
function staticGraph(): string[] {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)) {
      const target = resolveImport(file, match[1]!);
      if (target) queue.push(target);
    }
  }
  return [...seen];
}

/** String literals in a file that name a text of en.json (keys written in maps count too). */
function textKeysIn(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  return [...code.matchAll(/['"`]([a-zA-Z][\w]*(?:\.[\w]+)+)['"`]/g)].map((match) => match[1]!).filter((literal) => englishKeys.has(literal));
}

describe('texts of the first screen', () => {
  const files = staticGraph();

  it('the graph reaches the shell, its footer and the log-in form', () => {
    const names = files.map((file) => path.relative(src, file).replaceAll(path.sep, '/'));
    expect(names).toEqual(expect.arrayContaining(['app/app.tsx', 'shared/ui/site-footer.tsx', 'features/auth/components/login-form.tsx']));
  });

  it('use only the sections the entry carries', () => {
    const sections = new Set(Object.keys(firstScreenEnglish));
    const outside = files.flatMap((file) =>
      textKeysIn(file)
        .filter((key) => !sections.has(key.split('.')[0]!))
        .map((key) => `${path.relative(src, file)}: ${key}`),
    );
    expect(outside).toEqual([]);
  });

  it('exist in Russian too', () => {
    const missing = files.flatMap((file) => textKeysIn(file).filter((key) => !russianKeys.has(key)));
    expect(missing).toEqual([]);
  });
});
