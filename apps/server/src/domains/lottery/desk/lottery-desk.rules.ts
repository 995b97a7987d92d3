import type { SetLotteryOffer } from '@khela/contracts';
import { oddsMilliFromText, sumOddsMilli, type PlayType, type PlayTypeOffers } from '@khela/games';
import { parseAmount } from '../../../lib/amounts';
import { AppError } from '../../../lib/errors';
import { translatedFieldError, type MessageKey } from '../../../lib/messages';

/** Odds a play type may be given, in thousandths (above ×1, at most ×10 000 000). */
const oddsMilliBounds = { min: 1001, max: 10_000_000_000 } as const;
/** The share of stakes a sum bet may return on average, in thousandths. */
const returnMilliBounds = { min: 500, max: 1000 } as const;
/** The largest stake an operator may allow, in minor units. */
const stakeMaxMinor = 10n ** 13n;

function refuse(language: string, path: string, code: MessageKey = 'field_invalid') {
  return new AppError('validation_failed', {
    fields: [translatedFieldError(language, path, code)],
  });
}

/** A play type's odds as the desk sets them: one figure, or the sum's from its return share. */
function oddsOf(
  playType: PlayType,
  input: SetLotteryOffer,
  language: string,
): { oddsMilli: number } | { oddsMilliByValue: number[] } {
  if (playType === 'sum') {
    // "95.5" (per cent) is 955 thousandths of the stakes.
    const percentMilli = oddsMilliFromText(input.returnPercent ?? '');
    const returnMilli = percentMilli === undefined ? undefined : percentMilli / 100;
    if (
      returnMilli === undefined ||
      returnMilli < returnMilliBounds.min ||
      returnMilli > returnMilliBounds.max
    ) {
      throw refuse(language, 'returnPercent');
    }
    return { oddsMilliByValue: sumOddsMilli(returnMilli) };
  }
  const oddsMilli = oddsMilliFromText(input.odds ?? '');
  if (
    oddsMilli === undefined ||
    oddsMilli < oddsMilliBounds.min ||
    oddsMilli > oddsMilliBounds.max
  ) {
    throw refuse(language, 'odds');
  }
  return { oddsMilli };
}

/**
 * The offer of a play type an operator sets, checked: the stakes in order (the least at most
 * the most, the most at most a member's per period), then the odds within their bounds.
 */
export function offerOf(
  playType: PlayType,
  input: SetLotteryOffer,
  context: { language: string; merchant: { currency: string } },
): NonNullable<PlayTypeOffers[PlayType]> {
  const { language } = context;
  const amount = (path: 'minStake' | 'maxStake' | 'periodStake') =>
    parseAmount(context, input[path], { path, maxMinor: stakeMaxMinor });
  const [minStake, maxStake, periodStake] = [
    amount('minStake'),
    amount('maxStake'),
    amount('periodStake'),
  ];
  if (maxStake < minStake) throw refuse(language, 'maxStake', 'max_below_min');
  if (periodStake < maxStake) throw refuse(language, 'periodStake', 'max_below_min');
  return {
    ...oddsOf(playType, input, language),
    minStakeMinor: Number(minStake),
    maxStakeMinor: Number(maxStake),
    maxPeriodStakeMinor: Number(periodStake),
  };
}
