import { roleTable } from '@khela/contracts';
import type {
  CreateChannel,
  CreateGateway,
  CreateMethod,
  CreateReceivingAccount,
  PaymentDesk,
  UpdateChannel,
  UpdateGateway,
  UpdateMethod,
  UpdateReceivingAccount,
  UpdateWalletRules,
  WalletRules,
} from '@khela/contracts';
import type { Db, Executor } from '../../../db/database';
import { wire } from '../../../lib/amounts';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import { translatedFieldError } from '../../../lib/messages';
import type { OperatorScope } from '../../../plugins/operator-auth';
import { changesOf, createDeskAccess, type DeskLog, type TakenRefusal } from '../../platform';
import type { DeskMerchantRow, OpsService } from '../../platform';
import type { WalletService } from '../wallet/wallet.service';
import type { PaymentDeskRepository } from './payment-desk.repository';
import {
  channelAmounts,
  fingerprintOf,
  rulesOf,
  toPaymentDesk,
  toRules,
} from './payment-desk.rules';

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

  return {
    /** Everything of one merchant's desk: methods with channels and accounts, gateways, rules. */
    async desk(
      actor: OperatorScope,
      code: string | undefined,
      language: string,
    ): Promise<PaymentDesk> {
      const merchant = await merchantOf(actor, code, language, roleTable.paymentDesk);
      const [methods, channels, accounts, gateways, rules] = await Promise.all([
        repository.methods(merchant.id),
        repository.channels(merchant.id),
        repository.receivingAccounts(merchant.id),
        repository.gateways(merchant.id),
        deps.wallet.rules(merchant.id),
      ]);
      return toPaymentDesk(merchant, { methods, channels, accounts, gateways, rules });
    },

    async createMethod(
      actor: OperatorScope,
      code: string | undefined,
      input: CreateMethod,
      language: string,
    ): Promise<void> {
      const merchant = await merchantOf(actor, code, language, roleTable.paymentSetup);
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
      const merchant = await merchantOf(actor, code, language, roleTable.paymentSetup);
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
      const merchant = await merchantOf(actor, code, language, roleTable.paymentSetup);
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
      const merchant = await merchantOf(actor, code, language, roleTable.paymentSetup);
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
      const merchant = await merchantOf(actor, code, language, roleTable.paymentDesk);
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
      const merchant = await merchantOf(actor, code, language, roleTable.paymentDesk);
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
      const merchant = await merchantOf(actor, code, language, roleTable.paymentSetup);
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
      const merchant = await merchantOf(actor, code, language, roleTable.paymentSetup);
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
      const merchant = await merchantOf(actor, code, language, roleTable.paymentSetup);
      const rules = rulesOf(merchant, language, input);
      const before = await deps.wallet.rules(merchant.id);
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
