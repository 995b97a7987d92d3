import type { Db } from '../../../db/database';
import { isUniqueViolation } from '../../../db/refusals';

/** What binding a number did: bound it, or found it taken by another member. */
export type MobileBinding = 'bound' | 'taken';

/** SQL of a member's own security settings and the codes mailed to bind an address. */
export function createSecurityRepository(db: Db) {
  return {
    /** The member, other than this one, who has this number. */
    mobileOwner(merchantId: string, countryDialingCode: string, mobileNum: string) {
      return db
        .selectFrom('members')
        .select('id')
        .where('merchantId', '=', merchantId)
        .where('countryDialingCode', '=', countryDialingCode)
        .where('mobileNum', '=', mobileNum)
        .executeTakeFirst();
    },

    /**
     * Binds a number: `taken` when another member took it meanwhile (the unique index on a
     * merchant's numbers refused it).
     */
    async setMobile(
      merchantId: string,
      memberId: string,
      countryDialingCode: string,
      mobileNum: string,
    ): Promise<MobileBinding> {
      try {
        await db
          .updateTable('members')
          .set({ countryDialingCode, mobileNum })
          .where('merchantId', '=', merchantId)
          .where('id', '=', memberId)
          .execute();
        return 'bound';
      } catch (error) {
        if (isUniqueViolation(error)) return 'taken';
        throw error;
      }
    },

    async setEmail(merchantId: string, memberId: string, email: string, now: Date) {
      await db
        .updateTable('members')
        .set({ email, emailVerifiedAt: now })
        .where('merchantId', '=', merchantId)
        .where('id', '=', memberId)
        .execute();
    },

    async setPaymentPassword(merchantId: string, memberId: string, hash: string, now: Date) {
      await db
        .updateTable('members')
        .set({ paymentPasswordHash: hash, paymentPasswordChangedAt: now })
        .where('merchantId', '=', merchantId)
        .where('id', '=', memberId)
        .execute();
    },

    /** What guards and names a member's payouts. */
    paymentProfile(merchantId: string, memberId: string) {
      return db
        .selectFrom('members')
        .select(['paymentPasswordHash', 'payeeName'])
        .where('merchantId', '=', merchantId)
        .where('id', '=', memberId)
        .executeTakeFirst();
    },

    /** Records the payee name once; a name already there stays. */
    async claimPayeeName(merchantId: string, memberId: string, name: string) {
      await db
        .updateTable('members')
        .set({ payeeName: name })
        .where('merchantId', '=', merchantId)
        .where('id', '=', memberId)
        .where('payeeName', 'is', null)
        .execute();
    },

    async insertEmailCode(values: {
      merchantId: string;
      memberId: string;
      email: string;
      codeHash: Buffer;
      now: Date;
      expiresAt: Date;
    }) {
      await db
        .insertInto('emailCodes')
        .values({
          merchantId: values.merchantId,
          memberId: values.memberId,
          email: values.email,
          codeHash: values.codeHash,
          createdAt: values.now,
          expiresAt: values.expiresAt,
        })
        .execute();
    },

    /** The member's newest code, and how many were sent since a moment. */
    async emailCodes(merchantId: string, memberId: string, since: Date) {
      const rows = await db
        .selectFrom('emailCodes')
        .select(['id', 'email', 'codeHash', 'attempts', 'createdAt', 'expiresAt', 'consumedAt'])
        .where('merchantId', '=', merchantId)
        .where('memberId', '=', memberId)
        .where('createdAt', '>=', since)
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return { latest: rows[0], count: rows.length };
    },

    /** Counts one try at a code, unless it has had `max` already; whether it may be tried. */
    async takeEmailAttempt(id: string, max: number): Promise<boolean> {
      const row = await db
        .updateTable('emailCodes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .where('attempts', '<', max)
        .where('consumedAt', 'is', null)
        .returning('attempts')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Uses a code once; false when another request used it first. */
    async consumeEmailCode(id: string, now: Date): Promise<boolean> {
      const row = await db
        .updateTable('emailCodes')
        .set({ consumedAt: now })
        .where('id', '=', id)
        .where('consumedAt', 'is', null)
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type SecurityRepository = ReturnType<typeof createSecurityRepository>;
