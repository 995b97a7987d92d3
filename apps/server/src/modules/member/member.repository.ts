import { sql } from 'kysely';
import type { Db } from '../../db/database';

const memberColumns = [
  'id',
  'merchantId',
  'username',
  'passwordHash',
  'isAgent',
  'nickname',
  'status',
  'uplineId',
  'mustChangePassword',
  'passwordChangedAt',
  'lastLoginAt',
] as const;

/** SQL of members; every query is scoped to one merchant. */
export function createMemberRepository(db: Db) {
  return {
    findByUsername(merchantId: string, username: string) {
      return db
        .selectFrom('members')
        .select(memberColumns)
        .where('merchantId', '=', merchantId)
        .where('username', '=', username)
        .executeTakeFirst();
    },

    findByMobile(merchantId: string, countryDialingCode: string, mobileNum: string) {
      return db
        .selectFrom('members')
        .select(memberColumns)
        .where('merchantId', '=', merchantId)
        .where('countryDialingCode', '=', countryDialingCode)
        .where('mobileNum', '=', mobileNum)
        .executeTakeFirst();
    },

    findByUsernameAndEmail(merchantId: string, username: string, email: string) {
      return db
        .selectFrom('members')
        .select([...memberColumns, 'email'])
        .where('merchantId', '=', merchantId)
        .where('username', '=', username)
        .where(sql`lower(email)`, '=', email.toLowerCase())
        .executeTakeFirst();
    },

    profile(merchantId: string, memberId: string) {
      return db
        .selectFrom('members')
        .select([
          'username',
          'nickname',
          'mobileNum',
          'email',
          'payeeName',
          'createdAt',
          'lastLoginAt',
        ])
        .where('merchantId', '=', merchantId)
        .where('id', '=', memberId)
        .executeTakeFirst();
    },

    findById(merchantId: string, memberId: string) {
      return db
        .selectFrom('members')
        .select(memberColumns)
        .where('merchantId', '=', merchantId)
        .where('id', '=', memberId)
        .executeTakeFirst();
    },

    /** Inserts a member; answers undefined when the username is already taken. */
    insert(values: {
      merchantId: string;
      username: string;
      passwordHash: string;
      email: string | null;
      payeeName: string | null;
      countryDialingCode?: string | null;
      mobileNum?: string | null;
      referralCode: string | null;
      registeredIp: string;
      now: Date;
    }) {
      return db
        .insertInto('members')
        .values({
          merchantId: values.merchantId,
          username: values.username,
          passwordHash: values.passwordHash,
          email: values.email,
          payeeName: values.payeeName,
          countryDialingCode: values.countryDialingCode ?? null,
          mobileNum: values.mobileNum ?? null,
          referralCode: values.referralCode,
          registeredIp: values.registeredIp,
          createdAt: values.now,
          passwordChangedAt: values.now,
        })
        .onConflict((conflict) => conflict.doNothing())
        .returning(memberColumns)
        .executeTakeFirst();
    },

    async updatePassword(merchantId: string, memberId: string, passwordHash: string, now: Date) {
      await db
        .updateTable('members')
        .set({ passwordHash, passwordChangedAt: now, mustChangePassword: false })
        .where('merchantId', '=', merchantId)
        .where('id', '=', memberId)
        .execute();
    },

    async markLogin(memberId: string, now: Date, ip: string): Promise<void> {
      await db
        .updateTable('members')
        .set({ lastLoginAt: now, lastLoginIp: ip })
        .where('id', '=', memberId)
        .execute();
    },
  };
}

export type MemberRepository = ReturnType<typeof createMemberRepository>;
export type MemberRow = NonNullable<Awaited<ReturnType<MemberRepository['findById']>>>;
