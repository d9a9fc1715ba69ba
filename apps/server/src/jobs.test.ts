import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { eventHandlers, handlersByModule } from './events.js';
import { jobsByModule, scheduledJobs } from './jobs.js';

const doc = readFileSync(path.resolve(import.meta.dirname, '../../../docs/architecture.md'), 'utf8');

/** The rows of the table under `heading`, each as its cells without their backticks. */
function table(heading: string): string[][] {
  const start = doc.indexOf(`\n${heading}\n`);
  expect(start, `docs/architecture.md has no "${heading}"`).toBeGreaterThan(-1);
  const end = doc.indexOf('\n#', start + heading.length + 2);
  return doc
    .slice(start, end === -1 ? undefined : end)
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim().replace(/^`|`$/g, '')),
    );
}

/** name → module, from a table by module; a name twice is an error of its own. */
function byName(modules: Record<string, readonly string[]>): Map<string, string> {
  const names = new Map<string, string>();
  for (const [module, list] of Object.entries(modules)) {
    for (const name of list) {
      expect(names.get(name), `${name} is in both ${names.get(name)} and ${module}`).toBeUndefined();
      names.set(name, module);
    }
  }
  return names;
}

describe('docs/architecture.md against the code', () => {
  it('lists every scheduled job, with its module and its default schedule, and no other', () => {
    const inCode = byName(Object.fromEntries(Object.entries(jobsByModule).map(([module, jobs]) => [module, jobs.map((j) => j.name)])));
    const rows = table('### Every scheduled job');
    const inDoc = new Map(rows.map(([name, , , module]) => [name!, module!]));
    expect(rows.length, 'a job listed twice').toBe(inDoc.size);
    expect([...inDoc].sort()).toEqual([...inCode].sort());
    const { schedules } = loadConfig({ SESSION_SECRET: 'x'.repeat(32) }, { dataDir: '/nonexistent-config-test' });
    const defaults = new Map(scheduledJobs.map((job) => [job.name as string, schedules[job.schedule]]));
    expect(new Map(rows.map(([name, cron]) => [name!, cron!]))).toEqual(defaults);
  });

  it('lists every domain event, with the module whose handler follows it, and no other', () => {
    const inCode = byName(Object.fromEntries(Object.entries(handlersByModule).map(([module, handlers]) => [module, Object.keys(handlers)])));
    expect([...inCode.keys()].sort()).toEqual(Object.keys(eventHandlers).sort());
    const rows = table('### Every domain event');
    const inDoc = new Map(rows.map(([name, module]) => [name!, module!]));
    expect(rows.length, 'an event listed twice').toBe(inDoc.size);
    expect([...inDoc].sort()).toEqual([...inCode].sort());
  });
});
