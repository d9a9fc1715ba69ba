import { DeleteObjectCommand, HeadObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, login, type TestApp } from './harness.js';
import { multipart, pdf, png } from './fixtures/files.js';
import { bucket, prefix, startS3App, type S3World } from './fixtures/s3.js';

// The S3 storage against a real S3-protocol server on loopback.
let s: S3World;
let s3: S3Client;
let t: TestApp;
let token: string;

beforeAll(async () => {
  s = await startS3App();
  ({ t, s3 } = s);
  const user = await createUser(t);
  token = await login(t, user.email, user.password);
});
afterAll(() => s.close());

function upload(type: string, filename: string, content: Buffer) {
  const body = multipart('file', filename, content);
  return t.app.inject({ method: 'POST', url: `/api/v1/files/upload?type=${type}`, payload: body.payload, headers: { ...body.headers, ...bearer(token) } });
}

const keysInBucket = async () => ((await s3.send(new ListObjectsV2Command({ Bucket: bucket }))).Contents ?? []).map((o) => o.Key);

describe('files in S3-compatible storage', () => {
  it('puts a checked upload in the bucket under the prefix and downloads the same bytes', async () => {
    const bytes = png(240, 160);
    const res = await upload('logo', 'brand.png', bytes);
    expect(res.statusCode).toBe(200);
    const file = res.json<{ id: string; path: string; size: number }>();
    const head = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: `${prefix}${file.id}` }));
    expect(head.ContentLength).toBe(bytes.length);
    const down = await t.app.inject({ method: 'GET', url: file.path, headers: bearer(token) });
    expect(down.statusCode).toBe(200);
    expect(down.headers['content-type']).toBe('image/png');
    expect(down.rawPayload.equals(bytes)).toBe(true);
    const deck = pdf();
    const second = (await upload('pitch_deck', 'deck.pdf', deck)).json<{ path: string }>();
    expect((await t.app.inject({ method: 'GET', url: second.path, headers: bearer(token) })).rawPayload.equals(deck)).toBe(true);
  });

  it('sends nothing to the bucket when the bytes are refused', async () => {
    const before = await keysInBucket();
    const res = await upload('logo', 'logo.png', Buffer.from('only text that claims to be an image'));
    expect(res.statusCode).toBe(400);
    expect(await keysInBucket()).toEqual(before);
  });

  it('answers 404 when the object has gone from the bucket', async () => {
    const file = (await upload('pitch_deck', 'gone.pdf', pdf())).json<{ id: string; path: string }>();
    await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: `${prefix}${file.id}` }));
    const res = await t.app.inject({ method: 'GET', url: file.path, headers: bearer(token) });
    expect(res.statusCode).toBe(404);
  });
});
