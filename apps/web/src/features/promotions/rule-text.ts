import type { BonusRule, PromotionStatus } from '@khela/contracts';
import { fromWire, isCurrencyCode, minor, toWire } from '@khela/money';
import type { TFunction } from 'i18next';
import { formatAmount } from '../../ui/format';

/** The bonus rule in the member's words: what is given, and the turnover it asks. */
export function ruleLines(
  t: TFunction,
  bonus: BonusRule,
  kind: 'apply' | 'claim' | 'raffle',
  prizeMax: string | null,
): string[] {
  const money = (value: string | null) =>
    value === null ? '—' : `${formatAmount(value)} ${bonus.currency}`;
  const lines: string[] = [];
  if (kind === 'raffle') {
    if (prizeMax) lines.push(t('promo.rule.prizes', { max: money(prizeMax) }));
  } else if (bonus.type === 'percent') {
    lines.push(t('promo.rule.percent', { percent: bonus.percent, cap: money(bonus.cap) }));
    lines.push(t('promo.rule.depositMin', { min: money(bonus.depositMin) }));
  } else {
    lines.push(t('promo.rule.fixed', { amount: money(bonus.amount) }));
  }
  lines.push(
    bonus.turnoverMultiple > 0
      ? t('promo.rule.turnover', { multiple: bonus.turnoverMultiple })
      : t('promo.rule.noTurnover'),
  );
  return lines;
}

/** Statuses that invite the member to act, shown in the accent colour. */
const actionable = new Set<PromotionStatus>(['join', 'claim']);
/** Statuses that mean money arrived. */
const done = new Set<PromotionStatus>(['issued', 'claimed', 'joined']);

/** The badge modifier of a status. */
export function statusTone(status: PromotionStatus): 'action' | 'done' | 'wait' | 'off' {
  if (actionable.has(status)) return 'action';
  if (done.has(status)) return 'done';
  if (status === 'applying' || status === 'process' || status === 'coming soon') return 'wait';
  return 'off';
}

/** A wire amount times a whole multiple (the turnover a bonus asks), exact in minor units. */
export function timesAmount(amount: string, multiple: number, currency: string): string | null {
  if (!isCurrencyCode(currency)) return null;
  const parsed = fromWire(amount, currency);
  if (!parsed.ok) return null;
  return toWire(minor(parsed.value * BigInt(multiple)), currency);
}
