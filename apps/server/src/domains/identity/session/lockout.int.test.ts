import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fixedClock } from '../../../../test/app';
import { createTestDatabase } from '../../../../test/database';
import { sendSealed } from '../../../../test/envelope';
import { createMember, createMerchant } from '../../../../test/factories';
import type { Db } from '../../../db/database';
import { merchantCaptchaFrom } from './session.rules';

let db: Db;
let drop: () => Promise<void>;
let app: FastifyInstance;
let host: string;
let merchantId: string;
const clock = fixedClock('2026-11-22T10:00:00Z');
const owner = '10.9.0.1';

beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  // Captcha answers are always 0000 here, so tests can solve them.
  ({ app } = await createTestApp(db, { clock, captchaRandom: () => 0 }));
  const merchant = await createMerchant(db);
  host = merchant.domain!;
  merchantId = merchant.id;
  for (const username of ['victim', 'bystander']) {
    await createMember(db, merchantId, { username, password: 'secret123' });
  }
});
afterAll(async () => {
  await app.close();
  await drop();
});

/** A sign-in from an address, with a solved captcha (asked for or not). */
async function login(username: string, password: string, remoteAddress: string) {
  const captcha = await app.inject({ url: '/wps/captcha', headers: { host }, remoteAddress });
  return sendSealed(app, {
    method: 'POST',
    url: '/wps/session/login',
    host,
    remoteAddress,
    payload: {
      username,
      password,
      captcha: '0000',
      captchaId: captcha.headers['captcha-id'] as string,
    },
  });
}

const codeOf = async (username: string, password: string, address: string) =>
  ((await login(username, password, address)).json().code as string | undefined) ?? 'ok';

describe('member sign-in lockout', () => {
  it("locks a guessing address out of an account, never the account's owner", async () => {
    // The owner has signed in from home before: that address is theirs.
    expect(await codeOf('victim', 'secret123', owner)).toBe('ok');
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect(await codeOf('victim', `guess-${attempt}`, '10.9.1.1')).toBe('invalid_credentials');
    }
    // The attacker's address is refused, even with the right password…
    expect(await codeOf('victim', 'secret123', '10.9.1.1')).toBe('too_many_requests');
    // …while the owner signs in from home, and from a new address after the short wait.
    expect(await codeOf('victim', 'secret123', owner)).toBe('ok');
    clock.set('2026-11-22T10:00:02Z');
    expect(await codeOf('victim', 'secret123', '10.9.2.2')).toBe('ok');
    clock.set('2026-11-22T10:00:00Z');
  });

  it('slows guesses from many addresses at the account, without locking its owner out', async () => {
    clock.set('2026-11-22T11:00:00Z');
    // 40 guesses from 40 addresses: none of them is refused as an address.
    const codes: string[] = [];
    for (let attempt = 0; attempt < 40; attempt += 1) {
      clock.set(new Date(Date.parse('2026-11-22T11:00:00Z') + attempt * 61_000).toISOString());
      codes.push(await codeOf('victim', `guess-${attempt}`, `10.8.${attempt}.1`));
    }
    expect(new Set(codes)).toEqual(new Set(['invalid_credentials']));
    // Past ten failures, a new address waits: a minute at most after the last failure.
    const waiting = await login('victim', 'guess-x', '10.7.0.1');
    expect(waiting.json()).toMatchObject({ code: 'too_many_requests' });
    expect(waiting.json().value.retryAfterSeconds).toBeLessThanOrEqual(60);
    // The owner's own address does not.
    expect(await codeOf('victim', 'secret123', owner)).toBe('ok');
    clock.set('2026-11-22T10:00:00Z');
  });

  it('asks every sign-in of the merchant for a captcha once the merchant is under attack', async () => {
    clock.set('2026-11-22T13:00:00Z');
    await db
      .insertInto('loginFailures')
      .values({
        merchantId,
        subject: 'merchant',
        failures: merchantCaptchaFrom,
        firstFailedAt: new Date('2026-11-22T12:59:00Z'),
        lastFailedAt: new Date('2026-11-22T12:59:00Z'),
      })
      .onConflict((conflict) =>
        conflict.columns(['merchantId', 'subject']).doUpdateSet({
          failures: merchantCaptchaFrom,
          firstFailedAt: new Date('2026-11-22T12:59:00Z'),
        }),
      )
      .execute();
    const bare = await sendSealed(app, {
      method: 'POST',
      url: '/wps/session/login',
      host,
      remoteAddress: '10.6.0.1',
      payload: { username: 'bystander', password: 'secret123' },
    });
    expect(bare.json()).toMatchObject({ code: 'captcha_required' });
    expect(await codeOf('bystander', 'secret123', '10.6.0.1')).toBe('ok');
    clock.set('2026-11-22T10:00:00Z');
  });
});
