import { isLanguage, type DeskReward } from '@khela/contracts';
import { formatDecimalString } from '@khela/money';
import { formatAmount } from '../../ui/format';

/** A count of points grouped for reading ("12,500"): points are whole numbers, never money. */
export function formatPoints(points: number): string {
  return Number.isSafeInteger(points) ? formatDecimalString(String(points)) : String(points);
}

/** A plain decimal as an operator types it ("100", "2.50"). */
const decimalPattern = /^\d{1,20}(\.\d{1,8})?$/;

/**
 * An amount still being typed, worded for a hint: grouped with its currency once it reads as an
 * amount, as it is while it does not (the server names what is wrong when it is sent).
 */
export function typedAmount(value: string, currency: string): string {
  const trimmed = value.trim();
  return decimalPattern.test(trimmed) ? formatAmount(trimmed, currency) : `${trimmed} ${currency}`;
}

/** A count still being typed, grouped once it reads as a whole number. */
export function typedPoints(value: string): string {
  const trimmed = value.trim();
  return /^\d{1,15}$/.test(trimmed) ? formatPoints(Number(trimmed)) : trimmed;
}

/** A reward's name in the operator's language, else in English, else in any it has. */
export function rewardName(reward: Pick<DeskReward, 'texts'>, language: string): string {
  const own = isLanguage(language) ? reward.texts[language]?.name : undefined;
  return own ?? reward.texts.en?.name ?? Object.values(reward.texts)[0]?.name ?? '';
}
