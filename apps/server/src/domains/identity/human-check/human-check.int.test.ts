import type { FastifyInstance } from 'fastify';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fixedClock } from '../../../../test/app';
import { createTestDatabase } from '../../../../test/database';
import { sendSealed } from '../../../../test/envelope';
import { createMember, createMerchant } from '../../../../test/factories';
import { dragTrail, passHumanCheck } from '../../../../test/human';
import type { Db } from '../../../db/database';

let db: Db;
let drop: () => Promise<void>;
let app: FastifyInstance;
let host: string;
let otherHost: string;
const clock = fixedClock('2026-11-22T10:00:00Z');

beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  ({ app } = await createTestApp(db, { clock }));
  const merchant = await createMerchant(db, { flags: { HUMANCHECK: true } });
  host = merchant.domain!;
  otherHost = (await createMerchant(db, { flags: { HUMANCHECK: true } })).domain!;
  await createMember(db, merchant.id, { username: 'rahim', password: 'secret123' });
});
afterAll(async () => {
  await app.close();
  await drop();
});

async function newChallenge(onHost = host) {
  const response = await app.inject({ url: '/wps/verification/slider', headers: { host: onHost } });
  expect(response.statusCode).toBe(200);
  const value = response.json().value;
  const { targetLeft } = await db
    .selectFrom('humanChallenges')
    .select('targetLeft')
    .where('id', '=', value.id)
    .executeTakeFirstOrThrow();
  return { ...value, targetLeft } as {
    id: string;
    top: number;
    background: string;
    piece: string;
    targetLeft: number;
  };
}

function answer(id: string, left: number, trail = dragTrail(left), onHost = host) {
  return app.inject({
    method: 'POST',
    url: '/wps/verification/slider',
    headers: { host: onHost, language: 'en' },
    payload: { id, left, trail },
  });
}

function login(humanTicket?: string) {
  return sendSealed(app, {
    method: 'POST',
    url: '/wps/session/login',
    host,
    payload: { username: 'rahim', password: 'secret123', humanTicket },
  });
}

describe('slider human check', () => {
  it('draws the picture and the piece as PNGs, without telling where the piece belongs', async () => {
    const challenge = await newChallenge();
    const background = PNG.sync.read(Buffer.from(challenge.background, 'base64'));
    const piece = PNG.sync.read(Buffer.from(challenge.piece, 'base64'));
    expect([background.width, background.height]).toEqual([300, 160]);
    expect([piece.width, piece.height]).toEqual([50, 50]);
    const raw = (await app.inject({ url: '/wps/verification/slider', headers: { host } })).body;
    expect(raw).not.toMatch(/target|left"/i);
  });

  it('gives a single-use pass for a hand-like drag that fits, which sign-in then demands', async () => {
    const refused = await login();
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('human_check_required');
    const ticket = await passHumanCheck(app, db, host);
    const accepted = await login(ticket);
    expect(accepted.statusCode).toBe(200);
    const reused = await login(ticket);
    expect(reused.json().code).toBe('human_check_required');
  });

  it('refuses a piece let go away from its hole, and allows one attempt per puzzle', async () => {
    const challenge = await newChallenge();
    const wrong = await answer(challenge.id, challenge.targetLeft + 12);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('human_check_failed');
    expect(wrong.json().message).toBe('The piece did not fit. Please try the new puzzle.');
    const retry = await answer(challenge.id, challenge.targetLeft);
    expect(retry.json().code).toBe('human_check_failed');
  });

  it('refuses drags no hand makes: too few samples, too fast, or at one constant speed', async () => {
    const few = await newChallenge();
    const fewTrail: [number, number][] = [
      [0, 0],
      [few.targetLeft, 400],
    ];
    expect((await answer(few.id, few.targetLeft, fewTrail)).json().code).toBe('human_check_failed');
    const linear = await newChallenge();
    const linearTrail = Array.from({ length: 20 }, (_, step): [number, number] => [
      (linear.targetLeft * step) / 19,
      step * 20,
    ]);
    expect((await answer(linear.id, linear.targetLeft, linearTrail)).json().code).toBe(
      'human_check_failed',
    );
    const quick = await newChallenge();
    const quickTrail = dragTrail(quick.targetLeft).map(([left, ms]): [number, number] => [
      left,
      ms / 10,
    ]);
    expect((await answer(quick.id, quick.targetLeft, quickTrail)).json().code).toBe(
      'human_check_failed',
    );
  });

  it('lets a puzzle and its pass expire, and keeps them to their merchant', async () => {
    const foreign = await newChallenge();
    expect((await answer(foreign.id, foreign.targetLeft, undefined, otherHost)).json().code).toBe(
      'human_check_failed',
    );
    const late = await newChallenge();
    clock.set('2026-11-22T10:03:00Z');
    expect((await answer(late.id, late.targetLeft)).json().code).toBe('human_check_failed');
    const ticket = await passHumanCheck(app, db, host);
    clock.set('2026-11-22T10:06:00Z');
    expect((await login(ticket)).json().code).toBe('human_check_required');
    clock.set('2026-11-22T10:00:00Z');
  });

  it('answers bad input with field errors', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/wps/verification/slider',
      headers: { host, language: 'en' },
      payload: { id: 'nope', left: 'x', trail: [[1]] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('validation_failed');
    expect(
      response
        .json()
        .fields.map((field: { path: string }) => field.path)
        .sort(),
    ).toEqual(['id', 'left', 'trail.0'].sort());
  });
});
