import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Executor } from '../../../db/database';
import type { RequestContext } from '../../../plugins/context';
import type { OpenAccountRequest } from '../../identity';

/** Letters and digits an invitation code is made of, without the look-alikes 0/O and 1/I/L. */
const codeAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const codeLength = 10;

/** A fresh invitation code: 10 characters, about 49 bits. */
export function newAffiliateCode(): string {
  const bytes = randomBytes(codeLength);
  return Array.from(bytes, (byte) => codeAlphabet[byte % codeAlphabet.length]).join('');
}

/**
 * Makes a member an agent of the given type, with an invitation code if it has none: every
 * agent has one (its link and QR in the register centre). Answers whether a row changed.
 */
export async function makeAgent(trx: Executor, memberId: string, isAgent: number) {
  const result = await sql`
    UPDATE members SET is_agent = ${isAgent},
        affiliate_code = coalesce(affiliate_code, ${newAffiliateCode()})
      WHERE id = ${memberId}`.execute(trx);
  return Number(result.numAffectedRows ?? 0) > 0;
}

/** Identity's account opening (its registration rules), in the caller's transaction. */
export type OpenAccount = (
  context: Pick<RequestContext, 'merchant' | 'language'>,
  input: OpenAccountRequest,
  options: { executor?: Executor; credentials?: boolean },
) => Promise<{ id: string; username: string; isAgent: number }>;
