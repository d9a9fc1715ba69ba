import { scoreGroups, type ScoreGroup } from '@platform/contract';

/** Tabs of the startup's edit dialog, in the order they show (spec part 1, section 2). */
export const startupTabs = ['main', 'finance', 'team', 'management', 'technology', 'business'] as const;
export type StartupTab = (typeof startupTabs)[number];

export const isStartupTab = (value: unknown): value is StartupTab => (startupTabs as readonly unknown[]).includes(value);

const groupOfField = new Map<string, ScoreGroup>(
  (Object.keys(scoreGroups) as ScoreGroup[]).flatMap((group) => scoreGroups[group].map((field) => [field, group] as const)),
);

/**
 * The tab holding a field, by its path as the server and the form name it
 * (`startup_finance_info.mrr`, `startup_scoring.hiring`, `product_description`).
 */
export function tabOfField(path: string): StartupTab {
  const [head, rest] = path.split(/\.(.*)/s) as [string, string | undefined];
  if (head === 'startup_finance_info') return 'finance';
  if (head === 'startup_scoring') {
    const field = rest?.split('.')[0];
    return (field && groupOfField.get(field)) || 'team';
  }
  return 'main';
}

/** The first tab, in display order, that holds one of these fields; null when none. */
export function firstTabWithError(paths: readonly string[]): StartupTab | null {
  const tabs = new Set(paths.map(tabOfField));
  return startupTabs.find((tab) => tabs.has(tab)) ?? null;
}

type ErrorTree = { [key: string]: unknown };
const isLeaf = (node: ErrorTree) => typeof node.type === 'string' || typeof node.message === 'string';

/** Dotted paths of a react-hook-form error tree (`{ a: { b: { type } } }` gives `a.b`). */
export function errorPaths(errors: object, prefix = ''): string[] {
  const out: string[] = [];
  for (const [key, node] of Object.entries(errors)) {
    if (key === 'ref' || typeof node !== 'object' || node === null) continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (isLeaf(node as ErrorTree)) out.push(path);
    else out.push(...errorPaths(node, path));
  }
  return out;
}
