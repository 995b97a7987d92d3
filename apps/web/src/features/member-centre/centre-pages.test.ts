import { describe, expect, it } from 'vitest';
import { defaultMemberPage, memberPageKeys, memberPageOf, resolveCentrePage } from './centre-pages';

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

  it('says the spec’s pages not built yet are not found, not another page', () => {
    for (const key of ['rewardCenter', 'referral', 'missionLeaderboard', 'manualRebate']) {
      expect(memberPageOf(key)).toEqual({ kind: 'notFound' });
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
