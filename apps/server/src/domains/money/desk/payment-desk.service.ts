import { createHash } from 'node:crypto';
import type {
  CreateChannel,
  CreateGateway,
  CreateMethod,
  CreateReceivingAccount,
  DeskChannel,
  DeskGateway,
  DeskMethod,
  OperatorRole,
  PaymentDesk,
  UpdateChannel,
  UpdateGateway,
  UpdateMethod,
  UpdateReceivingAccount,
  UpdateWalletRules,
  WalletRules,
} from '@khela/contracts';
import type { Db } from '../../../db/database';
import { parseAmount, wire } from '../../../lib/amounts';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import { translatedFieldError } from '../../../lib/messages';
import type { Executor } from '../../../db/database';
import { changesOf, createDeskAccess, type DeskLog, type TakenRefusal } from '../../platform';
import type { DeskMerchantRow, OpsService } from '../../platform';
import type { OperatorScope } from '../../../plugins/operator-auth';
import type { WalletService } from '../wallet/wallet.service';
import type { PaymentDeskRepository } from './payment-desk.repository';

/** Who sets up methods, channels, gateways and wallet rules: they decide where money goes. */
export const paymentSetupRoles = ['owner', 'admin'] as const satisfies readonly OperatorRole[];
/** Who sees the desk and adds or pauses receiving accounts (finance rotates its wallets). */
export const paymentDeskRoles = [
  'owner',
  'admin',
  'finance',
] as const satisfies readonly OperatorRole[];

/** Where an automatic gateway posts its signed notices. */
function callbackPath(code: string): string {
  return `/wps/v2/deposit/gateways/${code}/callback`;
}

/** A secret's fingerprint: enough to tell two secrets apart, nothing to recover one from. */
function fingerprintOf(secret: string): string {
  return createHash('sha256').update(secret).digest('hex').slice(0, 16);
}

/**
 * The operators' payment desk: how players of a merchant pay in (methods, channels with their
 * limits and chips, the receiving accounts a channel rotates among, automatic gateways) and
 * the merchant's wallet rules. Every change is logged with its operator in the same
 * transaction; there is no delete — a method, channel or account is switched off, and orders
 * already open keep the account they showed.
 */
