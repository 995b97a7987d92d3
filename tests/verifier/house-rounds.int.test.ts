import type { HouseFairnessAnswer, HouseRound } from '@khela/contracts';
import { slotGames } from '@khela/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInOperator } from '../../apps/server/test/factories';
import {
  app,
  call,
  db,
  launch,
  merchantId,
  setUpHouse,
  spin,
  tearDownHouse,
} from '../../apps/server/src/vendors/house/house.fixture';
import { commitment, floats, roundBytes } from './stake';

/** Rounds played per game: enough for free spins to come up in some. */
const roundsPerGame = 40;

beforeAll(async () => {
  await setUpHouse();
  // A jackpot in force, so every paid spin records its draw.
  const { token } = await signInOperator(app, db, { merchantId, username: 'boss', role: 'admin' });
  const jackpot = await app.inject({
    method: 'PUT',
    url: '/ops/api/jackpot',
    headers: { authorization: token, language: 'en' },
    payload: {
      isEnabled: true,
      sharePercent: '1.00',
      seed: '100.00',
      oddsOneIn: 1_000_000,
      displayStart: '1000.00',
    },
  });
  expect(jackpot.statusCode).toBe(200);
});
afterAll(tearDownHouse);

describe('every in-house round, checked by an independent Stake verifier', () => {
  it.each(Object.keys(slotGames))('%s: stops, windows, nonces and jackpot draws', async (code) => {
    const game = slotGames[code]!;
    const token = await launch('spinner', code);
    const before = await call<HouseFairnessAnswer>('GET', `/house/api/fairness?token=${token}`);
    const bet = game.betLevelsMinor[0]!;
    for (let index = 0; index < roundsPerGame; index += 1) {
      expect((await spin(token, bet)).body.success).toBe(true);
    }
    const rotated = await call<HouseFairnessAnswer>('POST', '/house/api/fairness/rotate', {
      payload: { token, clientSeed: `verifier ${code}` },
    });
    const revealed = rotated.body.value.revealed[0]!;
    // The seed shown before play, as a Stake verifier commits to it; the next one was shown too.
    expect(commitment(revealed.serverSeed)).toBe(before.body.value.active.serverSeedHash);
    expect(rotated.body.value.active.serverSeedHash).toBe(
      before.body.value.active.nextServerSeedHash,
    );

    const history = await call<{ rounds: HouseRound[] }>(
      'GET',
      `/house/api/history?token=${token}&limit=50`,
    );
    const rounds = [...history.body.value.rounds].reverse();
    const draws = await db
      .selectFrom('houseRounds')
      .select(['requestId', 'firstNonce', 'jackpotDraw'])
      .where('gameCode', '=', code)
      .execute();
    let nonce = before.body.value.active.nonce;
    for (const round of rounds) {
      expect(round.scheme).toBe(2);
      expect(round.serverSeed).toBe(revealed.serverSeed);
      for (const played of round.spins) {
        // One nonce a spin, none skipped.
        expect(played.nonce).toBe(nonce);
        nonce += 1;
        const strips = played.mode === 'base' ? game.baseStrips : game.freeStrips;
        const stops = floats(revealed.serverSeed, round.clientSeed, played.nonce, game.reels).map(
          (float, reel) => Math.floor(float * strips[reel]!.length),
        );
        expect(played.stops).toEqual(stops);
        const window = strips.map((strip, reel) =>
          Array.from({ length: game.rows }, (_, row) => strip[(stops[reel]! + row) % strip.length]),
        );
        expect(played.grid).toEqual(window);
      }
      // The jackpot draw: the first four bytes of the paid spin's HMAC round 1, big-endian.
      const stored = draws.find((row) => row.requestId === round.roundId)!;
      const paid = round.spins[0]!.nonce;
      expect(stored.jackpotDraw).toBe(
        String(roundBytes(revealed.serverSeed, round.clientSeed, paid, 1).readUInt32BE(0)),
      );
    }
    expect(nonce).toBe(revealed.nonceCount);
  });
});
