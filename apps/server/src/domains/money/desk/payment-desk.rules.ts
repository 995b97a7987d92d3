import { createHash } from 'node:crypto';
import type {
  DeskChannel,
  DeskGateway,
  DeskMethod,
  PaymentDesk,
  UpdateWalletRules,
  WalletRules,
} from '@khela/contracts';
import { parseAmount, wire } from '../../../lib/amounts';
import { AppError } from '../../../lib/errors';
import { translatedFieldError } from '../../../lib/messages';
import type { DeskMerchantRow } from '../../platform';
import type { WalletService } from '../wallet/wallet.service';
import type { PaymentDeskRepository } from './payment-desk.repository';

type RulesRow = Awaited<ReturnType<WalletService['rules']>>;
type Rows<K extends keyof PaymentDeskRepository> = Awaited<ReturnType<PaymentDeskRepository[K]>>;

/** Where an automatic gateway posts its signed notices. */
function callbackPath(code: string): string {
  return `/wps/v2/deposit/gateways/${code}/callback`;
}

/** A secret's fingerprint: enough to tell two secrets apart, nothing to recover one from. */
export function fingerprintOf(secret: string): string {
  return createHash('sha256').update(secret).digest('hex').slice(0, 16);
}

/** A typed amount of the merchant's currency, in minor units. */
function amountOf(merchant: DeskMerchantRow, language: string, raw: string, path: string) {
  return parseAmount({ language, merchant }, raw, { path });
}

/** Min, max and chips of a channel, checked together: min ≤ chips ≤ max. */
export function channelAmounts(
  merchant: DeskMerchantRow,
  language: string,
  values: { min: string; max: string; chips: string[] },
) {
  const minMinor = amountOf(merchant, language, values.min, 'min');
  const maxMinor = amountOf(merchant, language, values.max, 'max');
  if (maxMinor < minMinor) {
    throw new AppError('validation_failed', {
      fields: [translatedFieldError(language, 'max', 'max_below_min')],
    });
  }
  const chips = values.chips.map((chip, index) =>
    amountOf(merchant, language, chip, `chips.${index}`),
  );
  const outside = chips.findIndex((chip) => chip < minMinor || chip > maxMinor);
  if (outside >= 0) {
    throw new AppError('validation_failed', {
      fields: [translatedFieldError(language, `chips.${outside}`, 'chip_outside_range')],
    });
  }
  const chipsMinor = [...new Set(chips)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    minMinor: String(minMinor),
    maxMinor: String(maxMinor),
    chipsMinor: chipsMinor.map(String),
  };
}

/**
 * The wallet rules as typed on the desk, in minor units; every maximum must be at least its
 * minimum (validation_failed about each that is not).
 */
export function rulesOf(merchant: DeskMerchantRow, language: string, input: UpdateWalletRules) {
  const amount = (path: keyof UpdateWalletRules) =>
    amountOf(merchant, language, String(input[path]), path);
  const values = {
    withdrawMin: amount('withdrawMin'),
    withdrawMax: amount('withdrawMax'),
    withdrawDailyMax: amount('withdrawDailyMax'),
    transferMin: amount('transferMin'),
    transferMax: amount('transferMax'),
    adjustmentDual: amount('adjustmentDual'),
  };
  const fields = [];
  if (values.withdrawMax < values.withdrawMin) {
    fields.push(translatedFieldError(language, 'withdrawMax', 'max_below_min'));
  }
  if (values.transferMax < values.transferMin) {
    fields.push(translatedFieldError(language, 'transferMax', 'max_below_min'));
  }
  if (fields.length > 0) throw new AppError('validation_failed', { fields });
  return {
    withdrawMinMinor: String(values.withdrawMin),
    withdrawMaxMinor: String(values.withdrawMax),
    withdrawDailyCountMax: input.withdrawDailyCountMax,
    withdrawDailyMaxMinor: String(values.withdrawDailyMax),
    depositTurnoverPercent: input.depositTurnoverPercent,
    receiptMinutes: input.receiptMinutes,
    payoutAccountsMax: input.payoutAccountsMax,
    transferMinMinor: String(values.transferMin),
    transferMaxMinor: String(values.transferMax),
    adjustmentDualMinor: String(values.adjustmentDual),
  };
}

/** The wallet rules as the desk shows them, amounts in the merchant's currency. */
export function toRules(merchant: DeskMerchantRow, row: RulesRow): WalletRules {
  const money = (value: string) => wire(value, merchant.currency);
  return {
    withdrawMin: money(row.withdrawMinMinor),
    withdrawMax: money(row.withdrawMaxMinor),
    withdrawDailyCountMax: row.withdrawDailyCountMax,
    withdrawDailyMax: money(row.withdrawDailyMaxMinor),
    depositTurnoverPercent: row.depositTurnoverPercent,
    receiptMinutes: row.receiptMinutes,
    payoutAccountsMax: row.payoutAccountsMax,
    transferMin: money(row.transferMinMinor),
    transferMax: money(row.transferMaxMinor),
    adjustmentDual: money(row.adjustmentDualMinor),
  };
}

/** A channel with its receiving accounts, as the desk shows it. */
function toChannel(
  merchant: DeskMerchantRow,
  row: Rows<'channels'>[number],
  accounts: Rows<'receivingAccounts'>,
): DeskChannel {
  const money = (value: string) => wire(value, merchant.currency);
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    min: money(row.minMinor),
    max: money(row.maxMinor),
    chips: row.chipsMinor.map(money),
    orderMinutes: row.orderMinutes,
    gatewayCode: row.gatewayCode,
    isEnabled: row.isEnabled,
    sortOrder: row.sortOrder,
    accounts: accounts
      .filter((account) => account.channelId === row.id)
      .map((account) => ({
        id: account.id,
        accountName: account.accountName,
        accountNumber: account.accountNumber,
        isEnabled: account.isEnabled,
        lastUsedAt: account.lastUsedAt ? new Date(account.lastUsedAt).toISOString() : null,
        openOrders: account.openOrders,
      })),
  };
}

/** A gateway as the desk shows it: its secret only by its fingerprint. */
function toGateway(row: Rows<'gateways'>[number]): DeskGateway {
  return {
    code: row.code,
    adapter: row.adapter as DeskGateway['adapter'],
    payUrl: row.payUrl,
    secretFingerprint: fingerprintOf(row.secret),
    isEnabled: row.isEnabled,
    callbackPath: callbackPath(row.code),
  };
}

/** One merchant's whole desk: methods with their channels and accounts, gateways, rules. */
export function toPaymentDesk(
  merchant: DeskMerchantRow,
  rows: {
    methods: Rows<'methods'>;
    channels: Rows<'channels'>;
    accounts: Rows<'receivingAccounts'>;
    gateways: Rows<'gateways'>;
    rules: RulesRow;
  },
): PaymentDesk {
  const toMethod = (row: Rows<'methods'>[number]): DeskMethod => ({
    id: row.id,
    code: row.code,
    name: row.name,
    kind: row.kind,
    iconUrl: row.iconUrl,
    isEnabled: row.isEnabled,
    allowsWithdrawal: row.allowsWithdrawal,
    sortOrder: row.sortOrder,
    channels: rows.channels
      .filter((channel) => channel.methodId === row.id)
      .map((channel) => toChannel(merchant, channel, rows.accounts)),
  });
  return {
    merchant: { code: merchant.code, name: merchant.name, currency: merchant.currency },
    methods: rows.methods.map(toMethod),
    gateways: rows.gateways.map(toGateway),
    rules: toRules(merchant, rows.rules),
  };
}
