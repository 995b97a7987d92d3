import type { ContractKind, ContractTerms, ContractTier as WireTier } from '@khela/contracts';
import { parseMinimum, wire } from '../../../lib/amounts';
import { AppError } from '../../../lib/errors';
import { translate, translateWith, type MessageKey } from '../../../lib/messages';
import { isWithinUpline, type ContractFigure, type ContractTier } from './arithmetic';

/**
 * A contract's terms as kept (amounts as minor-unit digits) and what each kind asks: which
 * figures its tiers may name, and whether it has a period or per-bet rates instead of tiers.
 */
export interface Terms {
  period?: string;
  tiers?: ContractTier[];
  profitRateBp?: number;
  lossRateBp?: number;
  singleBetMinor?: bigint;
}

/** The figures each kind's tiers may name. */
const tierFigures: Record<ContractKind, readonly ContractFigure[]> = {
  dividend: ['activeMembers', 'profitLoss'],
  daily_salary: ['validBet', 'activeMembers'],
  hourly_salary: ['hourBet'],
  realtime_salary: [],
};
const amountFigures = ['validBet', 'profitLoss', 'hourBet'] as const;

export interface KindBounds {
  maxRateBp: number;
  periods: string[];
}

interface TermsContext {
  language: string;
  currency: string;
}

/** Refuses terms with one translated field error at `path`. */
function refuse(context: TermsContext, path: string, key: MessageKey, params?: { max: string }) {
  const message = params
    ? translateWith(context.language, key, params)
    : translate(context.language, key);
  return new AppError('validation_failed', {
    fields: [{ path, code: `validation.${key}`, message, ...(params ? { params } : {}) }],
  });
}

function minimumOf(context: TermsContext, raw: string, path: string): bigint {
  const value = parseMinimum(raw, context.currency);
  if (value === null) throw refuse(context, path, 'contract_minimum_invalid');
  return value;
}

function checkRate(context: TermsContext, rateBp: number, bounds: KindBounds, path: string) {
  if (rateBp > bounds.maxRateBp) {
    throw refuse(context, path, 'contract_rate_above_max', {
      max: (bounds.maxRateBp / 100).toFixed(2),
    });
  }
}

function tiersOf(
  context: TermsContext,
  kind: ContractKind,
  tiers: readonly WireTier[] | undefined,
  bounds: KindBounds,
): ContractTier[] {
  if (!tiers || tiers.length === 0) throw refuse(context, 'terms.tiers', 'contract_terms_invalid');
  const allowed = tierFigures[kind];
  const seen = new Set<string>();
  return tiers.map((tier, index) => {
    const path = `terms.tiers.${index}`;
    if (tier.rateBp < 1) throw refuse(context, `${path}.rateBp`, 'contract_terms_invalid');
    checkRate(context, tier.rateBp, bounds, `${path}.rateBp`);
    const minimums: ContractTier['minimums'] = {};
    for (const figure of ['activeMembers', ...amountFigures] as const) {
      const raw = tier[figure];
      if (raw === undefined) continue;
      if (!allowed.includes(figure)) {
        throw refuse(context, `${path}.${figure}`, 'contract_terms_invalid');
      }
      minimums[figure] =
        typeof raw === 'number' ? BigInt(raw) : minimumOf(context, raw, `${path}.${figure}`);
    }
    const key = JSON.stringify(allowed.map((figure) => String(minimums[figure] ?? 0n)));
    if (seen.has(key)) throw refuse(context, path, 'contract_terms_invalid');
    seen.add(key);
    return { rateBp: tier.rateBp, minimums };
  });
}

/** Wire terms checked against the kind and the merchant's bounds, as kept. */
export function parseTerms(
  context: TermsContext,
  kind: ContractKind,
  terms: ContractTerms,
  bounds: KindBounds,
): Terms {
  if (kind === 'realtime_salary') {
    const { profitRateBp, lossRateBp, singleBet } = terms;
    if (profitRateBp === undefined || lossRateBp === undefined || singleBet === undefined) {
      throw refuse(context, 'terms', 'contract_terms_invalid');
    }
    if (terms.tiers !== undefined || terms.period !== undefined) {
      throw refuse(context, 'terms', 'contract_terms_invalid');
    }
    checkRate(context, profitRateBp, bounds, 'terms.profitRateBp');
    checkRate(context, lossRateBp, bounds, 'terms.lossRateBp');
    if (profitRateBp + lossRateBp === 0) {
      throw refuse(context, 'terms.lossRateBp', 'contract_terms_invalid');
    }
    return {
      profitRateBp,
      lossRateBp,
      singleBetMinor: minimumOf(context, singleBet, 'terms.singleBet'),
    };
  }
  if (terms.profitRateBp !== undefined || terms.lossRateBp !== undefined || terms.singleBet) {
    throw refuse(context, 'terms', 'contract_terms_invalid');
  }
  const tiers = tiersOf(context, kind, terms.tiers, bounds);
  if (kind !== 'dividend') {
    if (terms.period !== undefined) throw refuse(context, 'terms.period', 'contract_terms_invalid');
    return { tiers };
  }
  if (terms.period === undefined || !bounds.periods.includes(terms.period)) {
    throw refuse(context, 'terms.period', 'contract_period_unavailable');
  }
  return { period: terms.period, tiers };
}

