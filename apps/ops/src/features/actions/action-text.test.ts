import { loggedFieldNames, operatorActionCodes } from '@khela/contracts';
import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { opsTranslators } from '../../i18n/translators.test-support';
import {
  actionName,
  clipped,
  detailLines,
  detailValueMaxLength,
  type DetailWording,
} from './action-text';

let translators: Record<string, TFunction> = {};
beforeAll(async () => {
  translators = await opsTranslators();
});

/** Wording in one language, instants marked so a test sees they were taken for times. */
const wording = (language: string): DetailWording => ({
  t: translators[language]!,
  formatInstant: (iso) => `time(${iso})`,
});

describe('action log texts', () => {
  it('names every action the server logs in bn, en and th, each name its own', () => {
    for (const language of ['en', 'bn', 'th']) {
      const t = translators[language]!;
      const names = operatorActionCodes.map((code) => actionName(t, code));
      names.forEach((name, index) => {
        expect(name, `${language} ${operatorActionCodes[index]}`).not.toContain('actions.codes');
        expect(name).not.toBe(operatorActionCodes[index]);
      });
      expect(new Set(names).size).toBe(names.length);
    }
    expect(actionName(translators.bn!, 'withdrawal_approve')).toBe('উত্তোলন অনুমোদিত');
    expect(actionName(translators.th!, 'banner_delete')).toBe('ลบแบนเนอร์');
  });

  it('shows a code the log no longer knows as it is', () => {
    expect(actionName(translators.en!, 'old_code')).toBe('old_code');
  });

  it('reads a change as before → after, empty values and booleans as words', () => {
    expect(
      detailLines(wording('en'), {
        title: { from: 'Old', to: 'New' },
        endsAt: { from: null, to: '2026-12-01T00:00:00.000Z' },
        isPublished: false,
        gameTypes: ['RNG', 'LIVE'],
        languages: [],
      }),
    ).toEqual([
      { field: 'title', label: 'Title', text: 'Old → New' },
      { field: 'endsAt', label: 'Ends', text: '(empty) → time(2026-12-01T00:00:00.000Z)' },
      { field: 'isPublished', label: 'Published', text: 'no' },
      { field: 'gameTypes', label: 'Game types', text: 'RNG, Live casino' },
      { field: 'languages', label: 'Languages', text: '(empty)' },
    ]);
    expect(detailLines(wording('bn'), { isActive: { from: true, to: false } })).toEqual([
      { field: 'isActive', label: 'সক্রিয়', text: 'হ্যাঁ → না' },
    ]);
    expect(detailLines(wording('en'), {})).toEqual([]);
    expect(detailLines(wording('en'), null)).toEqual([]);
    expect(detailLines(wording('en'), 'note')).toEqual([{ field: '', label: '', text: 'note' }]);
    // A record with more than from and to is read through, not taken for a change; a name the
    // log no longer knows stays as it is.
    expect(detailLines(wording('en'), { limits: { from: 1, to: 2, step: 1 } })).toEqual([
      { field: 'limits.from', label: 'limits › from', text: '1' },
      { field: 'limits.to', label: 'limits › to', text: '2' },
      { field: 'limits.step', label: 'limits › step', text: '1' },
    ]);
  });

  it('names every logged field in bn, en and th, and each language by its name', () => {
    for (const language of ['en', 'bn', 'th']) {
      const t = translators[language]!;
      for (const name of loggedFieldNames) {
        const [line] = detailLines(wording(language), { [name]: 'x' });
        expect(line?.label, `${language} ${name}`).not.toContain('actions.fields');
        expect(line?.label, `${language} ${name}`).not.toBe(name);
      }
      expect(t('actions.languages.th')).not.toContain('actions.');
    }
  });

  it('shows amounts in minor units as money of the entry’s currency, basis points as a share', () => {
    const inBaht = { ...wording('en'), currency: 'THB' };
    expect(
      detailLines(inBaht, {
        amountMinor: '150000',
        withdrawMinMinor: { from: '50000', to: 75000 },
        chipsMinor: ['20000', '100000'],
        bonusBasisPoints: 1050,
        bonusCapMinor: null,
      }),
    ).toEqual([
      { field: 'amountMinor', label: 'Amount', text: '1,500.00 THB' },
      { field: 'withdrawMinMinor', label: 'Smallest withdrawal', text: '500.00 THB → 750.00 THB' },
      { field: 'chipsMinor', label: 'Amount buttons', text: '200.00 THB, 1,000.00 THB' },
      { field: 'bonusBasisPoints', label: 'Bonus (% of deposit)', text: '10.5%' },
      { field: 'bonusCapMinor', label: 'Bonus cap', text: '(empty)' },
    ]);
    // A currency without minor units, and an entry off any merchant (no currency to read by).
    expect(detailLines({ ...wording('en'), currency: 'VND' }, { amountMinor: '250000' })).toEqual([
      { field: 'amountMinor', label: 'Amount', text: '250,000 VND' },
    ]);
    expect(detailLines(wording('en'), { amountMinor: '150000' })).toEqual([
      { field: 'amountMinor', label: 'Amount', text: '150000' },
    ]);
    // A number past what JavaScript holds exactly is not taken for money.
    expect(detailLines(inBaht, { amountMinor: 2 ** 60 })[0]?.text).toBe(String(2 ** 60));
    // A value that is no whole number of minor units is shown as it is.
    expect(detailLines(inBaht, { amountMinor: '12.5' })[0]?.text).toBe('12.5');
  });

  it('words the codes the back office names elsewhere, and keeps a code it does not know', () => {
    expect(
      detailLines(wording('th'), {
        role: 'finance',
        changes: { status: { from: 'active', to: 'maintenance' } },
        gameTypes: ['RNG', 'LIVE'],
        walletMode: 'seamless',
        resolution: 'refunded',
      }).map((line) => line.text),
    ).toEqual([
      translators.th!('role.finance'),
      `${translators.th!('games.status.active')} → ${translators.th!('games.status.maintenance')}`,
      `${translators.th!('games.type.RNG')}, ${translators.th!('games.type.LIVE')}`,
      translators.th!('games.walletMode.seamless'),
      'refunded',
    ]);
    // A lottery game's tag taken away says none; a role has no such word.
    expect(
      detailLines(wording('en'), { tag: { from: 'hot', to: null }, role: null }).map(
        (line) => line.text,
      ),
    ).toEqual(['Hot → None', '(empty)']);
    expect(detailLines(wording('en'), { direction: 'credit', status: 'archived' })).toEqual([
      { field: 'direction', label: 'Direction', text: 'Credit' },
      { field: 'status', label: 'Status', text: 'archived' },
    ]);
  });

  it('reads the shapes each desk logs: nested changes, before/after, whole records', () => {
    // A game's changes (game desk, the wrapper unsaid) and a promotion's texts per language.
    expect(
      detailLines(wording('en'), {
        changes: { status: { from: 'on', to: 'off' } },
        texts: { en: { name: { from: 'Safe', to: 'Safer' } } },
      }),
    ).toEqual([
      { field: 'changes.status', label: 'Status', text: 'on → off' },
      { field: 'texts.en.name', label: 'Texts › English › Name', text: 'Safe → Safer' },
    ]);
    // A game's names: the language that changed, by its name in the operator's language.
    expect(
      detailLines(wording('th'), {
        changes: { names: { from: { en: 'One' }, to: { en: 'One', th: 'วัน' } } },
      }).map((line) => line.field),
    ).toEqual(['changes.names.th']);
    // A page's game replaced (before/after), and a first setting with nothing before.
    expect(detailLines(wording('en'), { before: null, after: 'lucky-sevens' })).toEqual([
      { field: '', label: '', text: '(empty) → lucky-sevens' },
    ]);
    expect(detailLines(wording('en'), { isEnabled: { to: true } })).toEqual([
      { field: 'isEnabled', label: 'On', text: '(empty) → yes' },
    ]);
    // Two versions of the jackpot's settings: only what differs.
    expect(
      detailLines(wording('en'), {
        from: { seed: '1000.00', sharePercent: '1.00', isEnabled: true },
        to: { seed: '1000.00', sharePercent: '2.50', isEnabled: true },
      }),
    ).toEqual([{ field: 'sharePercent', label: 'Share of each stake (%)', text: '1.00 → 2.50' }]);
    // A jackpot opened: every setting from nothing.
    expect(detailLines(wording('en'), { to: { seed: '500.00' } })).toEqual([
      { field: 'seed', label: 'Seed', text: '(empty) → 500.00' },
    ]);
    // A long text kept by its length only, also on either side of a change.
    expect(detailLines(wording('en'), { content: { chars: 5120 } })).toEqual([
      { field: 'content', label: 'Content', text: '5120 characters' },
    ]);
    expect(
      detailLines(wording('en'), {
        content: { from: { chars: 5120 }, to: { chars: 5300 } },
        body: { from: { chars: 5120 }, to: '<p>Short</p>' },
        texts: { bn: { terms: { from: '<p>ছোট</p>', to: { chars: 900 } } } },
      }),
    ).toEqual([
      { field: 'content', label: 'Content', text: '5120 characters → 5300 characters' },
      { field: 'body', label: 'Text', text: '5120 characters → <p>Short</p>' },
      {
        field: 'texts.bn.terms',
        label: 'Texts › Bengali › Terms',
        text: '<p>ছোট</p> → 900 characters',
      },
    ]);
    // A page's game taken away: its one field goes, with no line for what was empty both times.
    expect(
      detailLines(wording('en'), {
        before: { vassalage: 'KHELA', gameCode: 'jade-ways', isHot: null },
        after: null,
      }).map((line) => line.field),
    ).toEqual(['vassalage', 'gameCode']);
    // Languages by their names; a password by what happened to it.
    expect(
      detailLines(wording('en'), {
        language: 'th',
        languages: ['bn', 'en'],
        password: 'changed',
      }).map((line) => line.text),
    ).toEqual(['Thai', 'Bengali, English', 'changed']);
    expect(detailLines(wording('bn'), { password: 'changed' })[0]?.text).toBe('পরিবর্তিত');
  });

  it('reads a list of records field by field, a table’s area kinds in words', () => {
    expect(
      detailLines(wording('en'), {
        areaLimits: [
          { kind: 'tie', minStake: '10.00', maxStake: '5000.00' },
          { kind: 'straight', minStake: '10.00', maxStake: '1000.00' },
        ],
        bettingSeconds: 16,
      }),
    ).toEqual([
      {
        field: 'areaLimits',
        label: 'Limits by bet area',
        text:
          'Kind: Tie, Min stake: 10.00, Max stake: 5000.00; ' +
          'Kind: Straight up, Min stake: 10.00, Max stake: 1000.00',
      },
      { field: 'bettingSeconds', label: 'Betting time (s)', text: '16' },
    ]);
    expect(detailLines(wording('en'), { game: 'sicBo' })[0]?.text).toBe('Sic Bo');
  });

  it('reads a crash table’s edge as a percentage and its most as a multiplier', () => {
    expect(
      detailLines(wording('en'), {
        game: 'crash',
        crashEdgePercent: 2.5,
        crashMaxMultiplier: 100_000,
      }),
    ).toEqual([
      { field: 'game', label: 'Game', text: 'Crash' },
      { field: 'crashEdgePercent', label: 'House edge', text: '2.5%' },
      { field: 'crashMaxMultiplier', label: 'Most a round runs to', text: '1000.00×' },
    ]);
    expect(
      detailLines(wording('bn'), { crashMaxMultiplier: { from: 100_000, to: 50_000 } }),
    ).toEqual([
      {
        field: 'crashMaxMultiplier',
        label: 'রাউন্ডের সর্বোচ্চ গুণক',
        text: '1000.00× → 500.00×',
      },
    ]);
    expect(detailLines(wording('th'), { crashEdgePercent: 1 })).toEqual([
      { field: 'crashEdgePercent', label: 'ความได้เปรียบเจ้ามือ', text: '1%' },
    ]);
    // A value the log cannot read as its unit is shown as it is.
    expect(detailLines(wording('en'), { crashMaxMultiplier: 12.5 })[0]?.text).toBe('12.5');
  });

  it('reads a fight’s odds as decimals, its winner and an arena’s pricing in words', () => {
    expect(
      detailLines(wording('en'), {
        number: '20261129-0001',
        label: 'Red vs Black',
        meronOdds: 1800,
        walaOdds: 2050,
      }),
    ).toEqual([
      { field: 'number', label: expect.any(String) as string, text: '20261129-0001' },
      { field: 'label', label: 'Name', text: 'Red vs Black' },
      { field: 'meronOdds', label: 'Meron odds', text: '1.80' },
      { field: 'walaOdds', label: 'Wala odds', text: '2.05' },
    ]);
    expect(detailLines(wording('en'), { winner: 'meron' })[0]?.text).toBe('Meron');
    expect(
      detailLines(wording('en'), {
        pricing: 'pool',
        commissionPercent: 7.5,
        drawOdds: 9000,
        streamUrl: null,
      }).map((line) => line.text),
    ).toEqual(['Pari-mutuel pools', '7.5%', '9.00', '(empty)']);
    expect(detailLines(wording('th'), { winner: 'wala' })[0]?.text).toBe('วาลา');
  });

  it('cuts a long value to the row, counting characters not code units', () => {
    const long = '🎰'.repeat(detailValueMaxLength + 5);
    expect([...clipped(long)].length).toBe(detailValueMaxLength);
    expect(clipped(long).endsWith('…')).toBe(true);
    expect(clipped('short')).toBe('short');
  });
});
