import type { DeskSportsbookSettings } from '@khela/contracts';
import { typedHundredths } from '../tables/table-form';
import type { Reading, Refusal } from './form-refusal';
import { basisPointsText } from './sportsbook-text';

/**
 * The book's settings and a member's stake factor as their forms read them: amounts checked
 * as the contract takes them and compared exactly (in hundredths, as bigints), so a cap below
 * its floor is named before the server is asked.
 */

/** The settings' amount fields, in the order the form shows them. */
export const amountFields = [
  'minStake',
  'maxStakeSelection',
  'maxStakeMarket',
  'maxStakeEvent',
  'maxStakeMemberEvent',
  'maxPayout',
  'maxPayoutDay',
] as const;
type AmountField = (typeof amountFields)[number];

/** The settings' fields as typed. */
export type SettingsFields = Record<AmountField, string> & {
  maxLegs: string;
  inPlayDelaySeconds: string;
  /** Kept from a cash-out's fair value, in percent ("5"). */
  cashOutMargin: string;
  feedUrl: string;
  isCashOutOffered: boolean;
  isFeedOn: boolean;
};

/** Bounds the contract sets. */
const legsMin = 2;
const legsMax = 20;
const delaySecondsMax = 30;
const cashOutMarginBpMax = 5_000;
const feedUrlLengthMax = 300;
/** The most a stake factor multiplies the limits by (×10), in hundredths. */
export const stakeFactorMax = 1_000;
/** A member's account as the server takes it in the address. */
const accountPattern = /^[A-Za-z0-9_.@-]{1,32}$/;

/** A typed amount ("1,000.50", "25") as wire text ("1000.50"); null when it is not one. */
export function typedAmount(typed: string): string | null {
  const bare = typed.trim();
  const match = /^(\d{1,3}(?:,\d{3})+|\d{1,12})(?:\.(\d{1,2}))?$/.exec(bare);
  if (!match) return null;
  const whole = (match[1] ?? '').replaceAll(',', '').replace(/^0+(?=\d)/, '');
  if (whole.length > 12) return null;
  return `${whole}.${(match[2] ?? '').padEnd(2, '0')}`;
}

/** Wire text ("1000.50") in hundredths, exactly. */
function hundredthsOf(amount: string): bigint {
  return BigInt(amount.replace('.', ''));
}

