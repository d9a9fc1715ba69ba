import { afterAll, beforeAll, describe, it } from 'vitest';
import { attachEveryPurpose, expectSweepKeepsFilesInUse } from './fixtures/files-in-use.js';
import { startS3App, type S3World } from './fixtures/s3.js';

// The same scenario as files-in-use.test.ts with the files in an S3-protocol server on loopback.
let s: S3World;

beforeAll(async () => {
  s = await startS3App();
});
afterAll(() => s.close());

describe('the sweep keeps every file in use (S3)', () => {
  it('attached through the API, every file survives aging and the sweep; every unattached one is gone from the bucket', async () => {
    await expectSweepKeepsFilesInUse(s.t, await attachEveryPurpose(s.t), s.inBucket);
  });
});
