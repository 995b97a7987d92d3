import type { Reward, RewardClaimAnswer } from '@khela/contracts';
import { fromWire, isCurrencyCode } from '@khela/money';
import { formatAmount, formatCalendarDay, localeOf } from '../../ui/format';

/** A translation function as the rules need it (i18next's `t`, or a test's stand-in). */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** A text to translate: its key and the values it words in. */
export interface Text {
  key: string;
  values?: Record<string, string | number>;
}

/** A reward's period read for people: an ISO week, a month or a day. */
export type RewardPeriod =
  | { kind: 'week'; year: number; week: number }
  | { kind: 'month'; iso: string }
  | { kind: 'day'; iso: string };

/** Reads "2026-W49", "2026-12" and "2026-12-10"; anything else is null (shown as it came). */
export function rewardPeriod(period: string): RewardPeriod | null {
  const week = /^(\d{4})-W(\d{1,2})$/.exec(period);
  if (week) return { kind: 'week', year: Number(week[1]), week: Number(week[2]) };
  if (/^\d{4}-(0[1-9]|1[0-2])$/.test(period)) return { kind: 'month', iso: `${period}-01` };
  if (/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/.test(period)) {
    return { kind: 'day', iso: period };
  }
  return null;
}

/** A year as the language counts it (Thai in the Buddhist era, as its dates are). */
function yearText(year: number, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), { year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, 6, 1)),
  );
}

