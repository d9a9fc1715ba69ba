import path from 'node:path';

/** The repository root; every child process runs from here. */
export const repoRoot = path.resolve(import.meta.dirname, '../..');

/** Git-ignored output folder of the benchmark. */
export const outputDir = path.join(repoRoot, '.bench');