/** A whole number typed in bounds; null when not one. */
function typedWhole(typed: string, min: number, max: number): number | null {
  const text = typed.trim();
  if (!/^\d{1,4}$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}

/** The settings as the fields show them when the dialog opens. */
export function settingsFieldsOf(settings: DeskSportsbookSettings): SettingsFields {
  return {
    minStake: settings.minStake,
    maxStakeSelection: settings.maxStakeSelection,
    maxStakeMarket: settings.maxStakeMarket,
    maxStakeEvent: settings.maxStakeEvent,
    maxStakeMemberEvent: settings.maxStakeMemberEvent,
    maxPayout: settings.maxPayout,
    maxPayoutDay: settings.maxPayoutDay,
    maxLegs: String(settings.maxLegs),
    inPlayDelaySeconds: String(settings.inPlayDelaySeconds),
    cashOutMargin: basisPointsText(settings.cashOutMarginBp).replace('%', ''),
    feedUrl: settings.feedUrl ?? '',
    isCashOutOffered: settings.isCashOutOffered,
    isFeedOn: settings.isFeedOn,
  };
}

/** Pairs of caps where the first may not be above the second. */
const capOrder: readonly (readonly [AmountField, AmountField])[] = [
  ['minStake', 'maxStakeSelection'],
  ['minStake', 'maxStakeMemberEvent'],
  ['maxStakeSelection', 'maxStakeMarket'],
  ['maxStakeMarket', 'maxStakeEvent'],
  ['maxPayout', 'maxPayoutDay'],
];

/** Every amount, each refused when not one; then each cap below its floor. */
function readAmounts(fields: SettingsFields, refusals: Refusal[]) {
  const amounts = new Map<AmountField, string>();
  for (const field of amountFields) {
    const amount = typedAmount(fields[field]);
    if (amount === null || hundredthsOf(amount) === 0n) {
      refusals.push({ path: field, messageKey: 'sportsbook.settings.amountInvalid' });
    } else {
      amounts.set(field, amount);
    }
  }
  for (const [low, high] of capOrder) {
    const lowAmount = amounts.get(low);
    const highAmount = amounts.get(high);
    if (lowAmount && highAmount && hundredthsOf(lowAmount) > hundredthsOf(highAmount)) {
      refusals.push({ path: high, messageKey: `sportsbook.settings.below.${low}` });
    }
  }
  return amounts;
}

/** The feed's address: none when empty, else an http(s) address; on needs one. */
function readFeedUrl(fields: SettingsFields, refusals: Refusal[]): string | null {
  const url = fields.feedUrl.trim();
  if (url === '') {
    if (fields.isFeedOn)
      refusals.push({ path: 'feedUrl', messageKey: 'sportsbook.settings.feedNeedsUrl' });
    return null;
  }
  if (url.length > feedUrlLengthMax || !/^https?:\/\/[^\s"'<>]+$/.test(url)) {
    refusals.push({ path: 'feedUrl', messageKey: 'sportsbook.settings.feedUrlInvalid' });
  }
  return url;
}

/** The settings as the contract takes them, or every field refused at once. */
export function readSettings(fields: SettingsFields): Reading<DeskSportsbookSettings> {
  const refusals: Refusal[] = [];
  const amounts = readAmounts(fields, refusals);
  const maxLegs = typedWhole(fields.maxLegs, legsMin, legsMax);
  if (maxLegs === null)
    refusals.push({ path: 'maxLegs', messageKey: 'sportsbook.settings.legsInvalid' });
  const delay = typedWhole(fields.inPlayDelaySeconds, 0, delaySecondsMax);
  if (delay === null) {
    refusals.push({ path: 'inPlayDelaySeconds', messageKey: 'sportsbook.settings.delayInvalid' });
  }
  const margin = typedHundredths(fields.cashOutMargin.trim().replace(/\s*%$/, ''));
  const cashOutMarginBp = margin !== null && margin <= cashOutMarginBpMax ? margin : null;
  if (cashOutMarginBp === null) {
    refusals.push({ path: 'cashOutMargin', messageKey: 'sportsbook.settings.marginInvalid' });
  }
  const feedUrl = readFeedUrl(fields, refusals);
  if (refusals.length > 0 || maxLegs === null || delay === null || cashOutMarginBp === null) {
    return { refusals };
  }
  const amount = (field: AmountField) => amounts.get(field) ?? '';
  return {
    body: {
      minStake: amount('minStake'),
      maxStakeSelection: amount('maxStakeSelection'),
      maxStakeMarket: amount('maxStakeMarket'),
      maxStakeEvent: amount('maxStakeEvent'),
      maxStakeMemberEvent: amount('maxStakeMemberEvent'),
      maxPayout: amount('maxPayout'),
      maxPayoutDay: amount('maxPayoutDay'),
      maxLegs,
      inPlayDelaySeconds: delay,
      isCashOutOffered: fields.isCashOutOffered,
      cashOutMarginBp,
      feedUrl,
      isFeedOn: fields.isFeedOn,
    },
  };
}

/** A member's stake factor as typed: the account, and the multiplier ("0.1", "1"). */
export interface StakeFactorFields {
  account: string;
  factor: string;
}

/** The account and the factor in hundredths (0 to ×10), or their refusals. */
export function readStakeFactor(
  fields: StakeFactorFields,
): Reading<{ account: string; factor: number }> {
  const refusals: Refusal[] = [];
  const account = fields.account.trim();
  if (!accountPattern.test(account)) {
    refusals.push({ path: 'account', messageKey: 'sportsbook.members.accountInvalid' });
  }
  const typed = typedHundredths(fields.factor.trim().replace(/^[×xX]\s*/, ''));
  const factor = typed !== null && typed <= stakeFactorMax ? typed : null;
  if (factor === null)
    refusals.push({ path: 'factor', messageKey: 'sportsbook.members.factorInvalid' });
  if (refusals.length > 0 || factor === null) return { refusals };
  return { body: { account, factor } };
}
