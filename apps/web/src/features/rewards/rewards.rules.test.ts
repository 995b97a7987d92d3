import type { Reward, RewardClaimAnswer } from '@khela/contracts';
import { rewardClaimRequestSchema } from '@khela/contracts';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import bn from './i18n/bn.json';
import en from './i18n/en.json';
import th from './i18n/th.json';
import {
  claimNoticeTexts,
  confirmTexts,
  isAboveZero,
  periodText,
  promotionPath,
  rewardAction,
  rewardDateLine,
  rewardKey,
  rewardPeriod,
  rewardTitle,
  splitRewards,
  turnoverLine,
  uuidFromBytes,
  type Translate,
} from './rewards.rules';

const texts = i18next.createInstance();

beforeAll(async () => {
  await texts.init({
    lng: 'en',
    resources: { bn: { translation: bn }, en: { translation: en }, th: { translation: th } },
    interpolation: { escapeValue: false },
  });
});

/** The catalogue's wording in a language, as the page's `t` gives it. */
function translateIn(language: string): Translate {
  const t = texts.getFixedT(language);
  return (key, values) => t(key, values);
}

/** A reward as the server sends it; only what a test names differs. */
function reward(values: Partial<Reward> = {}): Reward {
  return {
    source: 'vip_bonus',
    id: '7',
    kind: 'weekly',
    name: 'Gold',
    period: '2026-W49',
    amount: '50.00',
    turnover: '100.00',
    status: 'claimable',
    isClaimedHere: true,
    createdAt: '2026-12-07T00:00:00.000Z',
    expiresAt: '2026-12-21T00:00:00.000Z',
    claimedAt: null,
    ...values,
  };
}

describe('rewardPeriod', () => {
  it('reads ISO weeks, months and days; anything else is null', () => {
    expect(rewardPeriod('2026-W49')).toEqual({ kind: 'week', year: 2026, week: 49 });
    expect(rewardPeriod('2026-12')).toEqual({ kind: 'month', iso: '2026-12-01' });
    expect(rewardPeriod('2026-12-10')).toEqual({ kind: 'day', iso: '2026-12-10' });
    expect(rewardPeriod('rank-3')).toBeNull();
    expect(rewardPeriod('2026-13')).toBeNull();
    expect(rewardPeriod('2026-12-32')).toBeNull();
  });

  it('words a period in the language, an unknown one as it came', () => {
    const english = translateIn('en');
    expect(periodText('2026-W49', 'en', english)).toBe('week 49, 2026');
    expect(periodText('2026-12', 'en', english)).toBe('December 2026');
    expect(periodText('2026-12-10', 'en', english)).toBe('10 Dec 2026');
    expect(periodText('spring', 'en', english)).toBe('spring');
  });

  it('counts a Thai week in the Buddhist era, as Thai dates are', () => {
    expect(periodText('2026-W49', 'th', translateIn('th'))).toMatch(/^สัปดาห์ที่ 49 ปี .*2569$/);
  });
});

