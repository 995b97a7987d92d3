import type { Executor } from '../../db/database';

/** A wallet's balance as the caller's transaction sees it (what a claim's answer reports). */
export async function walletBalance(executor: Executor, accountId: string): Promise<string> {
  const row = await executor
    .selectFrom('ledgerAccounts')
    .select('balanceMinor')
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  return row.balanceMinor;
}
