import { describe, expect, it } from 'vitest';
import {
  detailFieldNames,
  hasCapability,
  isLoggedFieldName,
  loggedFieldNames,
  roleTable,
  type Capability,
  type OperatorRole,
} from './ops';

describe('action log detail fields', () => {
  it('reads field names at every depth, not change sides, languages or kept lengths', () => {
    expect(
      detailFieldNames({
        changes: { names: { from: { en: 'One' }, to: { en: 'One', th: 'วัน' } } },
        texts: { bn: { terms: { chars: 5120 } } },
        withdrawMinMinor: { from: '50000', to: '75000' },
        page: { before: null, after: { gameCode: 'jade-ways' } },
        amountMinor: '100',
      }),
    ).toEqual([
      'changes',
      'names',
      'texts',
      'terms',
      'withdrawMinMinor',
      'page',
      'gameCode',
      'amountMinor',
    ]);
    expect(detailFieldNames({ to: { seed: '500.00', oddsOneIn: 100 } })).toEqual([
      'seed',
      'oddsOneIn',
    ]);
    // Records inside a list are read too.
    expect(detailFieldNames({ prizes: [{ amountMinor: '1' }, 'x'] })).toEqual([
      'prizes',
      'amountMinor',
    ]);
    expect(detailFieldNames('note')).toEqual([]);
    expect(detailFieldNames(null)).toEqual([]);
  });

  it('knows each listed name once, and no other', () => {
    expect(new Set(loggedFieldNames).size).toBe(loggedFieldNames.length);
    expect(isLoggedFieldName('amountMinor')).toBe(true);
    expect(isLoggedFieldName('secret')).toBe(false);
  });
});

describe('the role table', () => {
  it('gives owners and administrators every capability', () => {
    for (const capability of Object.keys(roleTable) as Capability[]) {
      expect(hasCapability('owner', capability)).toBe(true);
      expect(hasCapability('admin', capability)).toBe(true);
    }
  });

  it('keeps money with finance, words with content and players with support', () => {
    const of = (role: OperatorRole) =>
      (Object.keys(roleTable) as Capability[]).filter((capability) =>
        hasCapability(role, capability),
      );
    expect(of('finance')).toEqual([
      'finance',
      'lookUpMembers',
      'paymentDesk',
      'lotteryDesk',
      'promotionReview',
      'agentDesk',
      'redemptionReview',
      'rebateDesk',
      'missionDesk',
      'referralDesk',
      'referralReview',
    ]);
    expect(of('content')).toEqual(['media', 'content', 'promotionEdit']);
    expect(of('support')).toEqual(['lookUpMembers', 'feedback', 'agentDesk']);
  });
});
