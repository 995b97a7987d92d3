import { trialAccountType, type WalletBalance } from '@khela/contracts';
import { minor, toWire } from '@khela/money';
import type { LedgerService } from '../ledger/ledger.service';
import type { SignedInMember } from '../session/session.service';
import type { RequestContext } from '../system/system.service';

/** The member's wallet as the site shows it. */
export function createWalletService(deps: { ledger: LedgerService }) {
  return {
    /**
     * sumBalance: what the member can play with — the wallet, or a trial account's play money
     * (money held for a withdrawal is not in it).
     */
    async balance(context: RequestContext, member: SignedInMember): Promise<WalletBalance> {
      const currency = context.merchant.currency;
      const kind = member.isAgent === trialAccountType ? 'play_money' : 'player';
      const accounts = await deps.ledger.memberBalances(context.merchant.id, member.id);
      const account = accounts.find((row) => row.kind === kind && row.currency === currency);
      const amount = minor(BigInt(account?.balanceMinor ?? '0'));
      return { sumBalance: toWire(amount, currency), currency, isPlayMoney: kind === 'play_money' };
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
