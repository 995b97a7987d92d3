import { randomBytes } from 'node:crypto';
import type {
  ReferralClaimAnswer,
  ReferralInvitee,
  ReferralInviteeStatus,
  ReferralQuery,
  ReferralReward,
  ReferralRewardsPage,
  ReferralRewardsQuery,
  ReferralSummary,
  Reward,
} from '@khela/contracts';
import type { Db, Executor } from '../../../db/database';
import { wire } from '../../../lib/amounts';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import type { RequestContext } from '../../../plugins/context';
import type { SignedInMember } from '../../../plugins/member-auth';
import { maskName } from '../../games';
import type { LedgerService, TurnoverService } from '../../money';
import { promotionsPurpose } from '../promotion/promotion.credit';
import type {
  ReferralInviteeRow,
  ReferralRepository,
  ReferralRewardRow,
} from './referral.repository';
import { referralCodeOf, rewardStatusAt, tierIndexOf } from './referral.rules';
import { walletBalance } from '../wallet-balance';

/** Tries at a fresh code when a drawn one is another member's (one in ~10^11 per member). */
const codeAttemptsMax = 5;

/** A friend's status as the member sees it. */
function inviteeStatus(row: ReferralInviteeRow): ReferralInviteeStatus {
  if (row.review === 'rejected') return 'rejected';
  if (row.review === 'flagged') return 'withheld';
  return row.qualifiedAt ? 'qualified' : 'registered';
}

function inviteeView(row: ReferralInviteeRow, currency: string): ReferralInvitee {
  return {
    username: maskName(row.username),
    registeredAt: row.createdAt.toISOString(),
    status: inviteeStatus(row),
    qualifiedAt: row.qualifiedAt?.toISOString() ?? null,
    earned: wire(row.earnedMinor, currency),
  };
}

function rewardView(row: ReferralRewardRow, currency: string, now: Date): ReferralReward {
  const amountMinor = BigInt(row.amountMinor);
  return {
    id: row.id,
    kind: row.kind,
    invitee: maskName(row.invitee),
    period: row.period,
    base: wire(row.baseMinor, currency),
    rate: row.rate,
    amount: wire(amountMinor, currency),
    turnover: wire(amountMinor * BigInt(row.turnoverMultiple), currency),
    status: rewardStatusAt(row, now),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    claimedAt: row.claimedAt?.toISOString() ?? null,
  };
}

/**
 * Referral: a member's personal code and link, the friends who registered with it (linked by a
 * trigger on registration), and the rewards their first deposits (a trigger on the credit) and
 * whole days of valid bets (accrued by the job and when the member looks) earn by the
 * merchant's tiers; each reward claimed once through the ledger (kind referral, from the house
 * promotions account) with the merchant's turnover multiple. Friends who share an address, a
 * mobile number or a device with the member have their rewards withheld until an operator
 * releases them.
 */