describe('rewardTitle', () => {
  const english = translateIn('en');
  const title = (values: Partial<Reward>) => rewardTitle(reward(values), 'en', english);

  it('names a VIP bonus by its level and kind, with its week or month', () => {
    expect(title({})).toBe('Gold · weekly bonus (week 49, 2026)');
    expect(title({ kind: 'monthly', period: '2026-11' })).toBe(
      'Gold · monthly bonus (November 2026)',
    );
    expect(title({ kind: 'upgrade', period: null })).toBe('Gold · upgrade bonus');
  });

  it('still says what a VIP bonus is when its level has no name any more', () => {
    expect(title({ kind: 'upgrade', name: '', period: null })).toBe('VIP upgrade bonus');
    expect(title({ kind: null, name: ' ', period: null })).toBe('VIP bonus');
  });

  it('names the rebate by the level it is paid at, a claimed one by its period', () => {
    expect(title({ source: 'rebate', kind: null, name: 'Gold', period: null })).toBe(
      'Gold · rebate',
    );
    expect(title({ source: 'rebate', kind: null, name: '', period: '2026-12-10' })).toBe(
      'Rebate (10 Dec 2026)',
    );
    expect(title({ source: 'rebate', kind: null, name: '', period: null })).toBe('Rebate');
  });

  it('names a promotion by its name', () => {
    expect(title({ source: 'promotion', kind: null, name: 'Welcome 100%', period: null })).toBe(
      'Promotion: Welcome 100%',
    );
    expect(title({ source: 'promotion', kind: null, name: '', period: null })).toBe('Promotion');
  });

  it('has every title in Bengali and Thai too, never a raw key', () => {
    for (const language of ['bn', 'th']) {
      const translate = translateIn(language);
      const samples = [
        reward({}),
        reward({ kind: null, name: '' }),
        reward({ source: 'rebate', kind: null, name: '', period: '2026-W49' }),
        reward({ source: 'promotion', kind: null, name: 'X', period: null }),
      ];
      for (const sample of samples) {
        expect(rewardTitle(sample, language, translate)).not.toMatch(/rewards\.|\{\{/);
      }
    }
    expect(rewardTitle(reward({}), 'bn', translateIn('bn'))).toContain('Gold · সাপ্তাহিক বোনাস');
  });
});

describe('rewardAction', () => {
  it('claims here, opens a raffle\u2019s promotion, and shows what became of the rest', () => {
    expect(rewardAction(reward({}))).toBe('claim');
    expect(rewardAction(reward({ source: 'promotion', isClaimedHere: false }))).toBe('open');
    expect(rewardAction(reward({ status: 'claimed' }))).toBe('claimed');
    expect(rewardAction(reward({ status: 'expired', isClaimedHere: false }))).toBe('expired');
  });

  it('opens a promotion on its detail page', () => {
    expect(promotionPath('42')).toBe('/promoDetail?id=42');
  });
});

describe('rewardDateLine', () => {
  it('says until when a claimable reward may be claimed, or that it has no limit', () => {
    expect(rewardDateLine(reward({}))).toEqual({ kind: 'claimBy', at: '2026-12-21T00:00:00.000Z' });
    expect(rewardDateLine(reward({ expiresAt: null }))).toEqual({ kind: 'noExpiry' });
  });

  it('says when a reward was claimed or expired, and nothing when that is not known', () => {
    const claimedAt = '2026-12-08T09:30:00.000Z';
    expect(rewardDateLine(reward({ status: 'claimed', claimedAt }))).toEqual({
      kind: 'claimedAt',
      at: claimedAt,
    });
    expect(rewardDateLine(reward({ status: 'expired' }))).toEqual({
      kind: 'expiredAt',
      at: '2026-12-21T00:00:00.000Z',
    });
    expect(rewardDateLine(reward({ status: 'claimed' }))).toBeNull();
    expect(rewardDateLine(reward({ status: 'expired', expiresAt: null }))).toBeNull();
  });
});

describe('lists', () => {
  it('keeps the server\u2019s order within the claimable and the past', () => {
    const rewards = [
      reward({ id: 'a' }),
      reward({ id: 'b', status: 'claimed' }),
      reward({ id: 'c', source: 'promotion' }),
      reward({ id: 'd', status: 'expired' }),
    ];
    const { open, past } = splitRewards(rewards);
    expect(open.map((item) => item.id)).toEqual(['a', 'c']);
    expect(past.map((item) => item.id)).toEqual(['b', 'd']);
  });

  it('keys a reward by programme, id and status (ids repeat across programmes)', () => {
    expect(rewardKey(reward({ id: '5' }))).not.toBe(
      rewardKey(reward({ id: '5', source: 'promotion' })),
    );
  });
});

describe('amounts', () => {
  it('reads a wagering above zero; none, zero or malformed is none', () => {
    expect(isAboveZero('0.01', 'BDT')).toBe(true);
    expect(isAboveZero('0.00', 'BDT')).toBe(false);
    expect(isAboveZero(null, 'BDT')).toBe(false);
    expect(isAboveZero('abc', 'BDT')).toBe(false);
    expect(isAboveZero('5', 'XYZ')).toBe(true);
  });

  it('shows a wagering line only when there is wagering to do', () => {
    expect(turnoverLine(reward({ turnover: '1234.50' }), 'BDT')).toEqual({
      key: 'rewards.card.turnover',
      values: { amount: '1,234.50', currency: 'BDT' },
    });
    expect(turnoverLine(reward({ turnover: '0.00' }), 'BDT')).toBeNull();
    expect(turnoverLine(reward({ turnover: null }), 'BDT')).toBeNull();
  });
});

describe('claim texts', () => {
  const english = translateIn('en');
  const said = (values: Partial<Reward>) =>
    confirmTexts(reward(values), 'BDT').map((text) => english(text.key, text.values));

  it('says before a claim what it pays and what wagering it asks', () => {
    expect(said({})).toEqual([
      'Claim 50.00 BDT?',
      'It goes to your wallet now. You need to wager 100.00 BDT before you can withdraw it.',
    ]);
    expect(said({ turnover: '0.00' })[1]).toBe(
      'It goes to your wallet now and can be withdrawn at once.',
    );
  });

  it('says what is known only once claimed', () => {
    expect(said({ turnover: null })[1]).toMatch(/^It goes to your wallet now\. Any wagering/);
    expect(said({ amount: null, turnover: null })).toEqual([
      'Claim this reward?',
      'It goes to your wallet now. The amount and any wagering it needs are shown as soon as it is claimed.',
    ]);
  });

  it('tells after a claim what was paid, the wagering and the balance when known', () => {
    const answer: RewardClaimAnswer = {
      source: 'vip_bonus',
      id: '7',
      amount: '50.00',
      turnover: '100.00',
      balance: '1050.00',
    };
    const notice = (value: RewardClaimAnswer) =>
      claimNoticeTexts(value, 'BDT')
        .map((text) => english(text.key, text.values))
        .join(' ');
    expect(notice(answer)).toBe(
      '50.00 BDT added to your wallet. Wager 100.00 BDT before withdrawing it. Balance: 1,050.00 BDT.',
    );
    expect(notice({ ...answer, source: 'promotion', turnover: '0.00', balance: null })).toBe(
      '50.00 BDT added to your wallet. It can be withdrawn at once.',
    );
  });
});

describe('uuidFromBytes', () => {
  it('makes a version-4 uuid the claim request accepts', () => {
    const bytes = new Uint8Array(16).fill(0xff);
    const id = uuidFromBytes(bytes);
    expect(id).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    const request = { source: 'rebate', id: 'current', requestId: id };
    expect(rewardClaimRequestSchema.safeParse(request).success).toBe(true);
    const zeros = uuidFromBytes(new Uint8Array(16));
    expect(zeros).toBe('00000000-0000-4000-8000-000000000000');
  });
});
