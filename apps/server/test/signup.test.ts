import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handbooksSchema, userInfoSchema, type Handbooks } from '@platform/contract';
import { companies, emailCodes, mailOutbox, users } from '../src/db/schema/index.js';
import { ageCodes, bearer, createUser, mailedCode, startTestApp, type TestApp } from './harness.js';

let t: TestApp;
let hb: Handbooks;
beforeAll(async () => {
  t = await startTestApp();
  hb = handbooksSchema.parse((await t.app.inject({ method: 'GET', url: '/api/v2/handbooks' })).json());
});
afterAll(() => t.close());

let n = 0;
const freshEmail = () => `signup${++n}-${Date.now()}@example.test`;
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const sendCode = (email: string, headers?: Record<string, string>) => post('/api/v1/auth/send-code/registration', { email }, headers);
const verify = (email: string, code: string) => post('/api/v1/auth/verify-code/registration', { email, code });

async function verifiedToken(email: string): Promise<string> {
  expect((await sendCode(email)).statusCode).toBe(200);
  const res = await verify(email, await mailedCode(t, email));
  expect(res.statusCode).toBe(200);
  return res.json<{ registrationToken: string }>().registrationToken;
}

const base = {
  password: 'a-strong-password',
  name: 'Anna',
  surname: 'Petrova',
  position: 'Founder',
  company: 'Quantum Leaf',
  website: 'quantumleaf.io',
  description: 'We build sensors for vertical farms.',
  phone: '+7 999 123-45-67',
  agreement: true,
};
const brief = () => ({
  country: hb.countries.find((c) => c.code === 'FI')!.id,
  regions: [hb.regions.find((r) => r.code === '150')!.id],
  industries: [hb.industries[0]!.id, hb.industries[1]!.id],
  rounds: [hb.rounds[0]!.id],
});
const finish = (payload: unknown) => post('/api/v1/auth/registration', payload);

describe('sign-up: success', () => {
  it('mails a 6-digit code in the caller language, verifies it, creates a startup with its company and signs in', async () => {
    const email = freshEmail();
    const sent = await sendCode(email, { 'accept-language': 'ru' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ resendAfter: 60, expiresIn: 600 });
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(mail!.subject).toBe('Код для регистрации');
    expect(mail!.text).toMatch(/\b\d{6}\b/);
    const registrationToken = (await verify(email, await mailedCode(t, email))).json<{ registrationToken: string }>().registrationToken;
    const res = await finish({ ...base, registrationToken, role: 'startup', language: 'ru', brief: brief() });
    expect(res.statusCode).toBe(200);
    const token = res.json<{ token: string }>().token;
    expect(res.headers.authorization).toBe(`Bearer ${token}`);
    const info = userInfoSchema.parse((await t.app.inject({ method: 'GET', url: '/api/v1/user/info', headers: bearer(token) })).json());
    expect(info).toMatchObject({ email, role: 'startup', name: 'Quantum Leaf', language: 'ru', agreement: true, phone: '+7 999 123-45-67' });
    const [company] = await t.database.db.select().from(companies).where(eq(companies.userId, info.id));
    expect(company).toMatchObject({ role: 'startup', website: 'quantumleaf.io', countryId: brief().country, regions: brief().regions, rounds: brief().rounds });
  });

  it('keeps a pasted address as its domain', async () => {
    const email = freshEmail();
    const res = await finish({ ...base, registrationToken: await verifiedToken(email), role: 'investor', website: ' https://QuantumLeaf.io/ ' });
    expect(res.statusCode).toBe(200);
    const info = userInfoSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/v1/user/info', headers: bearer(res.json<{ token: string }>().token) })).json(),
    );
    const [company] = await t.database.db.select().from(companies).where(eq(companies.userId, info.id));
    expect(company!.website).toBe('QuantumLeaf.io');
  });

  it.each(['investor', 'corporate'] as const)('signs up a %s', async (role) => {
    const email = freshEmail();
    const res = await finish({ ...base, registrationToken: await verifiedToken(email), role });
    expect(res.statusCode).toBe(200);
  });

  it('signs up an expert with expertise', async () => {
    const email = freshEmail();
    const expertIn = hb.industries.slice(0, 3).map((i) => i.id);
    const res = await finish({ ...base, registrationToken: await verifiedToken(email), role: 'expert', expertIn });
    expect(res.statusCode).toBe(200);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    const [company] = await t.database.db.select().from(companies).where(eq(companies.userId, user!.id));
    expect(company!.expertIn).toEqual(expertIn);
  });
});

