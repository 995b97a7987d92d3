import type { BonusRule, PromotionEntry, RafflePrize } from '@khela/contracts';
import { wire } from '../../../lib/amounts';
import type { PromotionRepository } from './promotion.repository';
import { percentOf } from './promotion.rules';

/** A promotion as selected. */
export type PromotionRow = NonNullable<Awaited<ReturnType<PromotionRepository['promotion']>>>;
/** One language's text of a promotion. */
export type PromotionTextRow = Awaited<ReturnType<PromotionRepository['texts']>>[number];
/** A member's entry as selected. */
export type EntryRow = NonNullable<Awaited<ReturnType<PromotionRepository['entry']>>>;

/** The text of a language, else of the merchant's default, else any: a name is always shown. */
export function textFor(
  texts: readonly PromotionTextRow[],
  promotionId: string,
  language: string,
  fallback: string,
): PromotionTextRow | undefined {
  const own = texts.filter((text) => text.promotionId === promotionId);
  return (
    own.find((text) => text.language === language) ??
    own.find((text) => text.language === fallback) ??
    own[0]
  );
}

/** A promotion's name in each language it is written in, for a message worded when read. */
export function namesByLanguage(
  texts: readonly PromotionTextRow[],
  promotionId: string,
): Record<string, string> {
  return Object.fromEntries(
    texts
      .filter((text) => text.promotionId === promotionId)
      .map((text) => [text.language, text.name]),
  );
}

/** The promotion's bonus rule for people, in its currency. */
export function bonusRuleOf(promotion: PromotionRow, currency: string): BonusRule {
  const money = (value: string | null) => (value === null ? null : wire(value, currency));
  return {
    type: promotion.bonusType,
    amount: money(promotion.bonusMinor),
    percent: promotion.bonusBasisPoints === null ? null : percentOf(promotion.bonusBasisPoints),
    cap: money(promotion.bonusCapMinor),
    depositMin: money(promotion.depositMinMinor),
    turnoverMultiple: promotion.turnoverMultiple,
    currency,
  };
}

/** A raffle's prizes and weights as pairs. */
export function prizesOf(promotion: PromotionRow, currency: string): RafflePrize[] {
  return promotion.prizesMinor.map((amount, index) => ({
    amount: wire(amount, currency),
    weight: promotion.prizeWeights[index] ?? 0,
  }));
}

/** A member's entry as the site shows it. */
export function entryOf(row: EntryRow & { imageCount?: number }): PromotionEntry {
  const money = (value: string | null) => (value === null ? null : wire(value, row.currency));
  return {
    id: row.id,
    status: row.status,
    remark: row.remark,
    imageCount: row.imageCount ?? 0,
    bonus: money(row.bonusMinor),
    turnover: money(row.turnoverMinor),
    rejectReason: row.rejectReason,
    createdAt: new Date(row.createdAt).toISOString(),
    decidedAt: row.decidedAt ? new Date(row.decidedAt).toISOString() : null,
  };
}

/** An ISO instant of a timestamp column. */
export function iso(value: Date | string): string {
  return new Date(value).toISOString();
}
