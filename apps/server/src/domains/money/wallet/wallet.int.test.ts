import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app';
import { createTestDatabase } from '../../../../test/database';
import { signInToken } from '../../../../test/envelope';
import { createMember, createMerchant } from '../../../../test/factories';
import type { Db } from '../../../db/database';
import { listenForNotifications } from '../../../db/listener';
import { createLedgerRepository } from '../ledger/ledger.repository';
import { createLedgerService } from '../ledger/ledger.service';
import { systemClock } from '../../../lib/clock';
import { createMessageRepository } from '../../content/message/message.repository';
import { createMessageService } from '../../content/message/message.service';
import { createBalanceNotifier } from '../../../plugins/balance-notifier';
import type { BalanceEvents } from '../../../plugins/balance-events';

let db: Db;
let url: string;
let drop: () => Promise<void>;
let app: FastifyInstance;
let balanceEvents: BalanceEvents;
let host: string;
let merchantId: string;
let merchantCode: string;
let memberId: string;
let token: string;

beforeAll(async () => {
  ({ db, url, drop } = await createTestDatabase());
  ({ app, balanceEvents } = await createTestApp(db));
  const merchant = await createMerchant(db, { flags: { FREEPLAY: true } });
  host = merchant.domain!;
  merchantId = merchant.id;
  merchantCode = merchant.code;
  memberId = (await createMember(db, merchantId, { username: 'wallet1', password: 'secret123' }))
    .id;
  const loginToken = await signInToken(app, host, 'wallet1', 'secret123');
  token = loginToken;
});
afterAll(async () => {
  await app.close();
  await drop();
});

/** A ledger whose moves are told to every instance, as the app's is. */
const ledger = () =>
  createLedgerService({
    repository: createLedgerRepository(db),
    onMoved: createBalanceNotifier(db, (error) => {
      throw error;
    }).changed,
  });

async function deposit(amountMinor: bigint, key: string) {
  const service = ledger();
  await service.transfer({
    merchantId,
    debitAccountId: await service.houseAccount(merchantId, 'cash', 'BDT'),
    creditAccountId: await service.account({
      merchantId,
      kind: 'player',
      memberId,
      currency: 'BDT',
    }),
    amountMinor,
    kind: 'deposit',
    idempotencyKey: key,
  });
}

describe('wallet balance', () => {
  it('answers sumBalance as a decimal string in the merchant currency', async () => {
    const balance = () =>
      app.inject({ url: '/wps/v2/wallets/balance', headers: { host, authorization: token } });
    expect((await balance()).json().value).toEqual({
      sumBalance: '0.00',
      currency: 'BDT',
      isPlayMoney: false,
    });
    await deposit(123_450n, 'wallet-deposit-1');
    expect((await balance()).json().value.sumBalance).toBe('1234.50');
    expect(
      (await app.inject({ url: '/wps/v2/wallets/balance', headers: { host } })).statusCode,
    ).toBe(401);
  });

  it('shows a trial account its play money', async () => {
    const trial = await app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      headers: { host },
    });
    const balance = await app.inject({
      url: '/wps/v2/wallets/balance',
      headers: { host, authorization: trial.json().value.token },
    });
    expect(balance.json().value).toEqual({
      sumBalance: '2000.00',
      currency: 'BDT',
      isPlayMoney: true,
    });
  });

  it('streams the balance at once and again when the ledger moves it', async () => {
    const listener = listenForNotifications(
      url,
      {
        khela_balance: {
          onNotify: balanceEvents.publish,
          onMissed: balanceEvents.publishAll,
        },
      },
      () => undefined,
    );
    await listener.start();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const controller = new AbortController();
    try {
      const response = await fetch(`http://127.0.0.1:${port}/wps/v2/wallets/balance/events`, {
        // fetch keeps its own Host header: the Merchant header names the brand instead.
        headers: { merchant: merchantCode, authorization: token },
        signal: controller.signal,
      });
      expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      const reader = response.body!.getReader();
      const decoder = new TextDecoder();
      let text = '';
      const nextEvent = async () => {
        while (!text.includes('\n\n')) {
          const { value, done } = await reader.read();
          if (done) throw new Error('stream ended');
          text += decoder.decode(value);
        }
        const [event = '', ...rest] = text.split('\n\n');
        text = rest.join('\n\n');
        return {
          name: /^event: (.*)$/m.exec(event)?.[1],
          data: JSON.parse(/^data: (.*)$/m.exec(event)![1]!) as {
            sumBalance?: string;
            count?: number;
          },
        };
      };
      expect(await nextEvent()).toMatchObject({ name: 'balance', data: { sumBalance: '1234.50' } });
      await deposit(10_000n, 'wallet-deposit-2');
      expect(await nextEvent()).toMatchObject({ name: 'balance', data: { sumBalance: '1334.50' } });
      // A message that moves no money (a withdrawal approved) reaches the stream too.
      const messages = createMessageService({
        repository: createMessageRepository(db),
        clock: systemClock,
        onSent: createBalanceNotifier(db, (error) => {
          throw error;
        }).messaged,
      });
      await messages.send({
        merchantId,
        memberId,
        kind: 'withdrawal_approved',
        params: { amount: '500.00', currency: 'BDT' },
        now: new Date(),
      });
      expect(await nextEvent()).toEqual({ name: 'unread', data: { count: 1 } });
    } finally {
      controller.abort();
      await listener.stop();
    }
  });
});