describe('sign-up: codes', () => {
  it('refuses a second code within 60 s, and allows it after', async () => {
    const email = freshEmail();
    await sendCode(email);
    const again = await sendCode(email);
    expect(again.statusCode).toBe(429);
    expect(again.json<{ message: string }>().message).toMatch(/^A code was sent recently\. Request a new one in \d+ s$/);
    await ageCodes(t, email);
    expect((await sendCode(email)).statusCode).toBe(200);
  });

  it('burns the code after 5 wrong tries, even if the right one comes next', async () => {
    const email = freshEmail();
    await sendCode(email);
    const code = await mailedCode(t, email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let left = 4; left >= 1; left--) {
      const res = await verify(email, wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'code_wrong', message: `Wrong code. Attempts left: ${left}` });
    }
    expect((await verify(email, wrong)).json()).toMatchObject({ code: 'code_burnt' });
    expect((await verify(email, code)).json()).toMatchObject({ code: 'code_burnt' });
  });

  it('refuses an expired code', async () => {
    const email = freshEmail();
    await sendCode(email);
    await t.database.db
      .update(emailCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailCodes.email, email));
    const res = await verify(email, await mailedCode(t, email));
    expect(res.json()).toMatchObject({ code: 'code_expired', message: 'The code has expired. Request a new one' });
  });

  it('refuses a code for an address that never asked, and malformed codes', async () => {
    expect((await verify(freshEmail(), '123456')).json()).toMatchObject({ code: 'code_invalid' });
    for (const code of ['12345', '1234567', 'abcdef']) {
      const res = await verify(freshEmail(), code);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errors: { code: 'The code is 6 digits' } });
    }
  });

  it('limits code requests per address', async () => {
    const limited = await startTestApp({ rateLimit: { codePerAddress: 2 } });
    try {
      const email = freshEmail();
      const send = () => limited.app.inject({ method: 'POST', url: '/api/v1/auth/send-code/registration', payload: { email } });
      expect((await send()).statusCode).toBe(200);
      await ageCodes(limited, email);
      expect((await send()).statusCode).toBe(200);
      await ageCodes(limited, email);
      const third = await send();
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({ code: 'too_many_requests' });
    } finally {
      await limited.close();
    }
  });
});

describe('sign-up: finishing refuses bad input and leaves nothing behind', () => {
  it('refuses finishing twice with one code', async () => {
    const registrationToken = await verifiedToken(freshEmail());
    expect((await finish({ ...base, registrationToken, role: 'investor' })).statusCode).toBe(200);
    const again = await finish({ ...base, registrationToken, role: 'investor' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'proof_invalid' });
  });

  it('refuses a role outside the four', async () => {
    for (const role of ['manager', 'admin', '']) {
      const res = await finish({ ...base, registrationToken: 'x'.repeat(43), role });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ errors: Record<string, string> }>().errors.role).toBe('Choose who you are');
    }
  });

  it.each([
    [{ name: '' }, 'name', 'Tell us your name'],
    [{ name: 'A' }, 'name', 'Name is too short'],
    [{ name: 'A'.repeat(51) }, 'name', 'Name is too long'],
    [{ surname: 'B' }, 'surname', 'Surname is too short'],
    [{ position: '' }, 'position', 'Tell us your position'],
    [{ company: 'Q' }, 'company', 'Company name is too short'],
    [{ company: 'Q'.repeat(301) }, 'company', 'Company name is too long'],
    [{ website: 'ftp://quantumleaf.io' }, 'website', 'Website is a domain like example.com'],
    [{ website: 'a.b.c.example.com' }, 'website', 'Website is a domain like example.com'],
    [{ website: 'https://' }, 'website', 'Website is too short'],
    [{ website: 'a.io' }, 'website', 'Website is too short'],
    [{ phone: '1234' }, 'phone', 'Phone is too short'],
    [{ phone: '12345678901234567' }, 'phone', 'Phone is too long'],
    [{ phone: '+7 999 abc' }, 'phone', 'Phone may hold digits, spaces and + - . , * ( )'],
    [{ description: 'Too short' }, 'description', 'Description is too short'],
    [{ description: 'x'.repeat(301) }, 'description', 'Description is too long'],
    [{ password: '  short  ' }, 'password', 'Password must be at least 8 characters'],
    [{ agreement: false }, 'agreement', 'Accept the user agreement to continue'],
  ])('refuses %j', async (change, field, text) => {
    const email = freshEmail();
    const registrationToken = await verifiedToken(email);
    const res = await finish({ ...base, registrationToken, role: 'investor', ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: Record<string, string> }>().errors[field]).toBe(text);
    // The proof is not spent by a refused attempt: the corrected form still goes through.
    expect((await finish({ ...base, registrationToken, role: 'investor' })).statusCode).toBe(200);
  });

  it('checks the startup brief against the handbooks, creating nothing on refusal', async () => {
    const email = freshEmail();
    const registrationToken = await verifiedToken(email);
    const cases: [object, string][] = [
      [{ regions: [] }, 'brief.regions'],
      [{ regions: hb.regions.slice(0, 4).map((r) => r.id) }, 'brief.regions'],
      [{ industries: hb.industries.slice(0, 6).map((r) => r.id) }, 'brief.industries'],
      [{ rounds: [] }, 'brief.rounds'],
      [{ country: hb.industries[0]!.id }, 'brief.country'],
      [{ industries: [hb.countries[0]!.id] }, 'brief.industries'],
    ];
    for (const [change, field] of cases) {
      const res = await finish({ ...base, registrationToken, role: 'startup', brief: { ...brief(), ...change } });
      expect(res.statusCode, field).toBe(400);
      expect(res.json<{ errors: Record<string, string> }>().errors[field], field).toBeTruthy();
    }
    expect((await finish({ ...base, registrationToken, role: 'startup' })).json()).toMatchObject({ errors: { brief: 'Fill in the startup brief' } });
    expect((await finish({ ...base, registrationToken, role: 'expert' })).json()).toMatchObject({ errors: { expertIn: 'Choose at least one industry' } });
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('refuses an e-mail taken between the code and the finish, leaving the other account alone', async () => {
    const email = freshEmail();
    const registrationToken = await verifiedToken(email);
    await createUser(t, { email });
    const res = await finish({ ...base, registrationToken, role: 'corporate' });
    expect(res.statusCode).toBe(409);
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('answers 413 to an oversized body', async () => {
    const res = await finish({ ...base, registrationToken: 'x'.repeat(43), role: 'startup', description: 'x'.repeat(2_000_000) });
    expect(res.statusCode).toBe(413);
  });
});
