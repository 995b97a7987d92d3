import {
  mediaAddressPattern,
  richTextLengthMax,
  type FieldError,
  type SavePromotion,
} from '@khela/contracts';
import { parseAmount } from '../../../lib/amounts';
import { AppError } from '../../../lib/errors';
import { translatedFieldError, type MessageKey } from '../../../lib/messages';
import { cleanRichText } from '../../../lib/rich-text';
import type { DeskMerchantRow } from '../../platform';
import type { PromotionRepository, PromotionValues } from '../promotion/promotion.repository';
import { basisPointsOf } from '../promotion/promotion.rules';

/** A promotion's texts as stored: one per language of the merchant, terms cleaned. */
export interface PromotionTextValues {
  language: string;
  name: string;
  summary: string;
  terms: string;
}

/** A percent bonus pays 0.01 % to 1,000 % of the qualifying deposit (in basis points). */
const bonusBasisPointsMin = 1;
const bonusBasisPointsMax = 100_000;

/** Why a percent bonus's share is refused: missing, or outside its bounds (named). */
function bonusPercentRefusal(
  basisPoints: number | null,
): { key: MessageKey; params?: Record<string, number> } | null {
  if (basisPoints === null) return { key: 'field_required' };
  if (basisPoints < bonusBasisPointsMin) {
    return { key: 'field_at_least', params: { min: bonusBasisPointsMin / 100 } };
  }
  if (basisPoints > bonusBasisPointsMax) {
    return { key: 'field_at_most', params: { max: bonusBasisPointsMax / 100 } };
  }
  return null;
}

/**
 * Checks and converts a promotion typed in the desk: a name in every language of the
 * merchant, terms cleaned, the end after the start, the merchant's own picture, and the
 * bonus rule of its kind in the merchant's currency.
 */
export function createPromotionValues(repository: PromotionRepository) {
  /** The whole promotion checked and converted; every bad field is named at once. */
  return async function valuesOf(
    merchant: DeskMerchantRow,
    input: SavePromotion,
    language: string,
  ): Promise<{
    values: PromotionValues;
    texts: PromotionTextValues[];
  }> {
    const fields: FieldError[] = [];
    const amount = (raw: string | null, path: string): bigint | null => {
      try {
        return parseAmount({ language, merchant }, raw ?? undefined, { path });
      } catch (error) {
        if (error instanceof AppError) fields.push(...(error.fields ?? []));
        return null;
      }
    };
    const languages = await repository.languagesOf(merchant.id);
    const texts = languages.flatMap((code) => {
      const text = input.texts[code as keyof SavePromotion['texts']];
      if (!text?.name) {
        fields.push(
          translatedFieldError(language, `texts.${code}.name`, 'promotion_text_required'),
        );
        return [];
      }
      const terms = cleanRichText(text.terms);
      if (terms.length > richTextLengthMax) {
        fields.push(translatedFieldError(language, `texts.${code}.terms`, 'field_too_long'));
      }
      return [{ language: code, name: text.name, summary: text.summary, terms }];
    });
    const startsAt = new Date(input.startsAt);
    const endsAt = input.endsAt === null ? null : new Date(input.endsAt);
    if (endsAt !== null && endsAt <= startsAt) {
      fields.push(translatedFieldError(language, 'endsAt', 'promotion_schedule_order'));
    }
    const mediaId = mediaAddressPattern.exec(input.imageUrl)?.[1];
    if (mediaId && !(await repository.isMerchantMedia(merchant.id, mediaId))) {
      fields.push(translatedFieldError(language, 'imageUrl', 'field_invalid'));
    }
    const isRaffle = input.kind === 'raffle';
    const bonusType = isRaffle ? 'fixed' : input.bonusType;
    const isPercent = bonusType === 'percent';
    const bonusMinor = !isRaffle && !isPercent ? amount(input.bonusAmount, 'bonusAmount') : null;
    const bonusCapMinor = isPercent ? amount(input.bonusCap, 'bonusCap') : null;
    const depositMinMinor = isPercent ? amount(input.depositMin, 'depositMin') : null;
    const basisPoints = isPercent && input.bonusPercent ? basisPointsOf(input.bonusPercent) : null;
    if (isPercent) {
      const refusal = bonusPercentRefusal(basisPoints);
      if (refusal) {
        fields.push(translatedFieldError(language, 'bonusPercent', refusal.key, refusal.params));
      }
    }
    if (isRaffle && input.prizes.length === 0) {
      fields.push(translatedFieldError(language, 'prizes', 'promotion_prizes_required'));
    }
    const prizes = isRaffle
      ? input.prizes.map((prize, index) => amount(prize.amount, `prizes.${index}.amount`))
      : [];
    if (fields.length > 0) throw new AppError('validation_failed', { fields });
    return {
      values: {
        category: input.category,
        kind: input.kind,
        imageUrl: input.imageUrl,
        startsAt,
        endsAt,
        bonusType,
        bonusMinor: bonusMinor?.toString() ?? null,
        bonusBasisPoints: basisPoints,
        bonusCapMinor: bonusCapMinor?.toString() ?? null,
        depositMinMinor: depositMinMinor?.toString() ?? null,
        prizesMinor: prizes.map((prize) => String(prize)),
        prizeWeights: isRaffle ? input.prizes.map((prize) => prize.weight) : [],
        turnoverMultiple: input.turnoverMultiple,
        sortOrder: input.sortOrder,
      },
      texts,
    };
  };
}