export function createPaymentDeskService(deps: {
  db: Db;
  repository: PaymentDeskRepository;
  wallet: Pick<WalletService, 'rules' | 'saveRules'>;
  ops: OpsService;
  clock: Clock;
}) {
  const { repository } = deps;

  const access = createDeskAccess(deps);
  const { merchantOf } = access;

  /** Runs a change and its log line in one transaction; a duplicate code becomes `taken`. */
  function change(
    actor: OperatorScope,
    merchant: DeskMerchantRow,
    log: DeskLog,
    work: (trx: Executor) => Promise<void>,
    taken: TakenRefusal = { code: 'payment_code_taken', field: 'code' },
  ): Promise<void> {
    return access.change(actor, merchant.id, log, work, taken);
  }

  /** A typed amount of the merchant's currency, in minor units. */
  function amountOf(merchant: DeskMerchantRow, language: string, raw: string, path: string) {
    return parseAmount({ language, merchant }, raw, { path });
  }

  /** Min, max and chips of a channel, checked together: min ≤ chips ≤ max. */
  function channelAmounts(
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

  async function gatewayIdOf(
    merchant: DeskMerchantRow,
    language: string,
    code: string | null | undefined,
  ): Promise<string | null | undefined> {
    if (code === undefined || code === null) return code;
    const found = await repository.gatewayId(merchant.id, code);
    if (!found) {
      throw new AppError('validation_failed', {
        fields: [translatedFieldError(language, 'gatewayCode', 'gateway_unknown')],
      });
    }
    return found.id;
  }

  function toRules(
    merchant: DeskMerchantRow,
    row: Awaited<ReturnType<WalletService['rules']>>,
  ): WalletRules {
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

  return {
    /** Everything of one merchant's desk: methods with channels and accounts, gateways, rules. */
    async desk(
      actor: OperatorScope,
      code: string | undefined,
      language: string,
    ): Promise<PaymentDesk> {
      const merchant = await merchantOf(actor, code, language, paymentDeskRoles);
      const [methods, channels, accounts, gateways, rules] = await Promise.all([
        repository.methods(merchant.id),
        repository.channels(merchant.id),
        repository.receivingAccounts(merchant.id),
        repository.gateways(merchant.id),
        deps.wallet.rules(merchant.id),
      ]);
      const money = (value: string) => wire(value, merchant.currency);
      const toChannel = (row: (typeof channels)[number]): DeskChannel => ({
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
      });
      const toMethod = (row: (typeof methods)[number]): DeskMethod => ({
        id: row.id,
        code: row.code,
        name: row.name,
        kind: row.kind,
        iconUrl: row.iconUrl,
        isEnabled: row.isEnabled,
        allowsWithdrawal: row.allowsWithdrawal,
        sortOrder: row.sortOrder,
        channels: channels.filter((channel) => channel.methodId === row.id).map(toChannel),
      });
      const toGateway = (row: (typeof gateways)[number]): DeskGateway => ({
        code: row.code,
        adapter: row.adapter as DeskGateway['adapter'],
        payUrl: row.payUrl,
        secretFingerprint: fingerprintOf(row.secret),
        isEnabled: row.isEnabled,
        callbackPath: callbackPath(row.code),
      });
      return {
        merchant: { code: merchant.code, name: merchant.name, currency: merchant.currency },
        methods: methods.map(toMethod),
        gateways: gateways.map(toGateway),
        rules: toRules(merchant, rules),
      };
    },

    async createMethod(
      actor: OperatorScope,
      code: string | undefined,
      input: CreateMethod,
      language: string,
    ): Promise<void> {
      const merchant = await merchantOf(actor, code, language, paymentSetupRoles);
      const values = { ...input, iconUrl: input.iconUrl ?? null };
      await change(
        actor,
        merchant,
        { action: 'payment_method_create', target: `payment_method:${input.code}`, detail: values },
        async (trx) => {
          await repository.insertMethod(trx, { merchantId: merchant.id, ...values });
        },
      );
    },

    async updateMethod(
      actor: OperatorScope,
      code: string | undefined,
      id: string,
      input: UpdateMethod,
      language: string,
    ): Promise<void> {
      const merchant = await merchantOf(actor, code, language, paymentSetupRoles);
      const before = await repository.method(merchant.id, id);
      if (!before) throw new AppError('not_found');
      await change(
        actor,
        merchant,
        {
          action: 'payment_method_update',
          target: `payment_method:${before.code}`,
          detail: changesOf(before, input),
        },
        (trx) => repository.updateMethod(trx, { merchantId: merchant.id, id }, input),
      );
    },

    async createChannel(
      actor: OperatorScope,
      code: string | undefined,
      methodId: string,
      input: CreateChannel,
      language: string,
    ): Promise<void> {
      const merchant = await merchantOf(actor, code, language, paymentSetupRoles);
      const method = await repository.method(merchant.id, methodId);
      if (!method) throw new AppError('not_found');
      const amounts = channelAmounts(merchant, language, input);
      const gatewayId = (await gatewayIdOf(merchant, language, input.gatewayCode)) ?? null;
      const values = {
        code: input.code,
        name: input.name,
        ...amounts,
        orderMinutes: input.orderMinutes,
        gatewayId,
        sortOrder: input.sortOrder,
      };
      await change(
        actor,
        merchant,
        {
          action: 'payment_channel_create',
          target: `payment_channel:${method.code}/${input.code}`,
          detail: { ...values, gatewayCode: input.gatewayCode },
        },
        async (trx) => {
          await repository.insertChannel(trx, { merchantId: merchant.id, methodId, ...values });
        },
      );
    },

    async updateChannel(
      actor: OperatorScope,
      code: string | undefined,
      id: string,
      input: UpdateChannel,
      language: string,
    ): Promise<void> {
      const merchant = await merchantOf(actor, code, language, paymentSetupRoles);
      const before = await repository.channel(merchant.id, id);
      if (!before) throw new AppError('not_found');
      const money = (value: string) => wire(value, merchant.currency);
      const hasAmounts = [input.min, input.max, input.chips].some((value) => value !== undefined);
      const amounts = hasAmounts
        ? channelAmounts(merchant, language, {
            min: input.min ?? money(before.minMinor),
            max: input.max ?? money(before.maxMinor),
            chips: input.chips ?? before.chipsMinor.map(money),
          })
        : undefined;
      const gatewayId = await gatewayIdOf(merchant, language, input.gatewayCode);
      const values = {
        name: input.name,
        ...amounts,
        orderMinutes: input.orderMinutes,
        gatewayId,
        isEnabled: input.isEnabled,
        sortOrder: input.sortOrder,
      };
      const detail = changesOf(before, values);
      await change(
        actor,
        merchant,
        { action: 'payment_channel_update', target: `payment_channel:${id}`, detail },
        (trx) => repository.updateChannel(trx, { merchantId: merchant.id, id }, values),
      );
    },

    async createReceivingAccount(
      actor: OperatorScope,
      code: string | undefined,
      channelId: string,
      input: CreateReceivingAccount,
      language: string,
    ): Promise<void> {
      const merchant = await merchantOf(actor, code, language, paymentDeskRoles);
      const channel = await repository.channel(merchant.id, channelId);
      if (!channel) throw new AppError('not_found');
      await change(
        actor,
        merchant,
        {
          action: 'receiving_account_create',
          target: `payment_channel:${channelId}`,
          detail: input,
        },
        async (trx) => {
          await repository.insertReceivingAccount(trx, {
            merchantId: merchant.id,
            channelId,
            ...input,
          });
        },
        { code: 'receiving_account_taken', field: 'accountNumber' },
      );
    },

    async updateReceivingAccount(
      actor: OperatorScope,
      code: string | undefined,
      id: string,
      input: UpdateReceivingAccount,
      language: string,
    ): Promise<void> {
      const merchant = await merchantOf(actor, code, language, paymentDeskRoles);
      const before = await repository.receivingAccount(merchant.id, id);
      if (!before) throw new AppError('not_found');
      await change(
        actor,
        merchant,
        {
          action: 'receiving_account_update',
          target: `receiving_account:${id}`,
          detail: { accountNumber: before.accountNumber, ...changesOf(before, input) },
        },
        (trx) => repository.updateReceivingAccount(trx, { merchantId: merchant.id, id }, input),
      );
    },

    async createGateway(
      actor: OperatorScope,
      code: string | undefined,
      input: CreateGateway,
      language: string,
    ): Promise<void> {
      const merchant = await merchantOf(actor, code, language, paymentSetupRoles);
      await change(
        actor,
        merchant,
        {
          action: 'payment_gateway_create',
          target: `payment_gateway:${input.code}`,
          detail: {
            adapter: input.adapter,
            payUrl: input.payUrl,
            secretFingerprint: fingerprintOf(input.secret),
          },
        },
        (trx) => repository.insertGateway(trx, { merchantId: merchant.id, ...input }),
      );
    },

    async updateGateway(
      actor: OperatorScope,
      code: string | undefined,
      gatewayCode: string,
      input: UpdateGateway,
      language: string,
    ): Promise<void> {
      const merchant = await merchantOf(actor, code, language, paymentSetupRoles);
      const before = await repository.gateway(merchant.id, gatewayCode);
      if (!before) throw new AppError('not_found');
      const detail = {
        ...changesOf(before, { payUrl: input.payUrl, isEnabled: input.isEnabled }),
        ...(input.secret !== undefined
          ? {
              secretFingerprint: {
                from: fingerprintOf(before.secret),
                to: fingerprintOf(input.secret),
              },
            }
          : {}),
      };
      await change(
        actor,
        merchant,
        { action: 'payment_gateway_update', target: `payment_gateway:${gatewayCode}`, detail },
        (trx) =>
          repository.updateGateway(trx, { merchantId: merchant.id, code: gatewayCode }, input),
      );
    },

    /** Replaces the wallet rules; every maximum must be at least its minimum. */
    async saveRules(
      actor: OperatorScope,
      code: string | undefined,
      input: UpdateWalletRules,
      language: string,
    ): Promise<WalletRules> {
      const merchant = await merchantOf(actor, code, language, paymentSetupRoles);
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
      const before = await deps.wallet.rules(merchant.id);
      const rules = {
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
      await change(
        actor,
        merchant,
        { action: 'wallet_rules_update', target: 'wallet_rules', detail: changesOf(before, rules) },
        (trx) => deps.wallet.saveRules(trx, merchant.id, rules, deps.clock.now()),
      );
      return toRules(merchant, await deps.wallet.rules(merchant.id));
    },
  };
}

export type PaymentDeskService = ReturnType<typeof createPaymentDeskService>;
