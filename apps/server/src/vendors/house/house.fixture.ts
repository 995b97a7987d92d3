import { randomUUID } from 'node:crypto';
import type { HouseSpinAnswer } from '@khela/contracts';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { createTestApp, fixedClock } from '../../../test/app';
import { createTestDatabase } from '../../../test/database';
import { signInToken } from '../../../test/envelope';
import { createMember, createMerchant, creditWallet } from '../../../test/factories';
import type { Db } from '../../db/database';
import type { MerchantService } from '../../domains/platform/merchant/merchant.service';
import { installHouseVendor } from './install';

// The in-house vendor tests' world: a merchant with the house installed, its members signed in,
// and the game client's calls.
export let db: Db;
export let drop: () => Promise<void>;
export let app: FastifyInstance;
export let merchants: MerchantService;
export let host: string;
export let merchantId: string;
export const clock = fixedClock('2026-11-24T10:00:00Z');
export const members: Record<string, { id: string; token: string }> = {};

/** A merchant with the house vendor installed, two paying members and a trial account. */
export async function setUpHouse() {
  ({ db, drop } = await createTestDatabase());
  ({ app, merchants } = await createTestApp(db, { clock }));
  const merchant = await createMerchant(db);
  merchantId = merchant.id;
  host = merchant.domain ?? '';
  await installHouseVendor(db, merchantId);
  for (const [name, isAgent] of [
    ['spinner', 0],
    ['poorman', 0],
    ['trialist', 4],
  ] as const) {
    const { id } = await createMember(db, merchantId, {
      username: name,
      password: 'secret123',
      isAgent,
    });
    members[name] = { id, token: await signInToken(app, host, name, 'secret123') };
  }
  await creditWallet(db, merchantId, members.spinner!.id, 1_000_000n);
  await creditWallet(db, merchantId, members.poorman!.id, 30n);
}

export async function tearDownHouse() {
  await app.close();
  await drop();
}

export async function call<T>(
  method: 'GET' | 'POST',
  url: string,
  options: { token?: string; payload?: unknown } = {},
) {
  const response = await app.inject({
    method,
    url,
    headers: {
      host,
      language: 'en',
      ...(options.token ? { authorization: options.token } : {}),
    },
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
  });
  return {
    status: response.statusCode,
    body: response.json() as { success: boolean; code?: string; value: T },
  };
}

export async function launch(member: string, gameCode = 'tiger-lotus'): Promise<string> {
  const answer = await call<{ url: string; isPlayMoney: boolean }>(
    'GET',
    `/wps/relay/GCS_gameLaunchFB?vassalage=KHELA&gameCode=${gameCode}`,
    { token: members[member]!.token },
  );
  expect(answer.body.success).toBe(true);
  const url = new URL(answer.body.value.url, 'http://x');
  expect(url.pathname).toBe(`/house/play/${gameCode}`);
  return url.searchParams.get('token') ?? '';
}

export async function balanceMinor(memberId: string, kind = 'player'): Promise<bigint> {
  const row = await db
    .selectFrom('ledgerAccounts')
    .select('balanceMinor')
    .where('memberId', '=', memberId)
    .where('kind', '=', kind as 'player')
    .where('purpose', '=', '')
    .executeTakeFirst();
  return BigInt(row?.balanceMinor ?? 0);
}

export function spin(token: string, betMinor: number, requestId = randomUUID()) {
  return call<HouseSpinAnswer>('POST', '/house/api/spin', {
    payload: { token, betMinor, requestId },
  });
}
