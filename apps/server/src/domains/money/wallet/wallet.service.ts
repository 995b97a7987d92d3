import {
  mainWalletCode,
  recordTypes,
  trialAccountType,
  type ContractKind,
  type ContractRequest,
  type MemberWallet,
  type RecordsQuery,
  type RecordType,
  type TransferResult,
  type WalletBalance,
  type WalletRecords,
  type WalletTransferRequest,
} from '@khela/contracts';
import { minor, toWire } from '@khela/money';
import { parseAmount, wire } from '../../../lib/amounts';
import { AppError } from '../../../lib/errors';
import { recordsRange } from '../../../lib/records-range';
import type { AccountKey, LedgerService } from '../ledger/ledger.service';
import type { SignedInMember } from '../../../plugins/member-auth';
import type { RequestContext } from '../../../plugins/context';
import type { WalletRepository } from './wallet.repository';

/** The ledger kinds behind each record type of the statement (transactionHistory). */
const recordKinds: Record<RecordType, string[]> = {
  deposit: ['deposit'],
  withdrawal: ['withdrawal_hold', 'withdrawal_return', 'withdrawal_refund'],
  transfer: ['transfer_upline', 'transfer_downline', 'vendor_transfer'],
  bet: ['bet', 'lottery_bet', 'bet_rollback', 'lottery_refund'],
  win: ['win', 'lottery_win', 'jackpot_win'],
  bonus: [
    'bonus',
    'rebate',
    'mission',
    'referral',
    'agent_dividend',
    'agent_daily_salary',
    'agent_hourly_salary',
    'agent_realtime_salary',
    'points_cash',
  ],
  adjustment: ['adjustment'],
};
const typeOfKind = new Map(
  recordTypes.flatMap((type) => recordKinds[type].map((kind) => [kind, type] as const)),
);
/** Transfer vendors change rarely; every instance re-reads them this often. */
const vendorCacheMs = 10_000;

/** The key of a member's main wallet in the ledger. */
function mainAccountKey(context: RequestContext, member: SignedInMember): AccountKey {
  return {
    merchantId: context.merchant.id,
    kind: 'player',
    memberId: member.id,
    currency: context.merchant.currency,
  };
}

/** The member's wallets as the site shows them: balance, statement, vendor wallets. */
/** The agent programme's requests waiting for a member, by kind of contract. */
export type ContractRequests = (
  context: RequestContext,
  member: SignedInMember,
) => Promise<Partial<Record<ContractKind, ContractRequest>>>;

const noRequests: Awaited<ReturnType<ContractRequests>> = {};

