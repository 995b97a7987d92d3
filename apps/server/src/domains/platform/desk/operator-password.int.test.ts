import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../test/database';
import type { Db } from '../../../db/database';
import { hashPassword, verifyPassword } from '../../../lib/passwords';
import { setOperatorPassword } from './operator-password';

let db: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  await db
    .insertInto('operators')
    .values({
      merchantId: null,
      username: 'retired',
      passwordHash: await hashPassword('old-password-1'),
      role: 'owner',
      isActive: false,
    })
    .execute();
});
afterAll(async () => {
  await drop();
});

const row = () =>
  db
    .selectFrom('operators')
    .select(['isActive', 'passwordHash'])
    .where('username', '=', 'retired')
    .executeTakeFirstOrThrow();

describe('ops:password', () => {
  it('changes a disabled operator’s password but leaves it disabled unless told to enable it', async () => {
    const now = new Date('2026-11-28T12:00:00Z');
    const base = { username: 'retired', resetTwoFactor: false, now };
    const changed = await setOperatorPassword(db, { ...base, activate: false });
    expect(changed).toMatchObject({ isActive: false });
    expect(await verifyPassword((await row()).passwordHash, changed!.password)).toBe(true);
    expect((await row()).isActive).toBe(false);

    expect(await setOperatorPassword(db, { ...base, activate: true })).toMatchObject({
      isActive: true,
    });
    expect((await row()).isActive).toBe(true);
    const logged = await db
      .selectFrom('operatorActions')
      .select('detail')
      .where('action', '=', 'operator_update')
      .orderBy('id')
      .execute();
    expect(logged.map((line) => line.detail)).toEqual([
      { password: 'changed', by: 'command line' },
      { password: 'changed', by: 'command line', isActive: true },
    ]);
    expect(await setOperatorPassword(db, { ...base, username: 'nobody', activate: true })).toBe(
      undefined,
    );
  });
});
