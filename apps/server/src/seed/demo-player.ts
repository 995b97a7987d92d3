import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { LedgerService } from '../domains/money';
import { hashPassword } from '../lib/passwords';

/** The demo member a tester signs in as to try a withdrawal. */
export const demoPlayerUsername = 'khelaplayer';

/** What the operator credits it: ৳5,000 in minor units of BDT. */
const demoPlayerCreditMinor = 500_000n;

/** And the points it starts with, enough for a cash reward of the point mall. */
const demoPlayerPoints = 2_500;

/**
 * A demo member ready to withdraw: ৳5,000 credited as a balance adjustment that says it came
 * with the demo (in the adjustments list and on the member's statement), which asks for no
 * turnover, so nothing stands between it and a withdrawal but a payout account and a payment
 * password — the two steps a tester is meant to see. Only the embedded demo gets it: a
 * deployment on its own database seeds no member with money. It also starts with 2,500 points
 * given by the operator (its points record says so), to try the point mall. In the seed's
 * transaction.
 */
export async function seedDemoPlayer(
  trx: Transaction<Database>,
  input: { merchantId: string; adminId: string; password: string; ledger: LedgerService },
) {
  const { merchantId, ledger } = input;
  const now = new Date();
  const member = await trx
    .insertInto('members')
    .values({
      merchantId,
      username: demoPlayerUsername,
      passwordHash: await hashPassword(input.password),
      passwordChangedAt: now,
      createdAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const adjustment = await trx
    .insertInto('balanceAdjustments')
    .values({
      merchantId,
      memberId: member.id,
      direction: 'credit',
      amountMinor: demoPlayerCreditMinor.toString(),
      currency: 'BDT',
      reason: 'Demo balance, seeded with the demo, to try a withdrawal',
      // Applied with its transfer right after, as the back office does.
      status: 'awaiting_approval',
      idempotencyKey: 'demo-player-credit',
      requestedBy: input.adminId,
      requestedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const moved = await ledger.transfer(
    {
      merchantId,
      debitAccountId: await ledger.houseAccount(merchantId, 'adjustment', 'BDT', member.id, trx),
      creditAccountId: await ledger.account(
        { merchantId, kind: 'player', memberId: member.id, currency: 'BDT' },
        trx,
      ),
      amountMinor: demoPlayerCreditMinor,
      kind: 'adjustment',
      reference: `adjustment:${adjustment.id}`,
      idempotencyKey: `adjustment:${adjustment.id}`,
    },
    trx,
  );
  await trx
    .updateTable('balanceAdjustments')
    .set({ status: 'applied', decidedAt: now, transferId: moved.transferId })
    .where('id', '=', adjustment.id)
    .execute();
  await sql`SELECT points_transfer(${merchantId}, points_account(${merchantId}, 'issued', NULL),
      points_account(${merchantId}, 'member', ${member.id}), ${demoPlayerPoints}, ${member.id},
      'adjust', NULL, 'Welcome points of the demo', 'demo', 'demo-player-points')`.execute(trx);
}
