import type { GameItem } from '@khela/contracts';
import { describe, expect, it } from 'vitest';
import { planLaunch } from './launch-plan';

const vendor = (gameType: string) => ({ vassalage: 'KHELA', gameType, displayName: 'Khela' });

describe('planLaunch', () => {
  it('launches a listed game by its id', () => {
    const game = { id: '42', name: 'Golden Lotus' } as GameItem;
    expect(planLaunch({ kind: 'game', game })).toEqual({
      action: 'launch',
      query: { nodeId: '42' },
      title: 'Golden Lotus',
      game,
    });
  });

  it('sends RNG, PVP and FISH vendors to their lobby with the vendor chosen', () => {
    expect(planLaunch({ kind: 'vendor', vendor: vendor('RNG') })).toEqual({
      action: 'navigate',
      path: '/rng?vassalage=KHELA',
    });
    expect(planLaunch({ kind: 'vendor', vendor: vendor('PVP') })).toMatchObject({
      path: '/pvp?vassalage=KHELA',
    });
    expect(planLaunch({ kind: 'vendor', vendor: vendor('FISH') })).toMatchObject({
      path: '/fish?vassalage=KHELA',
    });
  });

  it('opens the in-house sportsbook’s own pages, its game or its vendor alike', () => {
    const book = { vassalage: 'KSPORTS', displayName: 'Khela Sports' };
    expect(planLaunch({ kind: 'vendor', vendor: { ...book, gameType: 'SPORTS' } })).toEqual({
      action: 'navigate',
      path: '/sports',
    });
    const game = { id: '7', name: 'Khela Esports', vassalage: 'KSPORTS', gameType: 'ESPORTS' };
    expect(planLaunch({ kind: 'game', game: game as GameItem })).toEqual({
      action: 'navigate',
      path: '/esports',
    });
  });

  it('launches other vendors directly', () => {
    for (const type of ['LIVE', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'ELOTT']) {
      expect(planLaunch({ kind: 'vendor', vendor: vendor(type) })).toEqual({
        action: 'launch',
        query: { vassalage: 'KHELA', gameType: type },
        title: 'Khela',
      });
    }
  });

  it('opens the lottery screen for lottery vendors and objects', () => {
    expect(planLaunch({ kind: 'vendor', vendor: vendor('LOTT') })).toEqual({
      action: 'navigate',
      path: '/lottery?vendor=KHELA',
    });
    const object = { gameType: 'LOTT', vassalage: 'TCG', gameCode: 'VNC', defaultPlayType: '2' };
    expect(planLaunch({ kind: 'object', object })).toEqual({
      action: 'navigate',
      path: '/lottery?vendor=TCG&gameCode=VNC&playType=2',
    });
  });

  it("lists a vendor's games when the object's isGame is VASSALAGE", () => {
    const object = { gameType: 'RNG', vassalage: 'KHELA', isGame: 'VASSALAGE', displayName: 'K' };
    expect(planLaunch({ kind: 'object', object })).toEqual({
      action: 'vendorGames',
      vassalage: 'KHELA',
      gameType: 'RNG',
      title: 'K',
    });
  });

  it('launches an object by node id, else by vendor and code', () => {
    expect(
      planLaunch({ kind: 'object', object: { gameType: 'LIVE', vassalage: 'EVO', nodeId: '7' } }),
    ).toMatchObject({ action: 'launch', query: { nodeId: '7' } });
    expect(
      planLaunch({ kind: 'object', object: { gameType: 'LIVE', vassalage: 'EVO', code: 'bac' } }),
    ).toMatchObject({ action: 'launch', query: { vassalage: 'EVO', gameCode: 'bac' } });
  });
});
