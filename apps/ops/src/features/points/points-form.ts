import {
  catalogueGameTypes,
  languages,
  type CatalogueGameType,
  type PointConfig,
  type PointsBetPoints,
  type PointRewardKind,
  type SavePointsSettings,
  type SaveReward,
} from '@khela/contracts';
import { text, whole } from '../../ui/form-values';

/** The ratio table holds at most this many tiers (the server's limit). */
export const tiersMax = 20;

/** A tier as it is typed: both fields as text until the form is sent. */
export interface TierDraft {
  minDeposit: string;
  points: string;
}

/** The settings form as it is typed. */
export interface SettingsDraft {
  isEnabled: boolean;
  earnUnit: string;
  tiers: TierDraft[];
  convertPoints: string;
  convertCash: string;
  convertMinPoints: string;
  /** Points per earn unit of valid bets, by game type; empty earns nothing. */
  betPoints: Record<CatalogueGameType, string>;
}

/** An empty tier, for a new row of the table. */
export const emptyTier: TierDraft = { minDeposit: '', points: '' };

/**
 * The form's draft of the settings in force (a table without tiers starts with one empty row;
 * a game type without points on bets, an empty field).
 */
export function settingsDraftOf(
  config: PointConfig,
  betPoints: PointsBetPoints = {},
): SettingsDraft {
  const tiers = config.tiers.map((tier) => ({
    minDeposit: tier.minDeposit,
    points: String(tier.points),
  }));
  return {
    isEnabled: config.isEnabled,
    earnUnit: config.earnUnit,
    tiers: tiers.length > 0 ? tiers : [emptyTier],
    convertPoints: String(config.convertPoints),
    convertCash: config.convertCash,
    convertMinPoints: String(config.convertMinPoints),
    betPoints: Object.fromEntries(
      catalogueGameTypes.map((gameType) => [gameType, String(betPoints[gameType] ?? '')]),
    ) as Record<CatalogueGameType, string>,
  };
}

/** A whole number as typed; NaN when empty, so the server names the field instead of taking 0. */
function wholeOf(value: string): number {
  return value.trim() === '' ? Number.NaN : Number(value.trim());
}

/** The points on bets typed: an empty field is left out (that type earns nothing on bets). */
function betPointsOf(draft: SettingsDraft): PointsBetPoints {
  const betPoints: PointsBetPoints = {};
  for (const gameType of catalogueGameTypes) {
    if (draft.betPoints[gameType].trim() !== '') {
      betPoints[gameType] = wholeOf(draft.betPoints[gameType]);
    }
  }
  return betPoints;
}

/**
 * The draft as the server takes it: amounts as typed (trimmed), counts as numbers, the points
 * on bets whole (an empty field none).
 */
export function settingsInputOf(draft: SettingsDraft): SavePointsSettings {
  return {
    isEnabled: draft.isEnabled,
    earnUnit: draft.earnUnit.trim(),
    tiers: draft.tiers.map((tier) => ({
      minDeposit: tier.minDeposit.trim(),
      points: wholeOf(tier.points),
    })),
    convertPoints: wholeOf(draft.convertPoints),
    convertCash: draft.convertCash.trim(),
    convertMinPoints: wholeOf(draft.convertMinPoints),
    betPoints: betPointsOf(draft),
  };
}

/** A count that may be left empty for "unlimited". */
function limitOf(form: FormData, name: string): number | null {
  return text(form, name) === '' ? null : whole(form, name);
}

/**
 * A reward as the server takes it, from the reward form: a language whose name and description
 * are both empty is left out; an item has no amount, and only a bonus has a turnover.
 */
export function rewardInputOf(form: FormData, kind: PointRewardKind): SaveReward {
  const texts: SaveReward['texts'] = {};
  for (const language of languages) {
    const name = text(form, `texts.${language}.name`);
    const description = text(form, `texts.${language}.description`);
    if (name !== '' || description !== '') texts[language] = { name, description };
  }
  return {
    kind,
    texts,
    points: whole(form, 'points'),
    ...(kind === 'item' ? {} : { amount: text(form, 'amount') }),
    turnoverMultiple: kind === 'bonus' ? whole(form, 'turnoverMultiple') : 0,
    stock: limitOf(form, 'stock'),
    memberLimit: limitOf(form, 'memberLimit'),
    isActive: form.get('isActive') === 'on',
    sortOrder: whole(form, 'sortOrder'),
  };
}
