import { agentTypes, trialAccountType } from '@khela/contracts';
import { sql, type Selectable } from 'kysely';
import type { Db, Executor } from '../../../db/database';
import type { MembersTable } from '../../../db/schema';

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
  'countryDialingCode',
  'mobileNum',
] as const;

/** A member as sign-in, resets and registration read it. */
export type MemberRow = Pick<Selectable<MembersTable>, (typeof memberColumns)[number]>;

/** What inserting a member did: the new member, or nothing because the name or number is taken. */
export type MemberInsert = { kind: 'inserted'; member: MemberRow } | { kind: 'taken' };

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
          'emailVerifiedAt',
          'paymentPasswordHash',
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

    /** The active agent (is_agent 1, 2, 41, 42) whose invitation code this is. */
    findAgentByAffiliateCode(merchantId: string, code: string) {
      return db
        .selectFrom('members')
        .select('id')
        .where('merchantId', '=', merchantId)
        .where(sql`upper(affiliate_code)`, '=', code.toUpperCase())
        .where('isAgent', 'in', [...agentTypes])
        .where('status', '=', 'active')
        .executeTakeFirst();
    },

    /**
     * Inserts a member: `taken` when the merchant already has the username or the mobile
     * number (the unique indexes refused it, nothing was written).
     */
    async insert(
      values: {
        merchantId: string;
        username: string;
        passwordHash: string;
        /** A payment password set at registration (hashed like the login password). */
        paymentPasswordHash?: string | null;
        email: string | null;
        emailVerifiedAt?: Date | null;
        payeeName: string | null;
        countryDialingCode?: string | null;
        mobileNum?: string | null;
        referralCode: string | null;
        /** The agent whose invitation code brought the member. */
        uplineId?: string | null;
        registeredIp: string | null;
        now: Date;
      },
      executor: Executor = db,
    ): Promise<MemberInsert> {
      const member = await executor
        .insertInto('members')
        .values({
          merchantId: values.merchantId,
          username: values.username,
          passwordHash: values.passwordHash,
          paymentPasswordHash: values.paymentPasswordHash ?? null,
          paymentPasswordChangedAt: values.paymentPasswordHash ? values.now : null,
          email: values.email,
          emailVerifiedAt: values.emailVerifiedAt ?? null,
          payeeName: values.payeeName,
          countryDialingCode: values.countryDialingCode ?? null,
          mobileNum: values.mobileNum ?? null,
          referralCode: values.referralCode,
          uplineId: values.uplineId ?? null,
          registeredIp: values.registeredIp,
          createdAt: values.now,
          passwordChangedAt: values.now,
        })
        .onConflict((conflict) => conflict.doNothing())
        .returning(memberColumns)
        .executeTakeFirst();
      return member ? { kind: 'inserted', member } : { kind: 'taken' };
    },

    /** A free-play member (is_agent 4) with its play money, in one transaction. */
    insertTrial(values: {
      merchantId: string;
      username: string;
      passwordHash: string;
      ip: string;
      now: Date;
      expiresAt: Date;
    }) {
      return db.transaction().execute(async (trx) => {
        const member = await trx
          .insertInto('members')
          .values({
            merchantId: values.merchantId,
            username: values.username,
            passwordHash: values.passwordHash,
            isAgent: trialAccountType,
            registeredIp: values.ip,
            createdAt: values.now,
            passwordChangedAt: values.now,
          })
          .returning(memberColumns)
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('trialAccounts')
          .values({
            memberId: member.id,
            createdIp: values.ip,
            createdAt: values.now,
            expiresAt: values.expiresAt,
          })
          .execute();
        return member;
      });
    },

    /** Members registered from an address since a moment (trial accounts not counted). */
    async countRegistrationsFrom(merchantId: string, ip: string, since: Date): Promise<number> {
      const row = await db
        .selectFrom('members')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('merchantId', '=', merchantId)
        .where('registeredIp', '=', ip)
        .where('createdAt', '>=', since)
        .where('isAgent', '!=', trialAccountType)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    avatarOf(merchantId: string, memberId: string) {
      return db
        .selectFrom('members')
        .select('avatarId')
        .where('merchantId', '=', merchantId)
        .where('id', '=', memberId)
        .executeTakeFirst();
    },

    async setAvatar(merchantId: string, memberId: string, avatarId: number): Promise<void> {
      await db
        .updateTable('members')
        .set({ avatarId })
        .where('merchantId', '=', merchantId)
        .where('id', '=', memberId)
        .execute();
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
