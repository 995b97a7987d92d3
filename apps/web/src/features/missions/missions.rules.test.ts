import type { Mission, MissionClaimAnswer } from '@khela/contracts';
import { describe, expect, it } from 'vitest';
import {
  claimNotice,
  goalText,
  goPath,
  medalOf,
  missionGroups,
  progressFigures,
  progressPercent,
} from './missions.rules';

function mission(values: Partial<Mission>): Mission {
  return {
    id: '1',
    name: 'Mission',
    period: 'day',
    kind: 'bet',
    gameType: null,
    game: null,
    target: '100.00',
    progress: '25.00',
    reward: '5.00',
    turnover: '10.00',
    score: 10,
    status: 'in_progress',
    periodKey: '2026-12-10',
    endsAt: '2026-12-10T18:00:00.000Z',
    ...values,
  };
}
const typeName = (type: string) => `<${type}>`;

describe('a mission in words', () => {
  it('says each kind’s goal with its figures', () => {
    expect(goalText(mission({ target: '1000.00' }), 'BDT', typeName)).toEqual({
      key: 'missions.goal.bet',
      values: { amount: '1,000.00', currency: 'BDT' },
    });
    expect(goalText(mission({ gameType: 'RNG' }), 'BDT', typeName).values?.type).toBe('<RNG>');
    const game = { vassalage: 'KHELA', code: 'tiger', name: 'Tiger Lotus' };
    expect(goalText(mission({ kind: 'play', target: '20', game }), 'BDT', typeName)).toEqual({
      key: 'missions.goal.playGame',
      values: { count: 20, game: 'Tiger Lotus' },
    });
    expect(goalText(mission({ kind: 'win_streak', target: '3' }), 'BDT', typeName).key).toBe(
      'missions.goal.winStreak',
    );
    expect(goalText(mission({ kind: 'deposit' }), 'BDT', typeName).key).toBe(
      'missions.goal.deposit',
    );
    expect(goalText(mission({ kind: 'invite', target: '1' }), 'BDT', typeName).values).toEqual({
      count: 1,
    });
  });

  it('shows progress as figures and a bar that a claimed mission fills', () => {
    expect(progressFigures(mission({}))).toEqual({ done: '25.00', target: '100.00' });
    expect(progressFigures(mission({ kind: 'play', progress: '2', target: '3' }))).toEqual({
      done: '2',
      target: '3',
    });
    expect(progressPercent(mission({}))).toBe(25);
    expect(progressPercent(mission({ progress: '99.99' }))).toBe(99);
    expect(progressPercent(mission({ status: 'claimed', progress: '0.00' }))).toBe(100);
    expect(progressPercent(mission({ target: '0' }))).toBe(0);
    expect(progressPercent(mission({ progress: 'x' }))).toBe(0);
  });

  it('groups by period in the order day, week, event, and leaves empty groups out', () => {
    const groups = missionGroups([
      mission({ id: '3', period: 'event' }),
      mission({ id: '1' }),
      mission({ id: '2', period: 'event' }),
    ]);
    expect(groups.map((group) => [group.period, group.missions.map((found) => found.id)])).toEqual([
      ['day', ['1']],
      ['event', ['3', '2']],
    ]);
  });

  it('leads to where a mission is done, only while it is to do', () => {
    expect(goPath(mission({ kind: 'deposit' }))).toBe('?mc=depositv2');
    expect(goPath(mission({ kind: 'invite' }))).toBe('?mc=referral');
    expect(goPath(mission({ gameType: 'LIVE' }))).toBe('/live');
    expect(goPath(mission({}))).toBeNull();
    expect(goPath(mission({ kind: 'deposit', status: 'claimable' }))).toBeNull();
  });

  it('words a claim’s notice, and the medals of the first three', () => {
    const answer = (turnover: string): MissionClaimAnswer => ({
      claim: {
        id: '7',
        missionId: '1',
        name: 'Mission',
        period: '2026-12-10',
        amount: '5.00',
        turnover,
        score: 10,
        createdAt: '2026-12-10T10:00:00.000Z',
      },
      balance: '1234.50',
    });
    expect(claimNotice(answer('10.00'), 'BDT').map((text) => text.key)).toEqual([
      'missions.notice.paid',
      'missions.notice.turnover',
      'missions.notice.balance',
    ]);
    expect(claimNotice(answer('0.00'), 'BDT')).toHaveLength(2);
    expect(claimNotice(answer('0.00'), 'BDT')[1]?.values?.balance).toBe('1,234.50');
    expect([1, 2, 3, 4].map(medalOf)).toEqual(['gold', 'silver', 'bronze', null]);
  });
});
