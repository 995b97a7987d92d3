import { poolOf, type Db } from '../../../db/database';
import { raisedRefusal } from '../../../db/refusals';

/** A bet or a win as vendor_wallet_call() takes it. */
export interface VendorCallValues {
  kind: 'bet' | 'win';
  merchantId: string;
  vassalage: string;
  transactionUuid: string;
  memberId: string;
  amountMinor: bigint;
  currency: string;
  round: string;
  gameCode: string;
  referenceTransactionUuid: string | null;
  supplierTransactionId: string | null;
  isFree: boolean;
  isRoundClosed: boolean;
  isPlayMoney: boolean;
  /**
   * The member's account and the house's when the caller knows them; null: the call finds them
   * (opening a missing one) once nothing refuses it.
   */
  playerAccountId: string | null;
  houseAccountId: string | null;
  /** A protocol status to refuse with if the call is new (a repeat answers regardless). */
  refusal: string | null;
  now: Date;
}

/** What vendor_wallet_call() answered (a refusal raises SQLSTATE KH001 instead). */
export interface VendorCallRow {
  outcome: 'new' | 'repeat';
  /** The player account's balance after the call (null when no account was named). */
  balanceMinor: string | null;
  /** Members whose balances moved. */
  movedMemberIds: string[] | null;
}

/** The SQLSTATE with which vendor_wallet_call() refuses; the message is the status. */
const vendorRefusalSqlState = 'KH001';

/** How many fields the vendor_call type has. */
const vendorCallFieldCount = 19;

/** A call's fields in the order of the vendor_call type, for `ROW(…)::vendor_call`. */
function vendorCallParameters(values: VendorCallValues): unknown[] {
  return [
    values.kind,
    values.merchantId,
    values.vassalage,
    values.transactionUuid,
    values.memberId,
    values.amountMinor.toString(),
    values.currency,
    values.round,
    values.gameCode,
    values.referenceTransactionUuid,
    values.supplierTransactionId,
    values.isFree,
    values.isRoundClosed,
    values.isPlayMoney,
    values.playerAccountId,
    values.houseAccountId,
    values.refusal,
    values.now,
    // is_round_by_caller: set by a caller that records the round itself (house_play_round).
    null,
  ];
}

/** `ROW($from, …, $from + 18)::vendor_call`. */
function vendorCallRow(from: number): string {
  const places = Array.from({ length: vendorCallFieldCount }, (_, index) => `$${from + index}`);
  return `ROW(${places.join(', ')})::vendor_call`;
}

/**
 * Vendor calls as another statement embeds them: their parameters, to follow the statement's
 * own, and the SQL of each call's row once the position of its first parameter is known.
 */
export interface VendorCallsInSql {
  parameters: unknown[];
  /** `ROW($n, …)::vendor_call` of each call, the first one's parameters starting at $first. */
  rowsFrom(first: number): string[];
}

/** The calls spelled for a statement of another domain's (see VendorCallsInSql). */
export function vendorCallsInSql(calls: VendorCallValues[]): VendorCallsInSql {
  return {
    parameters: calls.flatMap(vendorCallParameters),
    rowsFrom: (first) =>
      calls.map((_, index) => vendorCallRow(first + index * vendorCallFieldCount)),
  };
}

/** A refusal vendor_wallet_call() raised: the protocol status and the balance it carries. */
export interface VendorRefusal {
  kind: 'refused';
  status: string;
  balanceMinor: bigint | undefined;
}

/** The refusal vendor_wallet_call() raised, when an error is one. */
function vendorRefusalOf(error: unknown): VendorRefusal | undefined {
  const refusal = raisedRefusal(error, vendorRefusalSqlState);
  if (!refusal) return undefined;
  return {
    kind: 'refused',
    status: refusal.message,
    balanceMinor: refusal.detail === undefined ? undefined : BigInt(refusal.detail),
  };
}

/**
 * Runs a statement that embeds vendor calls (this domain's or another's): a vendor refusal it
 * raised is answered as such; any other failure is the statement's own.
 */
export async function runEmbedding<T>(
  statement: () => Promise<T>,
): Promise<{ kind: 'done'; row: T } | VendorRefusal> {
  try {
    return { kind: 'done', row: await statement() };
  } catch (error) {
    const refusal = vendorRefusalOf(error);
    if (refusal) return refusal;
    throw error;
  }
}

const callStatement = {
  name: 'vendor_wallet_call',
  text: `SELECT outcome, balance_minor AS "balanceMinor", moved_member_ids AS "movedMemberIds"
    FROM vendor_wallet_call(${vendorCallRow(1)})`,
};

/**
 * A bet or a win in one statement (vendor_wallet_call): recorded, checked, money moved, round
 * updated; or the refusal it raised. One round trip, prepared once per connection.
 */
export function callVendorWallet(
  db: Db,
  values: VendorCallValues,
): Promise<{ kind: 'done'; row: VendorCallRow } | VendorRefusal> {
  return runEmbedding(async () => {
    const pool = poolOf(db);
    if (!pool) throw new Error('the database was not opened by createDatabase');
    const { rows } = await pool.query<VendorCallRow>({
      ...callStatement,
      values: vendorCallParameters(values),
    });
    const row = rows[0];
    if (!row) throw new Error('vendor_wallet_call answered nothing');
    return row;
  });
}
