import { describe, expect, it } from 'vitest';
import {
  defaultMemberPage,
  memberPageKeys,
  memberPageOf,
  menuPageKeys,
  resolveCentrePage,
} from './centre-pages';

describe('member centre page keys', () => {
  it('opens every page it has by its key', () => {
    for (const key of memberPageKeys) expect(memberPageOf(key)).toEqual({ kind: 'page', key });
  });

  it('opens My account when no page is named', () => {
    expect(defaultMemberPage).toBe('securityCenter');
    expect(memberPageOf('')).toEqual({ kind: 'page', key: 'securityCenter' });
  });

  it('says an unknown key is not found instead of opening My account', () => {
    for (const key of ['nonsense', 'SecurityCenter', 'securitycenter', ' depositv2', 'agent']) {
      expect(memberPageOf(key)).toEqual({ kind: 'notFound' });
    }
  });

  it('says a key it has no page for is not found, not another page', () => {
    for (const key of ['luckyWheel', 'missionleaderboard']) {
      expect(memberPageOf(key)).toEqual({ kind: 'notFound' });
    }
  });

  it('opens the rebate page and the reward centre by their keys', () => {
    expect(memberPageOf('manualRebate')).toEqual({ kind: 'page', key: 'manualRebate' });
    expect(memberPageOf('rewardCenter')).toEqual({ kind: 'page', key: 'rewardCenter' });
    expect(memberPageOf('referral')).toEqual({ kind: 'page', key: 'referral' });
    expect(memberPageOf('missionLeaderboard')).toEqual({ kind: 'page', key: 'missionLeaderboard' });
    expect(memberPageOf('manualrebate')).toEqual({ kind: 'notFound' });
  });

  it('lists rebate in the menu only where the merchant turned REBATE on', () => {
    expect(menuPageKeys({ REBATE: true })).toEqual([...memberPageKeys]);
    const offs: Record<string, boolean>[] = [{ REBATE: false }, {}, { FREEPLAY: true }];
    for (const flags of offs) {
      const keys = menuPageKeys(flags);
      expect(keys).not.toContain('manualRebate');
      expect(keys).toEqual(memberPageKeys.filter((key) => key !== 'manualRebate'));
    }
  });

  it('works for any centre’s own keys and default', () => {
    const keys = ['agentTeamOverview', 'registerCenter'] as const;
    expect(resolveCentrePage('', keys, 'agentTeamOverview')).toEqual({
      kind: 'page',
      key: 'agentTeamOverview',
    });
    expect(resolveCentrePage('registerCenter', keys, 'agentTeamOverview').kind).toBe('page');
    expect(resolveCentrePage('securityCenter', keys, 'agentTeamOverview').kind).toBe('notFound');
  });
});
