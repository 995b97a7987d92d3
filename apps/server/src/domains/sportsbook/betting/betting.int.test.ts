import { randomUUID } from 'node:crypto';
import type { DeskEventDetail, EventDetail, TicketView } from '@khela/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balanceMinor,
  db,
  desk,
  eventView,
  footballEvent,
  merchantId,
  jobs,
  placeBet,
  player,
  players,
  settle,
  setUpBook,
  site,
  tearDownBook,
} from '../sportsbook.fixture';

beforeAll(setUpBook);
afterAll(tearDownBook);

function selectionOf(event: EventDetail | DeskEventDetail, key: string, market = 0) {
  const found = event.markets[market]?.selections.find((selection) => selection.key === key);
  if (!found) throw new Error(`no selection ${key}`);
  return found;
}

describe('a bet', () => {
  it('takes its stake once, however often it is sent, and lists it under my open bets', async () => {
    const member = await player('single1');
    const event = await eventView((await footballEvent()).id);
    const home = selectionOf(event, 'home');
    const requestId = randomUUID();
    const body = {
      requestId,
      stake: '25.00',
      policy: 'none' as const,
      legs: [{ selectionId: home.id, odds: home.odds }],
    };
    const first = await site<{ ticket: TicketView; balance: string }>(
      'POST',
      '/bets',
      member.token,
      body,
    );
    const again = await site<{ ticket: TicketView; balance: string }>(
      'POST',
      '/bets',
      member.token,
      body,
    );
    expect(first.body.value.ticket).toMatchObject({
      kind: 'single',
      stake: '25.00',
      odds: 2000,
      potentialReturn: '50.00',
      status: 'open',
    });
    // The answer to a bet is the ticket as it is read back (a retry reads it).
    expect(again.body.value.ticket).toEqual(first.body.value.ticket);
    expect(await balanceMinor(member.id)).toBe(1_000_000n - 2_500n);
    const changed = await site('POST', '/bets', member.token, { ...body, stake: '30.00' });
    expect(changed.body.code).toBe('idempotency_conflict');
    const mine = await site<{ list: TicketView[]; total: number }>(
      'GET',
      '/bets?state=open',
      member.token,
    );
    expect(mine.body.value.list).toEqual([first.body.value.ticket]);
  });

  it('answers a retry with the ticket taken, even once its market is suspended', async () => {
    const member = await player('retry1');
    const made = await footballEvent();
    const home = selectionOf(made, 'home');
    const body = {
      requestId: randomUUID(),
      stake: '10.00',
      policy: 'none' as const,
      legs: [{ selectionId: home.id, odds: home.odds }],
    };
    const first = await site<{ ticket: TicketView }>('POST', '/bets', member.token, body);
    expect(first.status).toBe(200);
    const suspended = await desk('PATCH', `/markets/${made.markets[0]!.id}`, {
      status: 'suspended',
    });
    expect(suspended.status).toBe(200);
    const again = await site<{ ticket: TicketView }>('POST', '/bets', member.token, body);
    expect(again.status).toBe(200);
    // The same ticket, as it stands now (its market suspended, no cash-out offered).
    const { id, stake, odds, potentialReturn, placedAt } = first.body.value.ticket;
    expect(again.body.value.ticket).toMatchObject({ id, stake, odds, potentialReturn, placedAt });
    expect(again.body.value.ticket.status).toBe('open');
    expect(await balanceMinor(member.id)).toBe(1_000_000n - 1_000n);
    // A new bet on it is refused, and takes nothing.
    const fresh = await site('POST', '/bets', member.token, { ...body, requestId: randomUUID() });
    expect(fresh.body.code).toBe('sportsbook_market_suspended');
    expect(await balanceMinor(member.id)).toBe(1_000_000n - 1_000n);
  });

  it('follows the player’s policy when the odds moved since the slip', async () => {
    const member = await player('policy1');
    const made = await footballEvent();
    const home = selectionOf(made, 'home');
    const moved = await desk<DeskEventDetail>('PATCH', `/markets/${made.markets[0]!.id}`, {
      odds: [{ selectionId: home.id, odds: 1900 }],
    });
    expect(moved.body.success).toBe(true);
    const seen = [{ selectionId: home.id, odds: 2000 }];
    expect((await placeBet(member.token, seen, '10.00', { policy: 'none' })).body.code).toBe(
      'sportsbook_odds_changed',
    );
    expect((await placeBet(member.token, seen, '10.00', { policy: 'higher' })).body.code).toBe(
      'sportsbook_odds_changed',
    );
    const any = await placeBet(member.token, seen, '10.00', { policy: 'any' });
    expect(any.body.value.ticket.odds).toBe(1900);
    const lower = [{ selectionId: home.id, odds: 1800 }];
    const higher = await placeBet(member.token, lower, '10.00', { policy: 'higher' });
    expect(higher.body.value.ticket).toMatchObject({ odds: 1900, potentialReturn: '19.00' });
  });

  it('is refused when its market is suspended or its event has started, and nothing is taken', async () => {
    const member = await player('refused1');
    const made = await footballEvent();
    const home = selectionOf(made, 'home');
    await desk('PATCH', `/markets/${made.markets[0]!.id}`, { status: 'suspended' });
    const suspended = await placeBet(member.token, [{ selectionId: home.id, odds: home.odds }]);
    expect(suspended.body.code).toBe('sportsbook_market_suspended');
    const started = await footballEvent(-60_000);
    const late = selectionOf(started, 'home');
    expect(
      (await placeBet(member.token, [{ selectionId: late.id, odds: late.odds }])).body.code,
    ).toBe('sportsbook_event_started');
    expect(await balanceMinor(member.id)).toBe(1_000_000n);
  });

  it('refuses two legs of one event, a stake below the minimum and another merchant’s selection', async () => {
    const member = await player('refused2');
    const made = await footballEvent();
    const legs = ['home', 'away'].map((key) => ({
      selectionId: selectionOf(made, key).id,
      odds: selectionOf(made, key).odds,
    }));
    expect((await placeBet(member.token, legs)).body.code).toBe('sportsbook_same_event');
    const home = legs[0]!;
    const low = await placeBet(member.token, [home], '1.00');
    expect(low.body).toMatchObject({
      code: 'sportsbook_stake_too_low',
      message: expect.stringContaining('10.00'),
    });
    const unknown = await placeBet(member.token, [{ selectionId: '999999999', odds: 2000 }]);
    expect(unknown.body.code).toBe('sportsbook_selection_unknown');
    expect(await balanceMinor(member.id)).toBe(1_000_000n);
  });
});