/**
 * Whether terms stay within the upline's own of the same kind: a dividend on the same period
 * with tiers the upline's already pay at each minimum; a real-time salary with rates no higher
 * and a single-bet minimum no lower (every bet the downline counts, the upline counts too).
 */
export function isCoveredBy(upline: Terms, offered: Terms): boolean {
  if (offered.singleBetMinor !== undefined) {
    return (
      upline.singleBetMinor !== undefined &&
      offered.singleBetMinor >= upline.singleBetMinor &&
      (offered.profitRateBp ?? 0) <= (upline.profitRateBp ?? 0) &&
      (offered.lossRateBp ?? 0) <= (upline.lossRateBp ?? 0)
    );
  }
  if (offered.period !== upline.period) return false;
  return isWithinUpline(upline.tiers ?? [], offered.tiers ?? []);
}

/** Terms as the database keeps them (jsonb; minor units as digits). */
export function storedTerms(terms: Terms): string {
  return JSON.stringify({
    ...(terms.period === undefined ? {} : { period: terms.period }),
    ...(terms.tiers === undefined
      ? {}
      : {
          tiers: terms.tiers.map((tier) => ({
            rateBp: tier.rateBp,
            minimums: Object.fromEntries(
              Object.entries(tier.minimums).map(([figure, value]) => [figure, String(value)]),
            ),
          })),
        }),
    ...(terms.singleBetMinor === undefined
      ? {}
      : {
          profitRateBp: terms.profitRateBp,
          lossRateBp: terms.lossRateBp,
          singleBetMinor: String(terms.singleBetMinor),
        }),
  });
}

interface KeptTerms {
  period?: string;
  tiers?: { rateBp: number; minimums: Record<string, string> }[];
  profitRateBp?: number;
  lossRateBp?: number;
  singleBetMinor?: string;
}

/** Terms read back from the database. */
export function keptTerms(value: unknown): Terms {
  const kept = value as KeptTerms;
  return {
    ...(kept.period === undefined ? {} : { period: kept.period }),
    ...(kept.tiers === undefined
      ? {}
      : {
          tiers: kept.tiers.map((tier) => ({
            rateBp: tier.rateBp,
            minimums: Object.fromEntries(
              Object.entries(tier.minimums).map(([figure, digits]) => [figure, BigInt(digits)]),
            ),
          })),
        }),
    ...(kept.singleBetMinor === undefined
      ? {}
      : {
          profitRateBp: kept.profitRateBp ?? 0,
          lossRateBp: kept.lossRateBp ?? 0,
          singleBetMinor: BigInt(kept.singleBetMinor),
        }),
  };
}

/** A tier on the wire: active members as a number, amounts as the currency's decimals. */
export function wireTier(tier: ContractTier, currency: string): WireTier {
  const { activeMembers, ...amounts } = tier.minimums;
  return {
    rateBp: tier.rateBp,
    ...(activeMembers === undefined ? {} : { activeMembers: Number(activeMembers) }),
    ...Object.fromEntries(
      Object.entries(amounts).map(([figure, value]) => [figure, wire(value, currency)]),
    ),
  };
}

export function wireTerms(terms: Terms, currency: string): ContractTerms {
  return {
    ...(terms.period === undefined ? {} : { period: terms.period as ContractTerms['period'] }),
    ...(terms.tiers === undefined
      ? {}
      : { tiers: terms.tiers.map((tier) => wireTier(tier, currency)) }),
    ...(terms.singleBetMinor === undefined
      ? {}
      : {
          profitRateBp: terms.profitRateBp ?? 0,
          lossRateBp: terms.lossRateBp ?? 0,
          singleBet: wire(terms.singleBetMinor, currency),
        }),
  };
}