export function createReferralService(deps: {
  db: Db;
  repository: ReferralRepository;
  ledger: LedgerService;
  turnover: TurnoverService;
  clock: Clock;
  /** Random bytes for new codes (tests may fix them). */
  random?: (size: number) => Uint8Array;
}) {
  const { repository } = deps;
  const random = deps.random ?? ((size: number) => randomBytes(size));

  /** The member's code, made the first time it is asked for; never changes after. */
  async function codeOf(merchantId: string, memberId: string): Promise<string> {
    for (let attempt = 0; attempt < codeAttemptsMax; attempt += 1) {
      const known = await repository.codeOf(memberId);
      if (known) return known;
      const code = referralCodeOf(random(16));
      await repository.insertCode({ memberId, merchantId, code, at: deps.clock.now() });
    }
    const known = await repository.codeOf(memberId);
    if (!known) throw new Error('referral: no free code found');
    return known;
  }

  async function answerOf(
    executor: Executor,
    row: ReferralRewardRow,
    walletId: string,
    currency: string,
  ): Promise<ReferralClaimAnswer> {
    const balance = await walletBalance(executor, walletId);
    return {
      reward: rewardView(row, currency, deps.clock.now()),
      balance: wire(balance, currency),
    };
  }

  /**
   * Claims one reward of the member's once, under its row lock: the same request id again
   * answers the first claim; another claim of a claimed reward is refused.
   */
  async function claimReward(
    context: RequestContext,
    member: SignedInMember,
    id: string,
    requestId: string,
  ): Promise<ReferralClaimAnswer> {
    const { id: merchantId, currency } = context.merchant;
    const [houseId, walletId] = await Promise.all([
      deps.ledger.houseAccount(merchantId, promotionsPurpose, currency, member.id),
      deps.ledger.account({ merchantId, kind: 'player', memberId: member.id, currency }),
    ]);
    return deps.db.transaction().execute(async (trx) => {
      const row = await repository.lockReward(trx, merchantId, member.id, id);
      if (!row || row.status === 'rejected') throw new AppError('not_found');
      if (row.status === 'claimed') {
        if (row.requestId === requestId) return answerOf(trx, row, walletId, currency);
        throw new AppError('referral_reward_claimed');
      }
      if (row.status === 'withheld') throw new AppError('referral_reward_withheld');
      const now = deps.clock.now();
      if (rewardStatusAt(row, now) === 'expired') throw new AppError('referral_reward_expired');
      const amountMinor = BigInt(row.amountMinor);
      const key = `referral:${row.id}`;
      const moved = await deps.ledger.transfer(
        {
          merchantId,
          debitAccountId: houseId,
          creditAccountId: walletId,
          amountMinor,
          kind: 'referral',
          reference: key,
          idempotencyKey: key,
        },
        trx,
      );
      await deps.turnover.require(
        {
          merchantId,
          memberId: member.id,
          source: 'bonus',
          reference: key,
          requiredMinor: amountMinor * BigInt(row.turnoverMultiple),
        },
        trx,
      );
      await repository.markClaimed(trx, { id, requestId, transferId: moved.transferId, at: now });
      const claimed = { ...row, status: 'claimed' as const, requestId, claimedAt: now };
      return answerOf(trx, claimed, walletId, currency);
    });
  }

  return {
    /** The referral page: the code, the tiers and where the member is, figures, friends. */
    async summary(
      context: RequestContext,
      member: SignedInMember,
      page: ReferralQuery,
    ): Promise<ReferralSummary> {
      const { id: merchantId, currency } = context.merchant;
      const now = deps.clock.now();
      await repository.accrueBets(merchantId, member.id, now);
      const [code, settings, tiers, totals, invitees] = await Promise.all([
        codeOf(merchantId, member.id),
        repository.settings(merchantId),
        repository.tiers(merchantId),
        repository.totals(merchantId, member.id, now),
        repository.invitees(merchantId, member.id, page),
      ]);
      return {
        isOffered: settings?.isEnabled === true && tiers.length > 0,
        currency,
        code,
        registerPath: `/register?referralCode=${code}`,
        tiers: tiers.map((tier) => ({
          inviteesMin: tier.inviteesMin,
          firstDepositReward: wire(tier.firstDepositMinor, currency),
          betRate: tier.betRate,
        })),
        tierIndex: tierIndexOf(tiers, totals.qualified),
        qualifyDepositMin: wire(settings?.qualifyDepositMinor ?? '0', currency),
        turnoverMultiple: settings?.turnoverMultiple ?? 0,
        claimDays: settings?.claimDays ?? null,
        invitedCount: totals.invited,
        qualifiedCount: totals.qualified,
        claimable: wire(totals.claimableMinor, currency),
        claimableCount: totals.claimableCount,
        withheld: wire(totals.withheldMinor, currency),
        claimed: wire(totals.claimedMinor, currency),
        invitees: invitees.map((row) => inviteeView(row, currency)),
        totalPages: Math.ceil(totals.invited / page.pageSize),
      };
    },

    /** The member's rewards, claimable first. */
    async rewardsPage(
      context: RequestContext,
      member: SignedInMember,
      page: ReferralRewardsQuery,
    ): Promise<ReferralRewardsPage> {
      const { id: merchantId, currency } = context.merchant;
      const now = deps.clock.now();
      await repository.accrueBets(merchantId, member.id, now);
      const { rows, count } = await repository.rewards(merchantId, member.id, page, now);
      return {
        list: rows.map((row) => rewardView(row, currency, now)),
        totalPages: Math.ceil(count / page.pageSize),
      };
    },

    claimReward,

    /**
     * The reward centre's referral rewards: the claimable, then (withHistory) lately claimed or
     * expired. It only reads: the accrual of friends' bets takes the merchant's lock, which every
     * member's reward centre and badge would queue on; the job (every 15 minutes) and the
     * referral page accrue them, and bets are rewarded by whole days anyway.
     */
    async rewards(
      context: RequestContext,
      member: SignedInMember,
      withHistory: boolean,
    ): Promise<Reward[]> {
      const { id: merchantId, currency } = context.merchant;
      const now = deps.clock.now();
      const rows = await repository.centreRewards(merchantId, member.id, now, withHistory);
      return rows.map((row) => {
        const view = rewardView(row, currency, now);
        return {
          source: 'referral',
          id: row.id,
          kind: null,
          name: view.invitee,
          period: row.kind === 'bets' ? row.period : null,
          amount: view.amount,
          turnover: view.turnover,
          status:
            view.status === 'claimed' || view.status === 'expired' ? view.status : 'claimable',
          isClaimedHere: true,
          createdAt: view.createdAt,
          expiresAt: view.expiresAt,
          claimedAt: view.claimedAt,
        };
      });
    },

    /** The reward centre's claim of a referral reward. */
    async claim(context: RequestContext, member: SignedInMember, id: string, requestId: string) {
      if (!/^[0-9]{1,18}$/.test(id)) throw new AppError('not_found');
      const answer = await claimReward(context, member, id, requestId);
      const { amount, turnover } = answer.reward;
      return { amount, turnover, balance: answer.balance as string | null };
    },

    /** The scheduled accrual of every merchant's friends' bets of days ended. */
    async accrueAll(): Promise<number> {
      const now = deps.clock.now();
      let made = 0;
      for (const merchantId of await repository.merchantsWithSettings()) {
        made += await repository.accrueBets(merchantId, null, now);
      }
      return made;
    },
  };
}

export type ReferralService = ReturnType<typeof createReferralService>;
