import { fileURLToPath } from 'node:url';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/** Workspace packages resolve to their TypeScript sources in tests, so nothing needs building first. */
const conditions = ['@platform/source', 'node', 'development|production'];

/**
 * The integration files that spend most of their time waiting (for servers to start, a schedule's
 * next minute, a lease to lapse, an outage to be noticed) start first, so the other files fill
 * their waits instead of leaving one worker alone with them at the end. On a fresh clone vitest
 * has no durations yet and would start them last, as small files.
 */
const waitingFiles = /[\\/]apps[\\/]server[\\/]test[\\/](concurrent-start|jobs-two-servers|health|database-outage|events-delivery|migrate)\.test\.ts$/;

class WaitingFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const waiting = (spec: TestSpecification) => waitingFiles.test(spec.moduleId);
    return [...sorted.filter(waiting), ...sorted.filter((spec) => !waiting(spec))];
  }
}

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    env: { TZ: 'UTC' },
    sequence: { sequencer: WaitingFirst },
    projects: [
      {
        extends: true,
        // The web's `@/` is its `src/` (apps/web/tsconfig.json `paths`); no other source uses it.
        resolve: { alias: { '@': fileURLToPath(new URL('apps/web/src', import.meta.url)) } },
        test: {
          name: 'unit',
          include: ['packages/contract/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'node',
          // Importing a file's modules took twenty times as long as its tests; a worker keeps them
          // for its next file, so a file leaves no state behind (fake timers are put back after each).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['apps/server/test/**/*.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file has a database of its own (a copy of the global setup's template), so two
          // files run side by side, one per core. A worker keeps the modules it imported for its next
          // file: importing the server took longer than many files' tests. A file therefore builds
          // its own app and leaves no state behind in modules.
          fileParallelism: true,
          maxWorkers: 2,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // Built server processes, haproxy, Redis and s3rver on loopback: `npm run test:topology`.
          name: 'topology',
          include: ['apps/server/topology/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
