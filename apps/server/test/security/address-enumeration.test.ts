import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Account, ID } from 'appwrite';
import { type TestServer, TEST_ENGINE, startTestServer } from '../helpers/test-server.ts';
import { createUser, latestMail, linkIn, uniqueEmail } from '../helpers/accounts.ts';
import { ADDRESS_ANSWER_FLOOR_MS } from '../../src/appwrite/account/answer-timing.ts';
import { listSmsTo } from '../../src/infra/sms/sms-outbox.ts';

/**
 * Which addresses have accounts (decision 026 item 5): the routes that take an address answer an
 * existing one as they answer an unknown one — the same ID, the same time.
 */

let server: TestServer;
const ADMIN = 'boss@enumeration.test';
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMITS: 'off', ADMIN_EMAILS: ADMIN });
  await createUser(server, { email: ADMIN, password: 'admin-password-1', emailVerification: true, labels: ['admin'] });
});
afterAll(() => server.close());

const guest = () => new Account(server.client());

describe(`answers alike for existing and unknown addresses on ${TEST_ENGINE}`, () => {
  it('a mailed code names the ID the client chose, for the admin’s address as for an unknown one; the code still signs the admin in', async () => {
    const forAdmin = await guest().createEmailToken({ userId: 'probe-admin', email: ADMIN });
    const forUnknown = await guest().createEmailToken({ userId: 'probe-unknown', email: uniqueEmail('nobody') });
    expect(forAdmin.userId).toBe('probe-admin');
    expect(forUnknown.userId).toBe('probe-unknown');
    expect(Object.keys(forAdmin).sort()).toEqual(Object.keys(forUnknown).sort());

    const code = /\b(\d{6})\b/.exec((await latestMail(server, ADMIN))!.text)![1]!;
    const session = await guest().createSession({ userId: forAdmin.userId, secret: code });
    expect(session.userId).not.toBe('probe-admin');
  });

  it('a magic link names the chosen ID too, in the answer and in the mailed link', async () => {
    const email = uniqueEmail('magic');
    const user = await createUser(server, { email, password: 'password-123' });
    const chosen = ID.unique();
    const token = await guest().createMagicURLToken({ userId: chosen, email });
    expect(token.userId).not.toBe(user.$id);
    const link = linkIn((await latestMail(server, email))!);
    expect(link.searchParams.get('userId')).toBe(token.userId);
    const session = await guest().createSession({ userId: token.userId, secret: link.searchParams.get('secret')! });
    expect(session.userId).toBe(user.$id);
  });

  it('an ID that belongs to another account answers 409 for an existing address as for a new one', async () => {
    const other = await createUser(server, { email: uniqueEmail('other'), password: 'password-123' });
    for (const email of [ADMIN, uniqueEmail('new')]) {
      await expect(guest().createEmailToken({ userId: other.$id, email })).rejects.toMatchObject({
        code: 409,
        type: 'user_already_exists',
      });
    }
  });

  it('recovery and mailed codes take as long for an existing address as for an unknown one', async () => {
    const timed = async (request: () => Promise<unknown>) => {
      const startedAt = performance.now();
      await request();
      return performance.now() - startedAt;
    };
    const url = `${server.config.publicUrl}/reset-password`;
    const requests = {
      recovery: (email: string) => () => guest().createRecovery({ email, url }),
      code: (email: string) => () => guest().createEmailToken({ userId: ID.unique(), email }),
    };
    for (const [name, request] of Object.entries(requests)) {
      const existing: number[] = [];
      const unknown: number[] = [];
      for (let i = 0; i < 7; i += 1) {
        existing.push(await timed(request(ADMIN)));
        unknown.push(await timed(request(uniqueEmail(`unknown-${name}`))));
      }
      for (const ms of [...existing, ...unknown]) expect(ms).toBeGreaterThanOrEqual(ADDRESS_ANSWER_FLOOR_MS - 1);
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
      expect(Math.abs(median(existing) - median(unknown)), name).toBeLessThan(ADDRESS_ANSWER_FLOOR_MS / 4);
    }
  });
});

/** A German mobile number no other test uses. */
let numberCount = 0;
const uniquePhone = () => `+49151${String(Date.now() % 1e6).padStart(6, '0')}${String((numberCount += 1)).padStart(2, '0')}`;
const textedCode = async (phone: string) => /\b(\d{6})\b/.exec((await listSmsTo(server.db, phone, 1))[0]!.body)![1]!;

// Their limits are tested where the e-mail ones are: 10 texted codes an hour per number and per
// client (account/passwordless.test.ts), and PATCH /account/phone on the password-check counters
// (security/sign-in-limits.test.ts).
describe(`answers alike for existing and unknown phone numbers on ${TEST_ENGINE}`, () => {
  it('a texted code names the ID the client chose, for a proven number as for an unknown one; the code still signs its holder in', async () => {
    const held = uniquePhone();
    const first = await guest().createPhoneToken({ userId: ID.unique(), phone: held });
    const holder = await guest().createSession({ userId: first.userId, secret: await textedCode(held) });

    const forHeld = await guest().createPhoneToken({ userId: 'probe-held', phone: held });
    const forUnknown = await guest().createPhoneToken({ userId: 'probe-new', phone: uniquePhone() });
    expect(forHeld.userId).toBe('probe-held');
    expect(forUnknown.userId).toBe('probe-new');
    expect(Object.keys(forHeld).sort()).toEqual(Object.keys(forUnknown).sort());

    const session = await guest().createSession({ userId: forHeld.userId, secret: await textedCode(held) });
    expect(session.userId).toBe(holder.userId);
  });

  it('an ID that belongs to another account answers 409 for a proven number as for a new one', async () => {
    const held = uniquePhone();
    const first = await guest().createPhoneToken({ userId: ID.unique(), phone: held });
    await guest().createSession({ userId: first.userId, secret: await textedCode(held) });
    const other = await createUser(server, { email: uniqueEmail('phone-other'), password: 'password-123' });
    for (const phone of [held, uniquePhone()]) {
      await expect(guest().createPhoneToken({ userId: other.$id, phone })).rejects.toMatchObject({
        code: 409,
        type: 'user_already_exists',
      });
    }
  });

  it('texted codes take as long for a proven number as for an unknown one', async () => {
    const held = uniquePhone();
    const first = await guest().createPhoneToken({ userId: ID.unique(), phone: held });
    await guest().createSession({ userId: first.userId, secret: await textedCode(held) });
    const timed = async (phone: string) => {
      const startedAt = performance.now();
      await guest().createPhoneToken({ userId: ID.unique(), phone });
      return performance.now() - startedAt;
    };
    const existing: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      existing.push(await timed(held));
      unknown.push(await timed(uniquePhone()));
    }
    for (const ms of [...existing, ...unknown]) expect(ms).toBeGreaterThanOrEqual(ADDRESS_ANSWER_FLOOR_MS - 1);
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    expect(Math.abs(median(existing) - median(unknown))).toBeLessThan(ADDRESS_ANSWER_FLOOR_MS / 4);
  });
});
