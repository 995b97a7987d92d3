import { randomUUID } from 'node:crypto';
import type { DeskEventDetail, TicketView } from '@khela/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balanceMinor,
  clock,
  db,
  desk,
  footballEvent,
  merchantId,
  placeBet,
  players,
  setUpBook,
  site,
  tearDownBook,
} from '../sportsbook.fixture';

beforeAll(setUpBook);
afterAll(tearDownBook);

const homeOf = (event: DeskEventDetail) =>
  event.markets[0]!.selections.find((s) => s.key === 'home')!;

describe('the book’s limits', () => {
  it('takes no more than a selection’s limit from 200 players betting at once', async () => {
    await db
      .updateTable('sbSettings')
      .set({ maxStakeSelectionMinor: '100000' })
      .where('merchantId', '=', merchantId)
      .execute();
    const event = await footballEvent();
    const home = homeOf(event);
    const bettors = await players('rush', 200);
    const answers = await Promise.all(
      bettors.map((bettor) =>
        placeBet(bettor.token, [{ selectionId: home.id, odds: home.odds }], '10.00'),
      ),
    );
    const placed = answers.filter((answer) => answer.body.success);
    const refused = answers.filter((answer) => !answer.body.success);
    expect(placed).toHaveLength(100);
    expect(new Set(refused.map((answer) => answer.body.code))).toEqual(
      new Set(['sportsbook_stake_limit']),
    );
    const staked = await db
      .selectFrom('sbSelections')
      .select('stakedMinor')
      .where('id', '=', home.id)
      .executeTakeFirstOrThrow();
    expect(staked.stakedMinor).toBe('100000');
    const balances = await Promise.all(bettors.map((bettor) => balanceMinor(bettor.id)));
    expect(balances.reduce((sum, balance) => sum + balance, 0n)).toBe(200n * 1_000_000n - 100_000n);
    await db
      .updateTable('sbSettings')
      .set({ maxStakeSelectionMinor: '50000000' })
      .where('merchantId', '=', merchantId)
      .execute();
  });

  it('scales a member’s limits by their stake factor, and refuses a member at 0', async () => {
    const [sharp] = await players('sharp', 1);
    const event = await footballEvent();
    const home = homeOf(event);
    const username = 'sharp0';
    expect(
      (await desk('PUT', `/members/${username}/stake-factor`, { factor: 10 })).body.success,
    ).toBe(true);
    // A tenth of 50,000.00 on one event: 5,000.00.
    const over = await placeBet(
      sharp!.token,
      [{ selectionId: home.id, odds: home.odds }],
      '5000.01',
    );
    expect(over.body.code).toBe('sportsbook_stake_limit');
    const within = await placeBet(
      sharp!.token,
      [{ selectionId: home.id, odds: home.odds }],
      '5000.00',
    );
    expect(within.body.success).toBe(true);
    await desk('PUT', `/members/${username}/stake-factor`, { factor: 0 });
    const barred = await placeBet(
      sharp!.token,
      [{ selectionId: home.id, odds: home.odds }],
      '10.00',
    );
    expect(barred.body.code).toBe('sportsbook_member_limited');
  });

  it('counts a member’s stakes on an event over all their bets, a multiple’s leg among them', async () => {
    const [steady] = await players('steady', 1);
    // A tenth of 50,000.00 on one event: 5,000.00.
    await desk('PUT', '/members/steady0/stake-factor', { factor: 10 });
    const [first, second] = [await footballEvent(), await footballEvent()];
    const bet = (events: DeskEventDetail[], stake: string) =>
      placeBet(
        steady!.token,
        events.map((event) => ({ selectionId: homeOf(event).id, odds: homeOf(event).odds })),
        stake,
      );
    expect((await bet([first], '3000.00')).body.success).toBe(true);
    expect((await bet([first, second], '2000.00')).body.success).toBe(true);
    expect((await bet([first], '10.00')).body.code).toBe('sportsbook_stake_limit');
    expect((await bet([second], '3000.00')).body.success).toBe(true);
    expect((await bet([second], '10.00')).body.code).toBe('sportsbook_stake_limit');
  });

  it('counts every selection of a market, and of an event, against their limits', async () => {
    const limit = (values: { maxStakeMarketMinor: string; maxStakeEventMinor: string }) =>
      db.updateTable('sbSettings').set(values).where('merchantId', '=', merchantId).execute();
    const [one, two] = await players('spread', 2);
    const bet = (token: string, event: DeskEventDetail, key: string, stake: string) => {
      const selection = event.markets[0]!.selections.find((s) => s.key === key)!;
      return placeBet(token, [{ selectionId: selection.id, odds: selection.odds }], stake);
    };
    await limit({ maxStakeMarketMinor: '150000', maxStakeEventMinor: '200000000' });
    const market = await footballEvent();
    expect((await bet(one!.token, market, 'home', '1000.00')).body.success).toBe(true);
    expect((await bet(two!.token, market, 'away', '500.01')).body.code).toBe(
      'sportsbook_stake_limit',
    );
    expect((await bet(two!.token, market, 'away', '500.00')).body.success).toBe(true);
    await limit({ maxStakeMarketMinor: '100000000', maxStakeEventMinor: '80000' });
    const event = await footballEvent();
    expect((await bet(one!.token, event, 'away', '500.00')).body.success).toBe(true);
    expect((await bet(two!.token, event, 'home', '300.01')).body.code).toBe(
      'sportsbook_stake_limit',
    );
    expect((await bet(two!.token, event, 'home', '300.00')).body.success).toBe(true);
    await limit({ maxStakeMarketMinor: '100000000', maxStakeEventMinor: '200000000' });
  });

  it('refuses a bet that would pay more than the most a bet may pay', async () => {
    const [big] = await players('big', 1, 100_000_000_000n);
    const event = await footballEvent();
    const home = homeOf(event);
    // 1,000,000.00 at most: 500,000.01 at 2.00 would pay 1,000,000.02.
    const answer = await placeBet(
      big!.token,
      [{ selectionId: home.id, odds: home.odds }],
      '500000.01',
    );
    expect(answer.body).toMatchObject({
      code: 'sportsbook_payout_limit',
      message: expect.stringContaining('1000000.00'),
    });
  });
});

