import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { notFound } from './errors.js';

/** Where file bytes live. Keys are generated ids, never user-given names. */
export type Storage = {
  /** Moves a finished temporary file into storage under `key`. */
  putFile(key: string, tempPath: string): Promise<void>;
  /** The bytes under `key`; a key that holds nothing answers 404. */
  read(key: string): Promise<Readable>;
  remove(key: string): Promise<void>;
  /** Releases connections, if the store holds any. */
  close?(): void;
  /** A folder for uploads in progress, on the same disk as the store. */
  tempDir: string;
};

const safeKey = (key: string) => {
  if (!/^[a-z0-9][a-z0-9/-]*$/.test(key) || key.includes('..')) throw new Error(`bad storage key ${key}`);
  return key;
};

/** Local disk under `$DATA_DIR/uploads`, sharded by the key's first characters. */
export async function createLocalStorage(root: string): Promise<Storage> {
  const tempDir = path.join(root, 'tmp');
  await mkdir(tempDir, { recursive: true });
  const fileOf = (key: string) => {
    const k = safeKey(key);
    return path.join(root, k.slice(0, 2), k);
  };
  return {
    tempDir,
    async putFile(key, tempPath) {
      const target = fileOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      await rename(tempPath, target);
    },
    async read(key) {
      const file = fileOf(key);
      try {
        await stat(file);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw notFound();
        throw err;
      }
      return createReadStream(file);
    },
    remove: (key) => rm(fileOf(key), { force: true }),
  };
}

export type S3Settings = {
  /** Service address; unset means AWS itself for the region. */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** Bucket in the path rather than the host name, as most self-hosted S3 servers need. */
  forcePathStyle: boolean;
  /** Key prefix inside the bucket, so several deployments can share one. */
  prefix: string;
};

const isMissing = (err: unknown) =>
  err instanceof Error &&
  (err.name === 'NoSuchKey' || err.name === 'NotFound' || (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404);

/**
 * An S3-compatible bucket (AWS S3, MinIO, Ceph, Garage...). Uploads still arrive in a local
 * temporary folder first, where their bytes are checked, and only then go to the bucket.
 */
export async function createS3Storage(settings: S3Settings, tempRoot: string): Promise<Storage> {
  const tempDir = path.join(tempRoot, 'tmp');
  await mkdir(tempDir, { recursive: true });
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    // Checksums only where an operation demands them: the SDK's default streams bodies with
    // aws-chunked trailers, which many S3-compatible servers store verbatim.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
  });
  const Bucket = settings.bucket;
  const objectKey = (key: string) => `${settings.prefix}${safeKey(key)}`;
  return {
    tempDir,
    async putFile(key, tempPath) {
      const { size } = await stat(tempPath);
      await client.send(new PutObjectCommand({ Bucket, Key: objectKey(key), Body: createReadStream(tempPath), ContentLength: size }));
      await rm(tempPath, { force: true });
    },
    async read(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        return object.Body as Readable;
      } catch (err) {
        if (isMissing(err)) throw notFound();
        throw err;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    close: () => client.destroy(),
  };
}

/** The store a configuration names: its S3 bucket when set, else the local `uploads` folder of the data directory. */
export async function openStorage(config: { dataDir: string; s3: S3Settings | undefined }): Promise<Storage> {
  const uploads = path.join(config.dataDir, 'uploads');
  return config.s3 ? createS3Storage(config.s3, uploads) : createLocalStorage(uploads);
}
