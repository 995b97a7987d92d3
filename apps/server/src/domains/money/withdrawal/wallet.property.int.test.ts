import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fixedClock } from '../../../../test/app';
import { createTestDatabase } from '../../../../test/database';
import { signInToken } from '../../../../test/envelope';
import {
  createMember,
  createMerchant,
  setPaymentPassword,
  signInOperator,
  createDepositChannel,
} from '../../../../test/factories';
import type { Db } from '../../../db/database';
import { createLedgerRepository } from '../ledger/ledger.repository';
import { createLedgerService } from '../ledger/ledger.service';
import { verifyLedger } from '../ledger/ledger.verify';

let db: Db;
let drop: () => Promise<void>;
let app: FastifyInstance;
let host: string;
let merchantId: string;
let channelId: string;
let finance: string;
const players: { id: string; token: string; accountId: string }[] = [];
const clock = fixedClock('2026-11-22T10:00:00Z');

/**
 * Random sequences of the wallet's operations through the real API — deposits approved by
 * finance, bets and wins (as a game would book them), withdrawals with their approval,
 * rejection, disbursement and receipt, transfers to the upline — each now and then repeated
 * with its idempotency key. A model of every balance must match, and every ledger invariant
 * (including: what is held equals the withdrawals waiting) must hold.
 */
beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  ({ app } = await createTestApp(db, { clock }));
  const merchant = await createMerchant(db);
  merchantId = merchant.id;
  host = merchant.domain!;
  await db
    .insertInto('walletRules')
    .values({
      merchantId,
      withdrawMinMinor: '1',
      withdrawDailyCountMax: 1000,
      withdrawDailyMaxMinor: '100000000000',
      depositTurnoverPercent: 0,
      transferMinMinor: '1',
    })
    .execute();
  channelId = await createDepositChannel(db, merchantId, { minMinor: '1', maxMinor: '10000000' });
  finance = (await signInOperator(app, db, { merchantId, username: 'cashier', role: 'finance' }))
    .token;
  let uplineId: string | null = null;
  for (const username of ['agent', 'player1', 'player2']) {
    const { id } = await createMember(db, merchantId, { username, password: 'secret123' });
    await db
      .updateTable('members')
      .set({ uplineId, payeeName: 'Same Name' })
      .where('id', '=', id)
      .execute();
    uplineId = uplineId ?? id;
    await setPaymentPassword(db, id, 'pay-456');
    const token = await signInToken(app, host, username, 'secret123');
    const account = await app.inject({
      method: 'POST',
      url: '/wps/v2/withdraw/accounts',
      headers: { host, authorization: token },
      payload: {
        methodCode: 'bkash',
        accountName: 'Same Name',
        accountNumber: `0171${players.length}000000`,
        paymentPassword: 'pay-456',
      },
    });
    players.push({ id, token, accountId: account.json().value.id });
  }
});
afterAll(async () => {
  await app.close();
  await drop();
});