/** A period in words: "week 49, 2026", "December 2026", "10 Dec 2026"; unknown shapes as they came. */
export function periodText(period: string, language: string, translate: Translate): string {
  const parsed = rewardPeriod(period);
  if (!parsed) return period;
  if (parsed.kind === 'week') {
    return translate('rewards.period.week', {
      week: parsed.week,
      year: yearText(parsed.year, language),
    });
  }
  if (parsed.kind === 'day') return formatCalendarDay(parsed.iso, language);
  return new Intl.DateTimeFormat(localeOf(language), {
    year: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${parsed.iso}T00:00:00Z`));
}

/** What a reward is, before its period: the programme, the kind of bonus and its name. */
function titleText(reward: Reward): Text {
  const name = reward.name.trim();
  if (reward.source === 'vip_bonus') {
    const kind = reward.kind ?? 'bonus';
    return name
      ? { key: `rewards.title.vip.${kind}`, values: { name } }
      : { key: `rewards.title.vipUnnamed.${kind}` };
  }
  if (reward.source === 'rebate') {
    return name
      ? { key: 'rewards.title.rebateNamed', values: { name } }
      : { key: 'rewards.title.rebate' };
  }
  // A promotion, a mission or a referral reward: the programme's word and the reward's name.
  return name
    ? { key: `rewards.title.${reward.source}`, values: { name } }
    : { key: `rewards.title.${reward.source}Unnamed` };
}

/**
 * A reward's title in the member's language: "Gold · weekly bonus (week 49, 2026)", "Rebate
 * (10 Dec 2026)", "Promotion: Welcome bonus".
 */
export function rewardTitle(reward: Reward, language: string, translate: Translate): string {
  const { key, values } = titleText(reward);
  const title = translate(key, values);
  if (reward.period === null || reward.period === '') return title;
  return translate('rewards.title.withPeriod', {
    title,
    period: periodText(reward.period, language, translate),
  });
}

/** What a reward's button does: claim here, open its promotion (a raffle), or nothing (done). */
export type RewardAction = 'claim' | 'open' | 'claimed' | 'expired';

/** The button a reward gets. */
export function rewardAction(reward: Reward): RewardAction {
  if (reward.status !== 'claimable') return reward.status;
  return reward.isClaimedHere ? 'claim' : 'open';
}

/** The page where a reward claimed elsewhere (a raffle's draw) is taken: its promotion. */
export function promotionPath(id: string): string {
  return `/promoDetail?id=${encodeURIComponent(id)}`;
}

/** The date under a reward: until when to claim it, or when it was claimed or expired. */
export type RewardDateLine =
  { kind: 'claimBy' | 'claimedAt' | 'expiredAt'; at: string } | { kind: 'noExpiry' };

/** A reward's date line; null when the moment it speaks of is not known. */
export function rewardDateLine(reward: Reward): RewardDateLine | null {
  if (reward.status === 'claimed') {
    return reward.claimedAt ? { kind: 'claimedAt', at: reward.claimedAt } : null;
  }
  if (reward.status === 'expired') {
    return reward.expiresAt ? { kind: 'expiredAt', at: reward.expiresAt } : null;
  }
  return reward.expiresAt ? { kind: 'claimBy', at: reward.expiresAt } : { kind: 'noExpiry' };
}

/** The claimable rewards and the rest (claimed or expired), each in the server's order. */
export function splitRewards(rewards: readonly Reward[]): { open: Reward[]; past: Reward[] } {
  return {
    open: rewards.filter((reward) => reward.status === 'claimable'),
    past: rewards.filter((reward) => reward.status !== 'claimable'),
  };
}

/** A reward's key in a list: ids are unique only within their programme, and per status. */
export function rewardKey(reward: Reward): string {
  return `${reward.source}:${reward.id}:${reward.status}`;
}

/** Whether a wire amount is more than nothing (a wagering to do); a malformed one is not. */
export function isAboveZero(wire: string | null, currency: string): boolean {
  if (wire === null) return false;
  const parsed = fromWire(wire, isCurrencyCode(currency) ? currency : 'USD');
  return parsed.ok && parsed.value > 0n;
}

/** The line of a reward's wagering; none when it has none or it is known only at the claim. */
export function turnoverLine(reward: Reward, currency: string): Text | null {
  if (reward.turnover === null || !isAboveZero(reward.turnover, currency)) return null;
  return {
    key: 'rewards.card.turnover',
    values: { amount: formatAmount(reward.turnover), currency },
  };
}

/** What claiming will do, said before it is done: the amount (if known), then the wagering. */
export function confirmTexts(reward: Reward, currency: string): [Text, Text] {
  const title: Text =
    reward.amount === null
      ? { key: 'rewards.confirm.titleOpen' }
      : { key: 'rewards.confirm.title', values: { amount: formatAmount(reward.amount), currency } };
  if (reward.turnover === null) {
    return [
      title,
      { key: `rewards.confirm.${reward.amount === null ? 'bothLater' : 'turnoverLater'}` },
    ];
  }
  if (!isAboveZero(reward.turnover, currency)) return [title, { key: 'rewards.confirm.plain' }];
  const turnover = formatAmount(reward.turnover);
  return [title, { key: 'rewards.confirm.turnover', values: { turnover, currency } }];
}

/** The notice after a claim: what was paid, the wagering it asks, and the balance when known. */
export function claimNoticeTexts(answer: RewardClaimAnswer, currency: string): Text[] {
  const texts: Text[] = [
    { key: 'rewards.notice.paid', values: { amount: formatAmount(answer.amount), currency } },
    isAboveZero(answer.turnover, currency)
      ? {
          key: 'rewards.notice.turnover',
          values: { turnover: formatAmount(answer.turnover), currency },
        }
      : { key: 'rewards.notice.noTurnover' },
  ];
  if (answer.balance !== null) {
    texts.push({
      key: 'rewards.notice.balance',
      values: { balance: formatAmount(answer.balance), currency },
    });
  }
  return texts;
}

/** A version-4 UUID from 16 random bytes (the claim's request id). */
export function uuidFromBytes(bytes: Uint8Array): string {
  const hex = Array.from(bytes.slice(0, 16), (byte, index) => {
    // The version (4) and the RFC 9562 variant bits, as a uuid check expects them.
    const value = index === 6 ? (byte & 0x0f) | 0x40 : index === 8 ? (byte & 0x3f) | 0x80 : byte;
    return value.toString(16).padStart(2, '0');
  }).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
