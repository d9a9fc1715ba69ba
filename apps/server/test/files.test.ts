import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userInfoSchema } from '@platform/contract';
import { files } from '../src/db/schema/index.js';
import { bearer, createUser, login, mailedCode, startTestApp, type TestApp } from './harness.js';
import { jpeg, multipart, pdf, png } from './fixtures/files.js';

let t: TestApp;
let token: string;
let otherToken: string;
beforeAll(async () => {
  t = await startTestApp();
  const user = await createUser(t);
  token = await login(t, user.email, user.password);
  const other = await createUser(t, { role: 'investor' });
  otherToken = await login(t, other.email, other.password);
});
afterAll(() => t.close());

function upload(type: string, filename: string, content: Buffer, headers: Record<string, string> = bearer(token)) {
  const body = multipart('file', filename, content);
  return t.app.inject({ method: 'POST', url: `/api/v1/files/upload?type=${type}`, payload: body.payload, headers: { ...body.headers, ...headers } });
}

describe('uploads: success', () => {
  it('stores a PNG logo and answers {id, name, path, size}; the uploader downloads the same bytes', async () => {
    const bytes = png(200, 150);
    const res = await upload('logo', 'brand.png', bytes);
    expect(res.statusCode).toBe(200);
    const file = res.json<{ id: string; name: string; path: string; size: number }>();
    expect(file).toEqual({ id: expect.any(String), name: 'brand.png', path: `/api/v1/files/${file.id}`, size: bytes.length });
    const down = await t.app.inject({ method: 'GET', url: file.path, headers: bearer(token) });
    expect(down.statusCode).toBe(200);
    expect(down.headers['content-type']).toBe('image/png');
    expect(down.rawPayload.equals(bytes)).toBe(true);
  });

  it('accepts a JPEG logo and a PDF pitch deck', async () => {
    expect((await upload('logo', 'photo.jpeg', jpeg(400, 300))).statusCode).toBe(200);
    expect((await upload('pitch_deck', 'deck.pdf', pdf())).statusCode).toBe(200);
  });

  it('never uses the given name as a path', async () => {
    const res = await upload('logo', '../../../etc/evil.png', png(120, 120));
    expect(res.statusCode).toBe(200);
    const { id, name } = res.json<{ id: string; name: string }>();
    expect(name).toBe('evil.png');
    const [row] = await t.database.db.select().from(files).where(eq(files.id, id));
    expect(row!.storageKey).toBe(id);
  });
});

describe('uploads: refusals', () => {
  it('refuses a renamed text file by its bytes', async () => {
    const res = await upload('logo', 'logo.png', Buffer.from('just some text pretending to be an image'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'file_invalid', errors: { file: 'Allowed file types: png, jpg' } });
  });

  it('refuses a logo smaller than 100x100 px', async () => {
    const res = await upload('logo', 'tiny.png', png(99, 300));
    expect(res.json()).toMatchObject({ errors: { file: 'The image must be at least 100x100 px' } });
  });

  it('refuses a logo over 5 MB with 413', async () => {
    const res = await upload('logo', 'huge.png', png(200, 200, 5 * 1024 * 1024 + 10));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'payload_too_large', errors: { file: 'The file is larger than 5 MB' } });
  });

  it('refuses a PDF as a logo and a PNG as a pitch deck', async () => {
    expect((await upload('logo', 'logo.pdf', pdf())).statusCode).toBe(400);
    expect((await upload('pitch_deck', 'deck.png', png(200, 200))).statusCode).toBe(400);
  });

  it('refuses an unknown purpose, an empty file and a missing sign-in', async () => {
    expect((await upload('selfie', 'a.png', png(200, 200))).json()).toMatchObject({ errors: { type: 'Unknown upload type' } });
    expect((await upload('logo', 'empty.png', Buffer.alloc(0))).json()).toMatchObject({ errors: { file: 'The file is empty' } });
    expect((await upload('logo', 'a.png', png(200, 200), {})).statusCode).toBe(401);
  });

  it('hides an unattached upload from everyone but its uploader', async () => {
    const { path } = (await upload('logo', 'mine.png', png(200, 200))).json<{ path: string }>();
    expect((await t.app.inject({ method: 'GET', url: path, headers: bearer(otherToken) })).statusCode).toBe(404);
    const deck = (await upload('pitch_deck', 'deck.pdf', pdf())).json<{ path: string }>();
    expect((await t.app.inject({ method: 'GET', url: deck.path, headers: bearer(otherToken) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: deck.path })).statusCode).toBe(401);
  });
});

describe('sign-up logo', () => {
  it('uploads a logo with the registration token and attaches it when the account is created', async () => {
    const email = `logo-${Date.now()}@example.test`;
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/send-code/registration', payload: { email } });
    const verified = await t.app.inject({ method: 'POST', url: '/api/v1/auth/verify-code/registration', payload: { email, code: await mailedCode(t, email) } });
    const { registrationToken } = verified.json<{ registrationToken: string }>();
    const up = await upload('logo', 'company.png', png(256, 256), { 'x-registration-token': registrationToken });
    expect(up.statusCode).toBe(200);
    const logo = up.json<{ id: string }>();
    expect((await upload('pitch_deck', 'deck.pdf', pdf(), { 'x-registration-token': registrationToken })).statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/registration',
      payload: {
        registrationToken,
        role: 'corporate',
        password: 'a-strong-password',
        name: 'Ivan',
        surname: 'Orlov',
        position: 'CTO',
        company: 'Orlov Steel',
        website: 'orlovsteel.com',
        description: 'Steel structures for bridges.',
        phone: '+7 495 000-00-00',
        agreement: true,
        logo: { id: logo.id },
      },
    });
    expect(res.statusCode).toBe(200);
    const info = userInfoSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/v1/user/info', headers: bearer(res.json<{ token: string }>().token) })).json(),
    );
    expect(info.logo).toMatchObject({ id: logo.id, name: 'company.png' });
    // Once a company uses it, every signed-in user may see the logo.
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/files/${logo.id}`, headers: bearer(otherToken) })).statusCode).toBe(200);
  });

  it('refuses an upload with a token that was never verified', async () => {
    const res = await upload('logo', 'x.png', png(200, 200), { 'x-registration-token': 'y'.repeat(43) });
    expect(res.json()).toMatchObject({ code: 'proof_invalid' });
  });

  it("refuses someone else's file as the sign-up logo, creating no account", async () => {
    const stranger = (await upload('logo', 'stranger.png', png(200, 200))).json<{ id: string }>();
    const email = `steal-${Date.now()}@example.test`;
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/send-code/registration', payload: { email } });
    const { registrationToken } = (
      await t.app.inject({ method: 'POST', url: '/api/v1/auth/verify-code/registration', payload: { email, code: await mailedCode(t, email) } })
    ).json<{ registrationToken: string }>();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/registration',
      payload: {
        registrationToken,
        role: 'investor',
        password: 'a-strong-password',
        name: 'Eve',
        surname: 'Stone',
        position: 'Partner',
        company: 'Eve Capital',
        website: 'evecapital.com',
        description: 'We invest in anything.',
        phone: '+1 555 000 0000',
        agreement: true,
        logo: { id: stranger.id },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: { logo: 'Upload the file again' } });
    const retry = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password: 'a-strong-password' } });
    expect(retry.statusCode).toBe(401);
  });
});
