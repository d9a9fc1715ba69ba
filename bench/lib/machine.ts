import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './paths.js';

export type Machine = {
  cpus: number;
  cpuModel: string;
  memoryGiB: number;
  os: string;
  node: string;
  packages: Record<string, string>;
};

function installedVersion(name: string): string {
  try {
    const json = JSON.parse(readFileSync(path.join(repoRoot, 'node_modules', name, 'package.json'), 'utf8')) as { version?: unknown };
    return typeof json.version === 'string' ? json.version : '?';
  } catch {
    return 'not installed';
  }
}

/** What the figures were measured on; goes into results.json and docs/performance.md. */
export function describeMachine(): Machine {
  return {
    cpus: os.availableParallelism(),
    cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
    memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    packages: Object.fromEntries(['fastify', 'autocannon', '@electric-sql/pglite', 'pg', 'drizzle-orm'].map((n) => [n, installedVersion(n)])),
  };
}
