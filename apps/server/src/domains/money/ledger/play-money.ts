import type { LedgerService } from './ledger.service';

/**
 * Play money for trial (free-play) accounts: a transfer from the house's play-money account,
 * once per member (the idempotency key is the member's), so a repeat moves nothing.
 */
export function createPlayMoneyGrant(ledger: LedgerService) {
  return async (grant: {
    merchantId: string;
    memberId: string;
    currency: string;
    amountMinor: bigint;
  }): Promise<void> => {
    const { merchantId, memberId, currency } = grant;
    await ledger.transfer({
      merchantId,
      debitAccountId: await ledger.houseAccount(merchantId, 'play_money', currency, memberId),
      creditAccountId: await ledger.account({
        merchantId,
        kind: 'play_money',
        memberId,
        currency,
      }),
      amountMinor: grant.amountMinor,
      kind: 'trial_grant',
      idempotencyKey: `trial:${memberId}`,
    });
  };
}
