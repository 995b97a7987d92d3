import {
  isAgentType,
  type DownlineTransferRequest,
  type TransferOverview,
  type TransferResult,
  type UplineTransferRequest,
} from '@khela/contracts';
import { parseAmount, wire } from '../../../lib/amounts';
import { AppError } from '../../../lib/errors';
import type { LedgerService } from '../ledger/ledger.service';
import type { SecurityService } from '../../identity';
import type { SignedInMember } from '../../../plugins/member-auth';
import type { RequestContext } from '../../../plugins/context';
import type { TurnoverService } from '../turnover/turnover.service';
import type { WalletService } from '../wallet/wallet.service';
import type { TransferRepository } from './transfer.repository';

const isAgent = (member: SignedInMember) => isAgentType(member.isAgent);

/**
 * Money between members: a member to the upline, an agent to a member of its own
 * tree. Both ask for the payment password, stay inside the merchant's transfer bounds, and
 * move once per idempotency key.
 */
export function createTransferService(deps: {
  repository: TransferRepository;
  ledger: LedgerService;
  security: SecurityService;
  wallet: WalletService;
  turnover: TurnoverService;
}) {
  async function send(
    context: RequestContext,
    member: SignedInMember,
    input: UplineTransferRequest,
    receiverId: string,
    kind: 'transfer_upline' | 'transfer_downline',
  ): Promise<TransferResult> {
    const merchantId = context.merchant.id;
    const currency = context.merchant.currency;
    const rules = await deps.wallet.rules(merchantId);
    const amountMinor = parseAmount(context, input.amount, {
      minMinor: BigInt(rules.transferMinMinor),
      maxMinor: BigInt(rules.transferMaxMinor),
    });
    await deps.security.checkPaymentPassword(context, member, input.paymentPassword);
    // Money that still owes bets cannot leave to another member (who could withdraw it).
    const turnover = await deps.turnover.status(merchantId, member.id);
    if (turnover.remainingMinor > 0n) {
      throw new AppError('transfer_turnover_unmet', {
        params: { remaining: wire(turnover.remainingMinor, currency) },
      });
    }
    const wallet = (memberId: string) =>
      deps.ledger.account({ merchantId, kind: 'player', memberId, currency });
    const moved = await deps.ledger.transfer({
      merchantId,
      debitAccountId: await wallet(member.id),
      creditAccountId: await wallet(receiverId),
      amountMinor,
      kind,
      reference: `member:${receiverId}`,
      idempotencyKey: `transfer:${member.id}:${input.idempotencyKey}`,
    });
    return { transferId: moved.transferId, balance: wire(moved.debitBalanceAfter, currency) };
  }

  return {
    async overview(context: RequestContext, member: SignedInMember): Promise<TransferOverview> {
      const merchantId = context.merchant.id;
      const currency = context.merchant.currency;
      const [rules, upline, profile, balance, downlineCount] = await Promise.all([
        deps.wallet.rules(merchantId),
        member.uplineId ? deps.repository.username(merchantId, member.uplineId) : undefined,
        deps.security.paymentProfile(context, member),
        deps.wallet.balance(context, member),
        isAgent(member) ? deps.repository.directDownlineCount(merchantId, member.id) : 0,
      ]);
      return {
        currency,
        balance: balance.sumBalance,
        upline: upline ? { username: upline.username } : null,
        isAgent: isAgent(member),
        downlineCount,
        hasPaymentPassword: profile.hasPaymentPassword,
        min: wire(rules.transferMinMinor, currency),
        max: wire(rules.transferMaxMinor, currency),
      };
    },

    /** transferUpline: to the agent above the member. */
    async toUpline(context: RequestContext, member: SignedInMember, input: UplineTransferRequest) {
      const upline = member.uplineId
        ? await deps.repository.username(context.merchant.id, member.uplineId)
        : undefined;
      if (!upline || upline.status !== 'active') throw new AppError('no_upline');
      return send(context, member, input, upline.id, 'transfer_upline');
    },

    /** An agent to a member anywhere below it in its own tree. */
    async toDownline(
      context: RequestContext,
      member: SignedInMember,
      input: DownlineTransferRequest,
    ) {
      if (!isAgent(member)) throw new AppError('not_an_agent');
      const merchantId = context.merchant.id;
      const receiver = await deps.repository.byUsername(merchantId, input.username.toLowerCase());
      const isBelow =
        receiver !== undefined &&
        receiver.id !== member.id &&
        receiver.status === 'active' &&
        (await deps.repository.isAbove(merchantId, member.id, receiver.id));
      if (!receiver || !isBelow) throw new AppError('not_in_downline');
      return send(context, member, input, receiver.id, 'transfer_downline');
    },
  };
}

export type TransferService = ReturnType<typeof createTransferService>;