const call = (player: number, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({
    method,
    url,
    headers: { host, authorization: players[player]!.token },
    ...(payload ? { payload } : {}),
  });
const ops = (url: string, payload?: object) =>
  app.inject({
    method: 'POST',
    url,
    headers: { authorization: finance },
    ...(payload ? { payload } : {}),
  });
const toMinor = (wire: string) => BigInt(wire.replace('.', ''));
const toWire = (amount: bigint) => `${amount / 100n}.${String(amount % 100n).padStart(2, '0')}`;

describe('wallet operations keep every invariant', () => {
  it('over random sequences of deposits, bets, wins, withdrawals, transfers and repeats', async () => {
    const ledger = createLedgerService({ repository: createLedgerRepository(db) });
    const games = await ledger.houseAccount(merchantId, 'games', 'BDT');
    const wallet = (index: number) =>
      ledger.account({ merchantId, kind: 'player', memberId: players[index]!.id, currency: 'BDT' });
    let serial = 0;
    const player = fc.integer({ min: 0, max: 2 });
    const amount = fc.bigInt(1n, 300_000n);
    const operation = fc.oneof(
      fc.record({ kind: fc.constant('deposit' as const), player, amount }),
      fc.record({ kind: fc.constant('bet' as const), player, amount }),
      fc.record({ kind: fc.constant('win' as const), player, amount }),
      fc.record({ kind: fc.constant('withdraw' as const), player, amount }),
      fc.record({
        kind: fc.constant('upline' as const),
        player: fc.integer({ min: 1, max: 2 }),
        amount,
      }),
      fc.record({
        kind: fc.constantFrom('approve' as const, 'reject' as const, 'disburse' as const),
        pick: fc.nat(),
      }),
      fc.record({
        kind: fc.constant('receipt' as const),
        pick: fc.nat(),
        outcome: fc.constantFrom('received', 'partially_received', 'not_received'),
        refund: fc.boolean(),
      }),
      fc.record({ kind: fc.constant('repeat' as const), pick: fc.nat() }),
    );
    const balances = new Map<number, bigint>();
    const held = new Map<number, bigint>();
    const add = (map: Map<number, bigint>, index: number, delta: bigint) =>
      map.set(index, (map.get(index) ?? 0n) + delta);
    const withdrawals: { id: string; player: number; amount: bigint; status: string }[] = [];
    const repeatable: (() => Promise<void>)[] = [];

    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 12 }), async (operations) => {
        for (const op of operations) {
          serial += 1;
          const step = serial;
          if (op.kind === 'deposit') {
            const order = (
              await call(op.player, 'POST', '/wps/v2/deposit/orders', {
                channelId,
                amount: toWire(op.amount),
                idempotencyKey: `deposit-${step}`,
              })
            ).json().value;
            await call(op.player, 'POST', `/wps/v2/deposit/orders/${order.id}/submit`, {
              trxId: `TRX${String(step).padStart(6, '0')}`,
              payingNumber: '01711111111',
            });
            expect((await ops(`/ops/api/deposits/${order.id}/approve`)).json().success).toBe(true);
            add(balances, op.player, op.amount);
          } else if (op.kind === 'bet' || op.kind === 'win') {
            const isBet = op.kind === 'bet';
            const book = async () => {
              const from = isBet ? await wallet(op.player) : games;
              const to = isBet ? games : await wallet(op.player);
              return ledger.transfer({
                merchantId,
                debitAccountId: from,
                creditAccountId: to,
                amountMinor: op.amount,
                kind: op.kind,
                idempotencyKey: `round-${step}`,
              });
            };
            const canAfford = !isBet || (balances.get(op.player) ?? 0n) >= op.amount;
            const booked = await book().then(
              () => true,
              (error: { code?: string }) => {
                expect(error.code).toBe('insufficient_balance');
                return false;
              },
            );
            expect(booked).toBe(canAfford);
            if (booked) {
              add(balances, op.player, isBet ? -op.amount : op.amount);
              repeatable.push(async () => {
                expect((await book()).isRepeat).toBe(true);
              });
            }
          } else if (op.kind === 'withdraw' || op.kind === 'upline') {
            const isWithdraw = op.kind === 'withdraw';
            const send = () =>
              isWithdraw
                ? call(op.player, 'POST', '/wps/v2/withdraw/requests', {
                    accountId: players[op.player]!.accountId,
                    amount: toWire(op.amount),
                    paymentPassword: 'pay-456',
                    idempotencyKey: `withdraw-${step}`,
                  })
                : call(op.player, 'POST', '/wps/v2/transfer/upline', {
                    amount: toWire(op.amount),
                    paymentPassword: 'pay-456',
                    idempotencyKey: `upline-${step}`,
                  });
            const answer = (await send()).json();
            const canAfford = (balances.get(op.player) ?? 0n) >= op.amount;
            expect(answer.success ? true : answer.code).toBe(
              canAfford ? true : 'insufficient_balance',
            );
            if (!answer.success) continue;
            add(balances, op.player, -op.amount);
            if (isWithdraw) {
              add(held, op.player, op.amount);
              withdrawals.push({
                id: answer.value.id,
                player: op.player,
                amount: op.amount,
                status: 'pending',
              });
            } else {
              add(balances, 0, op.amount);
            }
            const first = JSON.stringify(answer.value.transferId ?? answer.value.id);
            repeatable.push(async () => {
              const again = (await send()).json().value;
              expect(JSON.stringify(again.transferId ?? again.id)).toBe(first);
            });
          } else if (op.kind === 'repeat') {
            await repeatable[op.pick % Math.max(1, repeatable.length)]?.();
          } else {
            const target = withdrawals[op.pick % Math.max(1, withdrawals.length)];
            if (!target) continue;
            if (op.kind === 'receipt') {
              const fields: Record<string, string> = { outcome: op.outcome };
              if (op.outcome === 'partially_received')
                fields.receivedAmount = toWire(target.amount / 2n);
              const form = new URLSearchParams(fields);
              const answer = (
                await app.inject({
                  method: 'POST',
                  url: `/wps/v2/withdraw/requests/${target.id}/receipt`,
                  headers: { host, authorization: players[target.player]!.token },
                  payload: Object.fromEntries(form),
                })
              ).json();
              const needsProof = op.outcome === 'not_received';
              const isPartialPossible = op.outcome !== 'partially_received' || target.amount >= 2n;
              const isOpen = target.status === 'disbursed';
              if (!isOpen) {
                expect(answer.success).toBe(false);
                continue;
              }
              if (needsProof || !isPartialPossible) {
                expect(answer.success).toBe(false);
                continue;
              }
              expect(answer.value.status).toBe(op.outcome);
              target.status = op.outcome;
              if (op.outcome === 'partially_received') {
                const resolved = (
                  await ops(`/ops/api/withdrawals/${target.id}/resolve`, {
                    resolution: op.refund ? 'refunded' : 'paid_confirmed',
                    note: 'checked',
                  })
                ).json();
                expect(resolved.success).toBe(true);
                if (op.refund) add(balances, target.player, target.amount - target.amount / 2n);
                target.status = 'resolved';
              }
              continue;
            }
            const allowed: Record<string, string[]> = {
              approve: ['pending'],
              reject: ['pending', 'approved'],
              disburse: ['approved'],
            };
            const answer = (
              await ops(
                `/ops/api/withdrawals/${target.id}/${op.kind}`,
                op.kind === 'reject'
                  ? { reason: 'random' }
                  : op.kind === 'disburse'
                    ? { payoutReference: `P${step}` }
                    : undefined,
              )
            ).json();
            const isAllowed = allowed[op.kind]!.includes(target.status);
            expect(answer.success ? true : answer.code).toBe(
              isAllowed ? true : 'withdrawal_closed',
            );
            if (!isAllowed) continue;
            if (op.kind === 'reject') {
              add(held, target.player, -target.amount);
              add(balances, target.player, target.amount);
              target.status = 'rejected';
            } else if (op.kind === 'disburse') {
              add(held, target.player, -target.amount);
              target.status = 'disbursed';
            } else {
              target.status = 'approved';
            }
          }
        }
        for (const [index] of players.entries()) {
          const view = (await call(index, 'GET', '/wps/v2/withdraw/overview')).json().value;
          expect(toMinor(view.balance)).toBe(balances.get(index) ?? 0n);
          expect(toMinor(view.held)).toBe(held.get(index) ?? 0n);
        }
        expect(await verifyLedger(db)).toEqual([]);
      }),
      { numRuns: 20 },
    );
  });
});