describe('settlement', () => {
  it('pays winners their stake at the odds, and a correction moves only the difference', async () => {
    const winner = await player('settle1');
    const loser = await player('settle2');
    const made = await footballEvent();
    const home = selectionOf(made, 'home');
    const away = selectionOf(made, 'away');
    const homeBet = await placeBet(
      winner.token,
      [{ selectionId: home.id, odds: home.odds }],
      '100.00',
    );
    const awayBet = await placeBet(
      loser.token,
      [{ selectionId: away.id, odds: away.odds }],
      '100.00',
    );
    expect(homeBet.body.success && awayBet.body.success).toBe(true);
    const first = await settle(made, 0, { home: 'win', away: 'lose' });
    expect(first.body.value).toEqual({ tickets: 2, paid: '200.00', unrecovered: '0.00' });
    expect(await balanceMinor(winner.id)).toBe(1_000_000n - 10_000n + 20_000n);
    expect(await balanceMinor(loser.id)).toBe(1_000_000n - 10_000n);
    const again = await settle(made, 0, { home: 'win', away: 'lose' });
    expect(again.body.value.tickets).toBe(0);

    const corrected = await settle(made, 0, { home: 'lose', away: 'win' }, 'score corrected');
    expect(corrected.body.value).toEqual({ tickets: 2, paid: '-20.00', unrecovered: '0.00' });
    expect(await balanceMinor(winner.id)).toBe(1_000_000n - 10_000n);
    expect(await balanceMinor(loser.id)).toBe(1_000_000n - 10_000n + 18_000n);
    const settled = await site<{ list: TicketView[] }>('GET', '/bets?state=settled', loser.token);
    expect(settled.body.value.list[0]).toMatchObject({ status: 'won', paid: '180.00' });
    const audits = await db
      .selectFrom('sbSettlements')
      .select(['number', 'reason', 'paidMinor'])
      .where('marketId', '=', made.markets[0]!.id)
      .orderBy('number')
      .execute();
    expect(audits.map((row) => [row.number, row.reason, row.paidMinor])).toEqual([
      [1, null, '20000'],
      [2, 'score corrected', '-2000'],
    ]);
  });

  it('records what a settlement paid when the settlement job runs beside it', async () => {
    const bettors = await players('overlap', 40);
    const made = await footballEvent();
    const home = selectionOf(made, 'home');
    for (const bettor of bettors) {
      expect(
        (await placeBet(bettor.token, [{ selectionId: home.id, odds: home.odds }])).body.success,
      ).toBe(true);
    }
    const job = jobs.find((candidate) => candidate.name === 'sportsbook-settlement')!;
    const [settled] = await Promise.all([
      settle(made, 0, { home: 'win', away: 'lose' }),
      ...Array.from({ length: 5 }, (_, index) =>
        new Promise((resolve) => setTimeout(resolve, index * 20)).then(() => job.run()),
      ),
    ]);
    expect(settled.body.value).toEqual({ tickets: 40, paid: '800.00', unrecovered: '0.00' });
    const record = await db
      .selectFrom('sbSettlements')
      .select(['tickets', 'paidMinor'])
      .where('marketId', '=', made.markets[0]!.id)
      .executeTakeFirstOrThrow();
    expect(record).toEqual({ tickets: 40, paidMinor: '80000' });
    for (const bettor of bettors) expect(await balanceMinor(bettor.id)).toBe(1_000_000n + 1_000n);
  });

  it('counts a void leg of a multiple as 1.00 and gives a cancelled event’s stakes back', async () => {
    const member = await player('multi1');
    const one = await footballEvent(3_600_000, 'Sylhet Stars');
    const two = await footballEvent(3_600_000, 'Rajshahi Royals');
    const legs = [one, two].map((event) => ({
      selectionId: selectionOf(event, 'home').id,
      odds: 2000,
    }));
    const multiple = await placeBet(member.token, legs, '10.00');
    expect(multiple.body.value.ticket).toMatchObject({
      kind: 'multiple',
      odds: 4000,
      potentialReturn: '40.00',
    });
    const open = await site<{ list: TicketView[] }>('GET', '/bets?state=open', member.token);
    expect(open.body.value.list).toEqual([multiple.body.value.ticket]);
    const single = await placeBet(member.token, [legs[1]!], '10.00');
    expect(single.body.success).toBe(true);
    await settle(one, 0, { home: 'win' });
    const cancelled = await desk('PATCH', `/events/${two.id}`, {
      status: 'cancelled',
      reason: 'abandoned',
    });
    expect(cancelled.body.success).toBe(true);
    const tickets = await site<{ list: TicketView[] }>('GET', '/bets?state=settled', member.token);
    const byKind = Object.fromEntries(
      tickets.body.value.list.map((ticket) => [ticket.kind, ticket]),
    );
    expect(byKind.multiple).toMatchObject({ status: 'won', paid: '20.00' });
    expect(byKind.single).toMatchObject({ status: 'void', paid: '10.00' });
    expect(await balanceMinor(member.id)).toBe(1_000_000n - 2_000n + 2_000n + 1_000n);
  });

  it('keeps a member’s money to themselves: another’s ticket is not theirs to cash out', async () => {
    const owner = await player('idor1');
    const other = await player('idor2');
    const made = await footballEvent();
    const home = selectionOf(made, 'home');
    const placed = await placeBet(owner.token, [{ selectionId: home.id, odds: home.odds }]);
    const ticket = placed.body.value.ticket;
    const taken = await site('POST', `/bets/${ticket.id}/cashout`, other.token, {
      requestId: randomUUID(),
      offer: ticket.cashOut,
    });
    expect(taken.body.code).toBe('sportsbook_ticket_not_found');
    const theirs = await site<{ list: TicketView[] }>('GET', '/bets?state=open', other.token);
    expect(theirs.body.value.list).toEqual([]);
    expect(merchantId).toBeTruthy();
  });
});
