import type { PromotionCredit } from '@khela/contracts';
import type { Db } from '../../../db/database';
import { wire } from '../../../lib/amounts';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import type { SignedInMember } from '../../../plugins/member-auth';
import type { RequestContext } from '../../../plugins/context';
import type { BonusCredit } from './promotion.credit';
import type { PromotionLookup } from './promotion.lookup';
import type { PromotionRepository } from './promotion.repository';
import { bonusFor, prizeIndexFor, turnoverFor } from './promotion.rules';
import { entryOf, namesByLanguage, type EntryRow, type PromotionRow } from './promotion.view';

/**
 * The bonuses paid at once, without review: a claim (fixed, or a share of the qualifying
 * deposit) and the raffle (a weighted draw). Each pays once per member and promotion.
 */
export function createInstantBonuses(deps: {
  db: Db;
  repository: PromotionRepository;
  credit: BonusCredit;
  clock: Clock;
  lookup: PromotionLookup;
  /** A whole number in [0, max): the raffle's draw. */
  random: (max: number) => number;
}) {
  const { repository, lookup } = deps;

  /** Pays an instant bonus (claim or raffle) and records the entry, all or nothing. */
  async function payNow(
    context: RequestContext,
    member: SignedInMember,
    promotion: PromotionRow,
    values: { bonusMinor: bigint; depositMinor: bigint | null; status: 'claimed' | 'joined' },
  ): Promise<PromotionCredit> {
    const merchantId = context.merchant.id;
    const currency = context.merchant.currency;
    const turnoverMinor = turnoverFor(values.bonusMinor, promotion.turnoverMultiple);
    const [accounts, texts] = await Promise.all([
      deps.credit.accounts(merchantId, member.id, currency),
      repository.texts([promotion.id]),
    ]);
    const now = deps.clock.now();
    const pay = () =>
      deps.db.transaction().execute(async (trx) => {
        const paid = await deps.credit.pay(trx, accounts, {
          merchantId,
          memberId: member.id,
          promotionId: promotion.id,
          bonusMinor: values.bonusMinor,
        });
        // The ledger key names member and promotion: a repeat means this bonus was paid before,
        // and another amount under it (a new raffle draw, a bigger deposit since) is the same
        // bonus asked for again.
        if (paid.kind !== 'paid') throw new AppError('promotion_taken');
        const entry = await repository.insertEntry(trx, {
          merchantId,
          promotionId: promotion.id,
          memberId: member.id,
          status: values.status,
          remark: '',
          currency,
          depositMinor: values.depositMinor?.toString() ?? null,
          bonusMinor: values.bonusMinor.toString(),
          turnoverMinor: turnoverMinor.toString(),
          transferId: paid.transferId,
          createdAt: now,
        });
        if (entry.kind === 'taken') throw new AppError('promotion_taken');
        await deps.credit.follow(trx, {
          merchantId,
          memberId: member.id,
          entryId: entry.id,
          bonusMinor: values.bonusMinor,
          turnoverMinor,
          currency,
          promotionName: namesByLanguage(texts, promotion.id),
          kind: 'promotion_credited',
        });
        return entry.id;
      });
    let row: EntryRow | undefined;
    try {
      row = await repository.entry(await pay(), merchantId, member.id);
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'promotion_taken')) throw error;
      // Paid before: a retry, or a copy that raced the first, is told what the first was.
      const [earlier] = await repository.latestEntries(merchantId, member.id, [promotion.id]);
      if (earlier?.transferId === null || earlier?.status !== values.status) throw error;
      row = earlier;
    }
    if (!row) throw new Error(`promotion ${promotion.id} lost its entry`);
    return { entry: entryOf(row), ...creditOf(row), currency };
  }

  /** The bonus and turnover an entry recorded. */
  function creditOf(row: EntryRow) {
    return {
      bonus: wire(row.bonusMinor ?? '0', row.currency),
      turnover: wire(row.turnoverMinor ?? '0', row.currency),
    };
  }

  return {
    /** Claims an instant bonus: fixed, or a share of the qualifying deposit since the start. */
    async claim(
      context: RequestContext,
      member: SignedInMember,
      id: string,
    ): Promise<PromotionCredit> {
      const promotion = await lookup.published(context, id);
      lookup.requireOpen(promotion, ['claim']);
      const { depositMinor } = await lookup.depositState(context.merchant.id, member.id, promotion);
      const bonusMinor = bonusFor(promotion, depositMinor);
      if (bonusMinor === null) {
        throw new AppError('promotion_no_deposit', {
          params: { min: wire(promotion.depositMinMinor ?? '0', context.merchant.currency) },
        });
      }
      return payNow(context, member, promotion, { bonusMinor, depositMinor, status: 'claimed' });
    },

    /** MCS2_claimRafflePromotion: one draw per member among the prizes, by weight. */
    async raffle(
      context: RequestContext,
      member: SignedInMember,
      id: string,
    ): Promise<PromotionCredit> {
      const promotion = await lookup.published(context, id);
      lookup.requireOpen(promotion, ['raffle']);
      const total = promotion.prizeWeights.reduce((sum, weight) => sum + weight, 0);
      const index = prizeIndexFor(promotion.prizeWeights, deps.random(total));
      const prize = promotion.prizesMinor[index];
      if (prize === undefined) throw new Error(`raffle ${id} has no prize ${index}`);
      return payNow(context, member, promotion, {
        bonusMinor: BigInt(prize),
        depositMinor: null,
        status: 'joined',
      });
    },
  };
}