describe('in play', () => {
  it('holds a bet for the delay and refuses it when its market was suspended meanwhile', async () => {
    await db
      .updateTable('sbSettings')
      .set({ inPlayDelayS: 1 })
      .where('merchantId', '=', merchantId)
      .execute();
    const [member] = await players('live', 1);
    const event = await footballEvent();
    await desk('PATCH', `/events/${event.id}`, {
      status: 'live',
      score: { home: 0, away: 0, detail: "1'" },
    });
    const home = homeOf(event);
    const pending = placeBet(member!.token, [{ selectionId: home.id, odds: home.odds }]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await desk('PATCH', `/markets/${event.markets[0]!.id}`, { status: 'suspended' });
    await desk('PATCH', `/markets/${event.markets[0]!.id}`, { status: 'open' });
    expect((await pending).body.code).toBe('sportsbook_market_suspended');
    // A bet that arrives after the market reopened is taken.
    clock.set(new Date(clock.now().getTime() + 1_000).toISOString());
    const accepted = await placeBet(member!.token, [{ selectionId: home.id, odds: home.odds }]);
    expect(accepted.body.value.ticket.status).toBe('open');
    await db
      .updateTable('sbSettings')
      .set({ inPlayDelayS: 0 })
      .where('merchantId', '=', merchantId)
      .execute();
  });
});

describe('cash-out', () => {
  it('pays the offer the player saw once, and the ticket is final', async () => {
    const [member] = await players('cash', 1);
    const event = await footballEvent();
    const home = homeOf(event);
    const placed = await placeBet(
      member!.token,
      [{ selectionId: home.id, odds: home.odds }],
      '100.00',
    );
    // At the same odds: 100.00 × 2.00 / 2.00, less the 5 % margin.
    expect(placed.body.value.ticket.cashOut).toBe('95.00');
    await desk('PATCH', `/markets/${event.markets[0]!.id}`, {
      odds: [{ selectionId: home.id, odds: 1600 }],
    });
    const stale = await site(
      'POST',
      `/bets/${placed.body.value.ticket.id}/cashout`,
      member!.token,
      {
        requestId: randomUUID(),
        offer: '95.00',
      },
    );
    expect(stale.body.code).toBe('sportsbook_cash_out_changed');
    const [open] = (await site<{ list: TicketView[] }>('GET', '/bets?state=open', member!.token))
      .body.value.list;
    expect(open!.cashOut).toBe('118.75');
    const body = { requestId: randomUUID(), offer: open!.cashOut };
    const cashed = await site<{ ticket: TicketView }>(
      'POST',
      `/bets/${open!.id}/cashout`,
      member!.token,
      body,
    );
    const again = await site<{ ticket: TicketView }>(
      'POST',
      `/bets/${open!.id}/cashout`,
      member!.token,
      body,
    );
    expect(cashed.body.value.ticket).toMatchObject({
      status: 'cashedOut',
      paid: '118.75',
      cashOut: null,
    });
    expect(again.body.success).toBe(true);
    expect(await balanceMinor(member!.id)).toBe(1_000_000n - 10_000n + 11_875n);
    await desk('POST', `/markets/${event.markets[0]!.id}/settle`, {
      results: event.markets[0]!.selections.map((s) => ({
        selectionId: s.id,
        result: s.key === 'home' ? 'win' : 'lose',
      })),
    });
    expect(await balanceMinor(member!.id)).toBe(1_000_000n - 10_000n + 11_875n);
  });
});
