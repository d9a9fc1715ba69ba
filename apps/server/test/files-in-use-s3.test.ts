import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.js';
import { attachEveryPurpose, expectSweepKeepsFilesInUse } from './fixtures/files-in-use.js';

// The same scenario as files-in-use.test.ts with the files in an S3-protocol server on loopback.
const bucket = 'platform-files';
const prefix = 'uploads/';
let server: S3rver;
let serverDir: string;
let s3: S3Client;
let t: TestApp;

beforeAll(async () => {
  serverDir = await mkdtemp(path.join(tmpdir(), 's3-in-use-'));
  server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: serverDir, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  const settings = { endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  s3 = new S3Client({ ...settings, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
  t = await startTestApp({ s3: { ...settings, bucket, forcePathStyle: true, prefix } });
});
afterAll(async () => {
  await t.close();
  s3.destroy();
  await server.close();
  await rm(serverDir, { recursive: true, force: true });
});

/** Whether the bucket holds the object of a storage key, asked of the S3 server itself. */
async function inBucket(key: string): Promise<boolean> {
  try {
    await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: `${prefix}${key}` }));
    return true;
  } catch (err) {
    if ((err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return false;
    throw err;
  }
}

describe('the sweep keeps every file in use (S3)', () => {
  it('attached through the API, every file survives aging and the sweep; every unattached one is gone from the bucket', async () => {
    await expectSweepKeepsFilesInUse(t, await attachEveryPurpose(t), inBucket);
  });
});
