import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The tests do not build the image (that takes a container runtime); what the shipped files name
 * must at least exist: the sources the Dockerfile copies, the commands compose runs, the probes.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('the shipped Dockerfile, compose file and proxy configuration', () => {
  it('copy sources that exist, and run entry points the build makes', () => {
    const dockerfile = read('Dockerfile');
    const copies = [...dockerfile.matchAll(/^COPY (?!--from)(.+) \S+$/gm)].flatMap((m) => m[1]!.split(' '));
    expect(copies.length).toBeGreaterThan(5);
    for (const source of copies) expect(existsSync(path.join(root, source)), source).toBe(true);
    const compose = read('compose.yaml');
    const entries = [...dockerfile.matchAll(/"(apps\/server\/dist\/[^"]+\.js)"/g), ...compose.matchAll(/(apps\/server\/dist\/[\w/.-]+\.js)/g)].map(
      (m) => m[1]!,
    );
    expect(entries).toEqual(expect.arrayContaining(['apps/server/dist/main.js', 'apps/server/dist/cli/migrate.js']));
    for (const entry of entries) expect(existsSync(path.join(root, entry.replace('/dist/', '/src/').replace(/\.js$/, '.ts'))), entry).toBe(true);
    expect(compose).toContain('./deploy/haproxy.cfg');
  });

  it('install no test or benchmark tool into the image', () => {
    const installs = [...read('Dockerfile').matchAll(/RUN npm ci((?:\\\n|[^\n])*)/g)].map((m) => m[1]!);
    expect(installs.length).toBe(2);
    for (const install of installs) {
      expect(install).toContain('--workspace @platform/server');
      expect(install).not.toContain('@platform/tools');
    }
    const tools = JSON.parse(read('tools/package.json')) as { devDependencies: Record<string, string> };
    expect(Object.keys(tools.devDependencies)).toEqual(expect.arrayContaining(['vitest', '@playwright/test', 'lighthouse', 'autocannon']));
  });

  it('probe readiness where the server answers it', () => {
    const routes = read('apps/server/src/platform/health.ts');
    expect(routes).toContain("'/api/health/ready'");
    expect(read('Dockerfile')).toContain('/api/health/ready');
    expect(read('deploy/haproxy.cfg')).toMatch(/option httpchk GET \/api\/health\/ready/);
  });
});