export function createWalletService(deps: {
  ledger: LedgerService;
  repository: WalletRepository;
  /** Absent: no agent programme (tests of money alone). */
  contractRequests?: ContractRequests;
}) {
  const vendorCache = new Map<
    string,
    { at: number; rows: Awaited<ReturnType<WalletRepository['transferVendors']>> }
  >();

  /** The cached transfer vendors while fresh, without waiting (a debit's hot path). */
  function cachedTransferVendors(merchantId: string) {
    const cached = vendorCache.get(merchantId);
    return cached && Date.now() - cached.at < vendorCacheMs ? cached.rows : undefined;
  }

  async function transferVendors(merchantId: string) {
    const cached = cachedTransferVendors(merchantId);
    if (cached) return cached;
    const rows = await deps.repository.transferVendors(merchantId);
    vendorCache.set(merchantId, { at: Date.now(), rows });
    return rows;
  }

  function mainAccount(context: RequestContext, member: SignedInMember) {
    return deps.ledger.account(mainAccountKey(context, member));
  }

  /** The main wallet, what is held for withdrawals, and each transfer vendor's wallet. */
  async function walletRows(context: RequestContext, member: SignedInMember) {
    const currency = context.merchant.currency;
    const [vendors, balances] = await Promise.all([
      transferVendors(context.merchant.id),
      deps.ledger.memberBalances(context.merchant.id, member.id),
    ]);
    const balanceOf = (kind: string, purpose = '') =>
      BigInt(
        balances.find(
          (row) => row.kind === kind && row.purpose === purpose && row.currency === currency,
        )?.balanceMinor ?? '0',
      );
    return [
      { code: mainWalletCode, name: 'main', kind: 'main' as const, minor: balanceOf('player') },
      { code: 'HELD', name: 'held', kind: 'held' as const, minor: balanceOf('pending_withdrawal') },
      ...vendors.map((vendor) => ({
        code: vendor.vassalage,
        name: vendor.displayName,
        kind: 'vendor' as const,
        minor: balanceOf('vendor_wallet', vendor.vassalage.toLowerCase()),
        status: vendor.status,
      })),
    ];
  }

  return {
    /** The merchant's wallet rules (limits, turnover share, receipt minutes, thresholds). */
    rules: deps.repository.rules,

    /** Replaces the merchant's wallet rules, inside the caller's transaction. */
    saveRules: deps.repository.saveRules,

    /** Every movement of a member's accounts, newest first (the back office's view). */
    memberLedger: deps.repository.memberLedger,

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

    /** The main wallet's statement between two days of the merchant's calendar. */
    async records(
      context: RequestContext,
      member: SignedInMember,
      query: RecordsQuery,
    ): Promise<WalletRecords> {
      const range = recordsRange(context, query.from, query.to);
      const currency = context.merchant.currency;
      const offset = (query.pageNo - 1) * query.pageSize;
      const rows = await deps.repository.records({
        accountId: await mainAccount(context, member),
        kinds: query.type ? recordKinds[query.type] : null,
        from: range.from,
        to: range.to,
        limit: query.pageSize,
        offset,
      });
      const totalCount = Number(rows[0]?.total ?? 0);
      return {
        list: rows.map((row) => ({
          id: row.id,
          time: new Date(row.createdAt).toISOString(),
          type: typeOfKind.get(row.kind) ?? 'adjustment',
          kind: row.kind,
          amount: wire(row.signedMinor, currency),
          balanceAfter: wire(row.balanceAfter, currency),
          reference: row.reference,
        })),
        totalCount,
        totalPages: Math.ceil(totalCount / query.pageSize),
        pageNo: query.pageNo,
      };
    },

    /** GCS_merchantWallet: the main wallet, what is held for withdrawals, each vendor wallet. */
    async wallets(context: RequestContext, member: SignedInMember): Promise<MemberWallet[]> {
      const rows = await walletRows(context, member);
      // A disabled vendor shows only while money is left in its wallet.
      const shown = rows.filter(
        (row) => !('status' in row) || row.status !== 'disabled' || row.minor > 0n,
      );
      return shown.map(({ minor: amount, ...row }) => ({
        status: 'active',
        ...row,
        balance: wire(amount, context.merchant.currency),
      }));
    },

    /**
     * GCS_walletTransfer: moves money between the main wallet and a transfer vendor's wallet,
     * once per idempotency key. A vendor under maintenance or disabled takes nothing in but
     * gives back what it holds.
     */
    async walletTransfer(
      context: RequestContext,
      member: SignedInMember,
      input: WalletTransferRequest,
    ): Promise<TransferResult> {
      const isDeposit = input.from === mainWalletCode;
      const vendorCode = isDeposit ? input.to : input.from;
      if (isDeposit === (input.to === mainWalletCode)) {
        throw new AppError('vendor_wallet_unavailable');
      }
      const vendors =
        cachedTransferVendors(context.merchant.id) ?? (await transferVendors(context.merchant.id));
      const vendor = vendors.find((row) => row.vassalage === vendorCode);
      if (!vendor || (isDeposit && vendor.status !== 'active')) {
        throw new AppError('vendor_wallet_unavailable');
      }
      const amountMinor = parseAmount(context, input.amount);
      // Known accounts are answered at once: a bet-sized debit waits only on its one statement.
      const mainKey = mainAccountKey(context, member);
      const vendorKey: AccountKey = {
        merchantId: context.merchant.id,
        kind: 'vendor_wallet',
        purpose: vendorCode.toLowerCase(),
        memberId: member.id,
        currency: context.merchant.currency,
      };
      const main = deps.ledger.knownAccount(mainKey) ?? (await deps.ledger.account(mainKey));
      const vendorWallet =
        deps.ledger.knownAccount(vendorKey) ?? (await deps.ledger.account(vendorKey));
      const moved = await deps.ledger.transfer({
        merchantId: context.merchant.id,
        debitAccountId: isDeposit ? main : vendorWallet,
        creditAccountId: isDeposit ? vendorWallet : main,
        amountMinor,
        kind: 'vendor_transfer',
        reference: `vendor:${vendorCode}`,
        idempotencyKey: `vendor:${member.id}:${input.idempotencyKey}`,
      });
      const mainAfter = isDeposit ? moved.debitBalanceAfter : moved.creditBalanceAfter;
      return { transferId: moved.transferId, balance: wire(mainAfter, context.merchant.currency) };
    },

    /** The member's funds in one answer; the agent programme's request types where it runs. */
    async consolidated(context: RequestContext, member: SignedInMember) {
      const currency = context.merchant.currency;
      const [rows, requests] = await Promise.all([
        walletRows(context, member),
        deps.contractRequests?.(context, member) ?? noRequests,
      ]);
      const total = (kind: string) =>
        rows.filter((row) => row.kind === kind).reduce((sum, row) => sum + row.minor, 0n);
      return {
        currency,
        main: wire(total('main'), currency),
        held: wire(total('held'), currency),
        vendors: wire(total('vendor'), currency),
        total: wire(total('main') + total('held') + total('vendor'), currency),
        // The agent programme's request waiting for the member's answer, per kind.
        dailysalreqtype: requests.daily_salary ?? null,
        divtypereq: requests.dividend ?? null,
        contracthoursalreq: requests.hourly_salary ?? null,
        realtimesalreqtype: requests.realtime_salary ?? null,
      };
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
