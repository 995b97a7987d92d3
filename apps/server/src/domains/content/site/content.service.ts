import { pictureSources, type Announcement, type Banner, type Vendor } from '@khela/contracts';
import type { Clock } from '../../../lib/clock';
import type { RequestContext } from '../../../plugins/context';
import type { ContentRepository } from './content.repository';

/** Banners, announcements and the vendor strip, in the caller's language. */
export function createContentService(deps: { repository: ContentRepository; clock: Clock }) {
  return {
    async banners(context: RequestContext, groupName: string): Promise<Banner[]> {
      const rows = await deps.repository.banners(
        context.merchant.id,
        context.language,
        groupName,
        deps.clock.now(),
      );
      return rows.map((row) => ({
        bannerId: row.id,
        groupName: row.groupName,
        title: row.title,
        url: row.imageUrl,
        width: row.width,
        height: row.height,
        sources: pictureSources(row.imageUrl, row.width),
        linkageType: row.linkageType,
        linkageValue: row.linkageValue,
      }));
    },

    async announcements(context: RequestContext, types: string[]): Promise<Announcement[]> {
      const rows = await deps.repository.announcements(
        context.merchant.id,
        context.language,
        types,
        deps.clock.now(),
      );
      return rows.map(({ id, type, title, content, startsAt, createdAt, topic }) => ({
        id,
        type,
        title,
        content,
        publishedAt: new Date(startsAt ?? createdAt).toISOString(),
        topic,
      }));
    },

    vendors(context: RequestContext): Promise<Vendor[]> {
      return deps.repository.vendors(context.merchant.id);
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
