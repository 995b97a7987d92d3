import { createHash } from 'node:crypto';
import type { HouseFairnessAnswer, HouseHistory, HouseRound } from '@khela/contracts';
import { hashServerSeed, playProvablyFairRound, slotGames } from '@khela/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, db, launch, setUpHouse, spin, tearDownHouse } from './house.fixture';

beforeAll(setUpHouse);
afterAll(tearDownHouse);

describe('the in-house seed pairs', () => {
  it('reveals the old seed on rotation, and every round replays from the revealed seeds', async () => {
    const token = await launch('spinner', 'jade-ways');
    const fairness = await call<HouseFairnessAnswer>('GET', `/house/api/fairness?token=${token}`);
    const { serverSeedHash, nonce, nextServerSeedHash, scheme } = fairness.body.value.active;
    // Stake's encoding, and the seed that follows a client-seed change already fixed.
    expect(scheme).toBe(2);
    expect(nextServerSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(nextServerSeedHash).not.toBe(serverSeedHash);
    const played: HouseRound[] = [];
    for (let index = 0; index < 5; index += 1) {
      played.push((await spin(token, 250)).body.value.round);
    }
    expect(played.every((round) => round.serverSeed === null)).toBe(true);
    const rotated = await call<HouseFairnessAnswer>('POST', '/house/api/fairness/rotate', {
      payload: { token, clientSeed: 'my lucky seed' },
    });
    expect(rotated.body.success).toBe(true);
    expect(rotated.body.value.active).toMatchObject({ clientSeed: 'my lucky seed', nonce: 0 });
    expect(rotated.body.value.active.serverSeedHash).not.toBe(serverSeedHash);
    // No grinding: the new pair's server seed is the one committed before the client seed came.
    expect(rotated.body.value.active.serverSeedHash).toBe(nextServerSeedHash);
    expect(rotated.body.value.active.nextServerSeedHash).not.toBe(nextServerSeedHash);
    const revealed = rotated.body.value.revealed[0]!;
    expect(revealed.serverSeedHash).toBe(serverSeedHash);
    expect(revealed.scheme).toBe(2);
    // Stake's commitment: SHA-256 of the seed's hex text, as any public verifier computes it.
    expect(createHash('sha256').update(revealed.serverSeed, 'ascii').digest('hex')).toBe(
      serverSeedHash,
    );
    expect(hashServerSeed(revealed.serverSeed, 2)).toBe(serverSeedHash);
    // A revealed row keeps no copy of the seed now in use.
    const kept = await db
      .selectFrom('houseSeedPairs')
      .select(['nextServerSeed', 'nextServerSeedHash'])
      .where('serverSeedHash', '=', serverSeedHash)
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({ nextServerSeed: null, nextServerSeedHash: null });
    const history = await call<{ rounds: HouseRound[] }>(
      'GET',
      `/house/api/history?token=${token}&limit=5`,
    );
    const rounds = history.body.value.rounds;
    expect(rounds.map((round) => round.roundId)).toEqual(
      played.map((round) => round.roundId).reverse(),
    );
    let expectedNonce = nonce;
    for (const round of [...rounds].reverse()) {
      expect(round.serverSeed).toBe(revealed.serverSeed);
      const replay = playProvablyFairRound(slotGames['jade-ways']!, round.betMinor, {
        serverSeedHex: revealed.serverSeed,
        clientSeed: round.clientSeed,
        nonce: round.spins[0]!.nonce,
        scheme: round.scheme,
      });
      expect(round.spins[0]!.nonce).toBe(expectedNonce);
      expect(replay.totalWinMinor).toBe(round.winMinor);
      expect(replay.spins.map((s) => s.stops)).toEqual(round.spins.map((s) => s.stops));
      expectedNonce += round.spins.length;
    }
    expect(revealed.nonceCount).toBe(expectedNonce);
    const badSeed = await call('POST', '/house/api/fairness/rotate', {
      payload: { token, clientSeed: '' },
    });
    expect(badSeed.body.code).toBe('validation_failed');
  });

  it('takes a client seed before the first spin, on the server seed committed before it', async () => {
    const token = await launch('poorman', 'tiger-lotus');
    const first = await call<HouseFairnessAnswer>('GET', `/house/api/fairness?token=${token}`);
    expect(first.body.value.active.nonce).toBe(0);
    const chosen = await call<HouseFairnessAnswer>('POST', '/house/api/fairness/rotate', {
      payload: { token, clientSeed: 'chosen before play' },
    });
    const active = chosen.body.value.active;
    expect(active).toMatchObject({ clientSeed: 'chosen before play', nonce: 0, scheme: 2 });
    expect(active.serverSeedHash).toBe(first.body.value.active.nextServerSeedHash);
    const round = (await spin(token, 20)).body.value.round;
    expect(round).toMatchObject({
      clientSeed: 'chosen before play',
      serverSeedHash: active.serverSeedHash,
    });
    expect(round.spins[0]!.nonce).toBe(0);
  });

  it('pages back through every round and every revealed pair, to the first', async () => {
    const token = await launch('spinner', 'sevens-and-bars');
    const made: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      made.push((await spin(token, 5)).body.value.round.roundId);
      await call('POST', '/house/api/fairness/rotate', {
        payload: { token, clientSeed: `seed ${index}` },
      });
    }
    const pages: string[] = [];
    for (let page = 1; page <= 3; page += 1) {
      const answer = await call<HouseHistory>(
        'GET',
        `/house/api/history?token=${token}&limit=2&page=${page}`,
      );
      expect(answer.body.value).toMatchObject({ page, totalPages: 3 });
      pages.push(...answer.body.value.rounds.map((round) => round.roundId));
    }
    expect(pages).toEqual([...made].reverse());
    const fairness = await call<HouseFairnessAnswer>('GET', `/house/api/fairness?token=${token}`);
    const total = fairness.body.value.revealedPages;
    const last = await call<HouseFairnessAnswer>(
      'GET',
      `/house/api/fairness?token=${token}&page=${total}`,
    );
    expect(last.body.value.revealedPage).toBe(total);
    expect(last.body.value.revealed.length).toBeGreaterThan(0);
    // Past the end is an empty page, and a page that is not a number is refused.
    const beyond = await call<HouseFairnessAnswer>(
      'GET',
      `/house/api/fairness?token=${token}&page=${total + 1}`,
    );
    expect(beyond.body.value.revealed).toEqual([]);
    expect((await call('GET', `/house/api/history?token=${token}&page=x`)).status).toBe(400);
  });
});
