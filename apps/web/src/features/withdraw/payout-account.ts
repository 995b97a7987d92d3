import type { PayoutAccount } from '@khela/contracts';

/**
 * An account number shown without giving it all away: its first three and last four
 * characters (short numbers keep only the last four), e.g. 017••••5678.
 */
export function maskAccountNumber(number: string): string {
  const compact = number.replace(/\s+/g, '');
  if (compact.length <= 4) return compact;
  const tail = compact.slice(-4);
  const head = compact.length >= 10 ? compact.slice(0, 3) : '';
  return `${head}••••${tail}`;
}

/** One line naming a payout account: method (and bank) and the masked number. */
export function accountLabel(account: PayoutAccount): string {
  const where = account.bankName
    ? `${account.methodName} · ${account.bankName}`
    : account.methodName;
  return `${where} · ${maskAccountNumber(account.accountNumber)}`;
}
