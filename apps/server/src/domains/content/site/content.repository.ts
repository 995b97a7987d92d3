import type { Db } from '../../../db/database';

/** SQL of published content; 'published' means the flag is on and now is inside the schedule. */
export function createContentRepository(db: Db) {
  return {
    banners(merchantId: string, language: string, groupName: string, now: Date) {
      return db
        .selectFrom('banners')
        .select([
          'id',
          'groupName',
          'title',
          'imageUrl',
          'width',
          'height',
          'linkageType',
          'linkageValue',
        ])
        .where('merchantId', '=', merchantId)
        .where('language', '=', language)
        .where('groupName', '=', groupName)
        .where('isPublished', '=', true)
        .where((eb) => eb.or([eb('startsAt', 'is', null), eb('startsAt', '<=', now)]))
        .where((eb) => eb.or([eb('endsAt', 'is', null), eb('endsAt', '>', now)]))
        .orderBy('sortOrder')
        .orderBy('id')
        .limit(20)
        .execute();
    },

    announcements(merchantId: string, language: string, types: string[], now: Date) {
      return db
        .selectFrom('announcements')
        .select(['id', 'type', 'title', 'content', 'startsAt', 'createdAt', 'topic'])
        .where('merchantId', '=', merchantId)
        .where('language', '=', language)
        .where('type', 'in', types as ('B' | 'PL' | 'PU' | 'PR' | 'H' | 'AG')[])
        .where('isPublished', '=', true)
        .where((eb) => eb.or([eb('startsAt', 'is', null), eb('startsAt', '<=', now)]))
        .where((eb) => eb.or([eb('endsAt', 'is', null), eb('endsAt', '>', now)]))
        .orderBy('sortOrder')
        .orderBy('id')
        .limit(100)
        .execute();
    },

    vendors(merchantId: string) {
      return db
        .selectFrom('vendors')
        .select([
          'vassalage',
          'gameType',
          'displayName',
          'accountTypeId',
          'logoUrl',
          'isHot',
          'showIcon',
          'status',
        ])
        .where('merchantId', '=', merchantId)
        .where('status', '!=', 'disabled')
        .orderBy('sortOrder')
        .orderBy('id')
        .execute();
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
