import type { ProfileFieldName, ProfileFields } from '@khela/contracts';
import { sql } from 'kysely';
import type { Db, Executor } from '../../../db/database';
import type { MemberProfilesTable } from '../../../db/schema';

/** The profile table's column of each profile field (the nickname lives on members). */
const columnOf = {
  fullName: 'fullName',
  birthday: 'birthday',
  address: 'address',
  nationality: 'nationality',
  occupation: 'occupation',
  incomeSource: 'incomeSource',
  birthPlace: 'birthPlace',
  telegram: 'telegram',
  whatsapp: 'whatsapp',
  line: 'line',
  zalo: 'zalo',
  facebook: 'facebook',
  qqNum: 'qq',
  wechat: 'wechat',
} as const satisfies Record<Exclude<ProfileFieldName, 'nickname'>, keyof MemberProfilesTable>;

type ProfileColumn = (typeof columnOf)[keyof typeof columnOf];

/** What a registration writes besides the member: extras the merchant's rules asked for. */
export interface RegistrationExtras {
  qqNum: string | null;
  line: string | null;
  whatsapp: string | null;
  facebook: string | null;
  wechat: string | null;
  idNumber: string | null;
  recommenderId: string | null;
}

/** A stored profile with what only the desk reads. */
export interface StoredProfile {
  fields: ProfileFields;
  idNumber: string | null;
  recommenderId: string | null;
  updatedAt: Date | null;
}

/** SQL of member profiles; every query is scoped to one merchant. */
export function createProfileRepository(db: Db) {
  /** The member's profile, or undefined when the merchant has no such member. */
  async function read(
    merchantId: string,
    memberId: string,
    executor: Executor = db,
  ): Promise<StoredProfile | undefined> {
    const row = await executor
      .selectFrom('members')
      .leftJoin('memberProfiles', 'memberProfiles.memberId', 'members.id')
      .select([
        'members.nickname',
        'memberProfiles.fullName',
        sql<string | null>`to_char(member_profiles.birthday, 'YYYY-MM-DD')`.as('birthday'),
        'memberProfiles.address',
        'memberProfiles.nationality',
        'memberProfiles.occupation',
        'memberProfiles.incomeSource',
        'memberProfiles.birthPlace',
        'memberProfiles.telegram',
        'memberProfiles.whatsapp',
        'memberProfiles.line',
        'memberProfiles.zalo',
        'memberProfiles.facebook',
        'memberProfiles.qq',
        'memberProfiles.wechat',
        'memberProfiles.idNumber',
        'memberProfiles.recommenderId',
        'memberProfiles.updatedAt',
      ])
      .where('members.merchantId', '=', merchantId)
      .where('members.id', '=', memberId)
      .executeTakeFirst();
    if (!row) return undefined;
    const { qq, idNumber, recommenderId, updatedAt, ...rest } = row;
    return { fields: { ...rest, qqNum: qq }, idNumber, recommenderId, updatedAt };
  }

  return {
    read,

    /**
     * The member's profile read for a change, the member's row locked until the transaction
     * ends: two changes at once are made one after the other, so a set-once field stays so.
     */
    async readForUpdate(trx: Executor, merchantId: string, memberId: string) {
      const member = await trx
        .selectFrom('members')
        .select('id')
        .where('merchantId', '=', merchantId)
        .where('id', '=', memberId)
        .forUpdate()
        .executeTakeFirst();
      return member ? read(merchantId, memberId, trx) : undefined;
    },

    /** Writes the changed fields (creating the profile row when there is none). */
    async save(
      trx: Executor,
      values: {
        merchantId: string;
        memberId: string;
        changes: Partial<Record<ProfileFieldName, string | null>>;
        now: Date;
      },
    ): Promise<void> {
      const { nickname, ...rest } = values.changes;
      if (nickname !== undefined) {
        await trx
          .updateTable('members')
          .set({ nickname })
          .where('merchantId', '=', values.merchantId)
          .where('id', '=', values.memberId)
          .execute();
      }
      const columns: Partial<Record<ProfileColumn, string | null>> = {};
      for (const [field, value] of Object.entries(rest)) {
        columns[columnOf[field as keyof typeof columnOf]] = value;
      }
      if (Object.keys(columns).length === 0) return;
      const changed = { ...columns, updatedAt: values.now };
      await trx
        .insertInto('memberProfiles')
        .values({ memberId: values.memberId, merchantId: values.merchantId, ...changed })
        .onConflict((conflict) => conflict.column('memberId').doUpdateSet(changed))
        .execute();
    },

    /** The extras of a new member, in the registration's transaction (none: no row). */
    async insertExtras(
      trx: Executor,
      values: { merchantId: string; memberId: string; extras: RegistrationExtras; now: Date },
    ): Promise<void> {
      const { qqNum, ...rest } = values.extras;
      if (Object.values(values.extras).every((value) => value === null)) return;
      await trx
        .insertInto('memberProfiles')
        .values({
          memberId: values.memberId,
          merchantId: values.merchantId,
          qq: qqNum,
          ...rest,
          updatedAt: values.now,
        })
        .execute();
    },

    /** A member of the desk's scope (any merchant's for the platform): its merchant. */
    deskMember(scope: string | null, memberId: string) {
      let query = db
        .selectFrom('members as m')
        .innerJoin('merchants as x', 'x.id', 'm.merchantId')
        .select(['m.merchantId', 'x.timezone'])
        .where('m.id', '=', memberId);
      if (scope !== null) query = query.where('m.merchantId', '=', scope);
      return query.executeTakeFirst();
    },
  };
}

export type ProfileRepository = ReturnType<typeof createProfileRepository>;
