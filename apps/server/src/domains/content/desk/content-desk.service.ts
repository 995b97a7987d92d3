import {
  bannerFits,
  bannerSlotOf,
  isLinkageValue,
  parseGameLinkage,
  type BannerGroup,
  type CreateBanner,
  type CreateHelpArticle,
  type ContentDesk,
  type CreateNotice,
  type DeskBanner,
  type DeskHelpArticle,
  type DeskNotice,
  type LinkageType,
  type UpdateBanner,
  type UpdateHelpArticle,
  type UpdateNotice,
} from '@khela/contracts';
import { AppError } from '../../../lib/errors';
import { translatedFieldError } from '../../../lib/messages';
import { cleanRichText } from '../../../lib/rich-text';
import { mediaUrl } from '../../platform';
import { changesOf, loggedValues } from '../../platform';
import type { DeskMerchantRow } from '../../platform';
import type { OperatorScope } from '../../../plugins/operator-auth';
import type { ContentConfigService } from './content-config.service';
import type { ContentDeskRepository, ContentRow } from './content-desk.repository';
import {
  checkSchedule,
  instantOf,
  createContentRows,
  storedRichText,
  type DeskScope,
} from './content-desk.shared';

/** A banner's fields without the upload it names (the picture's address and size replace it). */
function withoutMedia<T extends { mediaId?: string }>(input: T): Omit<T, 'mediaId'> {
  const fields: Partial<T> = { ...input };
  delete fields.mediaId;
  return fields as Omit<T, 'mediaId'>;
}

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

function toBanner(row: ContentRow<'banners'>): DeskBanner {
  return {
    id: row.id,
    groupName: row.groupName,
    language: row.language,
    title: row.title,
    imageUrl: row.imageUrl,
    width: row.width,
    height: row.height,
    linkageType: row.linkageType,
    linkageValue: row.linkageValue,
    sortOrder: row.sortOrder,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    isPublished: row.isPublished,
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

function toNotice(row: ContentRow<'announcements'>): DeskNotice {
  return {
    id: row.id,
    type: row.type,
    language: row.language,
    title: row.title,
    content: row.content,
    sortOrder: row.sortOrder,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    isPublished: row.isPublished,
    updatedAt: new Date(row.updatedAt).toISOString(),
    topic: row.topic,
  };
}

function toHelpArticle(row: ContentRow<'helpArticles'>): DeskHelpArticle {
  const { id, language, category, slug, title, content, sortOrder, isPublished } = row;
  return { id, language, category, slug, title, content, sortOrder, isPublished };
}

/**
 * What players read, as operators edit it: banners (a checked picture of the group's shape and
 * a checked action), notices and announcements, help articles. Rich text is cleaned when saved;
 * every change is logged with its operator in the same transaction; a refusal changes nothing.
 */
export function createContentDeskService(deps: {
  repository: ContentDeskRepository;
  config: ContentConfigService;
  scope: DeskScope;
  clock: { now(): Date };
}) {
  const { repository, scope } = deps;
  const rows = createContentRows(deps);

  /** The picture of a banner: an upload of the merchant that fits the group's slot. */
  async function bannerPicture(
    merchant: DeskMerchantRow,
    language: string,
    mediaId: string,
    group: BannerGroup,
  ) {
    const media = await repository.media(merchant.id, mediaId, 'banner');
    if (!media) {
      throw new AppError('validation_failed', {
        fields: [translatedFieldError(language, 'mediaId', 'media_unknown')],
      });
    }
    if (!bannerFits(group, media.width, media.height)) {
      const slot = bannerSlotOf(group);
      throw new AppError('validation_failed', {
        fields: [
          translatedFieldError(language, 'mediaId', 'banner_picture_misfit', {
            width: media.width,
            height: media.height,
            minWidth: slot.minWidth,
            minHeight: slot.minHeight,
            sizes: slot.suggested.join(', '),
          }),
        ],
      });
    }
    return { imageUrl: mediaUrl(media), width: media.width, height: media.height };
  }

  /** Refuses an action that does not suit its type, or a game of a vendor the merchant lacks. */
  async function checkLinkage(
    merchant: DeskMerchantRow,
    language: string,
    type: LinkageType | null,
    value: string | null,
  ): Promise<void> {
    const refuse = (
      key: 'linkage_invalid' | 'linkage_vendor_unknown' | 'linkage_promotion_unknown',
    ) => {
      throw new AppError('validation_failed', {
        fields: [translatedFieldError(language, 'linkageValue', key)],
      });
    };
    if (type === null && value === null) return;
    if (type === null || value === null || !isLinkageValue(type, value)) refuse('linkage_invalid');
    if (type === 'game') {
      const game = parseGameLinkage(value ?? '');
      if (!game || !(await repository.hasVendor(merchant.id, game.vassalage))) {
        refuse('linkage_vendor_unknown');
      }
    }
    if (type === 'promotion' && !(await repository.hasPromotion(merchant.id, value ?? ''))) {
      refuse('linkage_promotion_unknown');
    }
  }

  return {
    /** Everything of one merchant's content desk. */
    async desk(
      actor: OperatorScope,
      code: string | undefined,
      language: string,
    ): Promise<ContentDesk> {
      const merchant = await scope.merchantOf(actor, code, language);
      const { config } = deps;
      const [languages, banners, notices, help, services, licences, resources, flags, rules] =
        await Promise.all([
          repository.languages(merchant.id),
          repository.banners(merchant.id),
          repository.notices(merchant.id),
          repository.helpArticles(merchant.id),
          config.customerServices(merchant),
          config.licences(merchant),
          config.resources(merchant),
          config.flags(merchant),
          config.registration(merchant),
        ]);
      return {
        merchant: {
          code: merchant.code,
          name: merchant.name,
          languages,
          timeZone: merchant.timeZone,
        },
        banners: banners.map(toBanner),
        notices: notices.map(toNotice),
        helpArticles: help.map(toHelpArticle),
        customerServices: services,
        licences,
        resources,
        flags,
        registration: rules,
      };
    },

    async createBanner(
      actor: OperatorScope,
      code: string | undefined,
      input: CreateBanner,
      language: string,
    ): Promise<DeskBanner> {
      const merchant = await scope.merchantOf(actor, code, language);
      checkSchedule(language, input.startsAt, input.endsAt);
      await checkLinkage(merchant, language, input.linkageType, input.linkageValue);
      const picture = await bannerPicture(merchant, language, input.mediaId, input.groupName);
      const values = {
        ...withoutMedia(input),
        ...picture,
        startsAt: instantOf(input.startsAt),
        endsAt: instantOf(input.endsAt),
      };
      const id = await rows.insert(
        actor,
        merchant,
        'banners',
        {
          action: 'banner_create',
          target: (id) => `banner:${id}`,
          detail: loggedValues(values),
        },
        { merchantId: merchant.id, ...values },
      );
      return toBanner(await rows.written('banners', { merchantId: merchant.id, id }));
    },

    async updateBanner(
      actor: OperatorScope,
      code: string | undefined,
      id: string,
      input: UpdateBanner,
      language: string,
    ): Promise<DeskBanner> {
      const { merchant, key, before } = await rows.find(actor, code, language, 'banners', id);
      const group = input.groupName ?? (before.groupName as BannerGroup);
      checkSchedule(
        language,
        input.startsAt === undefined ? before.startsAt : input.startsAt,
        input.endsAt === undefined ? before.endsAt : input.endsAt,
      );
      const linkageType = input.linkageType === undefined ? before.linkageType : input.linkageType;
      const linkageValue =
        input.linkageValue === undefined ? before.linkageValue : input.linkageValue;
      if (input.linkageType !== undefined || input.linkageValue !== undefined) {
        await checkLinkage(merchant, language, linkageType, linkageValue);
      }
      // A new group or picture must fit: the stored picture is checked against a new group.
      const picture =
        input.mediaId !== undefined
          ? await bannerPicture(merchant, language, input.mediaId, group)
          : undefined;
      if (
        !picture &&
        input.groupName !== undefined &&
        !bannerFits(group, before.width, before.height)
      ) {
        const slot = bannerSlotOf(group);
        throw new AppError('validation_failed', {
          fields: [
            translatedFieldError(language, 'mediaId', 'banner_picture_misfit', {
              width: before.width,
              height: before.height,
              minWidth: slot.minWidth,
              minHeight: slot.minHeight,
              sizes: slot.suggested.join(', '),
            }),
          ],
        });
      }
      const values = {
        ...withoutMedia(input),
        ...picture,
        startsAt: instantOf(input.startsAt),
        endsAt: instantOf(input.endsAt),
      };
      await rows.update(
        actor,
        merchant,
        'banners',
        key,
        { action: 'banner_update', target: `banner:${id}`, detail: changesOf(before, values) },
        { ...values, updatedAt: deps.clock.now() },
      );
      return toBanner(await rows.written('banners', key));
    },

    async deleteBanner(
      actor: OperatorScope,
      code: string | undefined,
      id: string,
      language: string,
    ): Promise<void> {
      const { merchant, key, before } = await rows.find(actor, code, language, 'banners', id);
      await rows.remove(actor, merchant, 'banners', key, {
        action: 'banner_delete',
        target: `banner:${id}`,
        detail: loggedValues(before),
      });
    },

    async createNotice(
      actor: OperatorScope,
      code: string | undefined,
      input: CreateNotice,
      language: string,
    ): Promise<DeskNotice> {
      const merchant = await scope.merchantOf(actor, code, language);
      checkSchedule(language, input.startsAt, input.endsAt);
      const values = {
        ...input,
        content: storedRichText(language, input.content),
        startsAt: instantOf(input.startsAt),
        endsAt: instantOf(input.endsAt),
      };
      const id = await rows.insert(
        actor,
        merchant,
        'announcements',
        {
          action: 'notice_create',
          target: (id) => `notice:${id}`,
          detail: loggedValues(values),
        },
        { merchantId: merchant.id, ...values },
      );
      return toNotice(await rows.written('announcements', { merchantId: merchant.id, id }));
    },

    async updateNotice(
      actor: OperatorScope,
      code: string | undefined,
      id: string,
      input: UpdateNotice,
      language: string,
    ): Promise<DeskNotice> {
      const { merchant, key, before } = await rows.find(actor, code, language, 'announcements', id);
      checkSchedule(
        language,
        input.startsAt === undefined ? before.startsAt : input.startsAt,
        input.endsAt === undefined ? before.endsAt : input.endsAt,
      );
      const values = {
        ...input,
        content: input.content === undefined ? undefined : storedRichText(language, input.content),
        startsAt: instantOf(input.startsAt),
        endsAt: instantOf(input.endsAt),
      };
      await rows.update(
        actor,
        merchant,
        'announcements',
        key,
        { action: 'notice_update', target: `notice:${id}`, detail: changesOf(before, values) },
        { ...values, updatedAt: deps.clock.now() },
      );
      return toNotice(await rows.written('announcements', key));
    },

    async deleteNotice(
      actor: OperatorScope,
      code: string | undefined,
      id: string,
      language: string,
    ): Promise<void> {
      const { merchant, key, before } = await rows.find(actor, code, language, 'announcements', id);
      await rows.remove(actor, merchant, 'announcements', key, {
        action: 'notice_delete',
        target: `notice:${id}`,
        detail: loggedValues(before),
      });
    },

    async createHelpArticle(
      actor: OperatorScope,
      code: string | undefined,
      input: CreateHelpArticle,
      language: string,
    ): Promise<DeskHelpArticle> {
      const merchant = await scope.merchantOf(actor, code, language);
      const values = { ...input, content: storedRichText(language, input.content) };
      const id = await rows.insert(
        actor,
        merchant,
        'helpArticles',
        {
          action: 'help_create',
          target: () => `help:${input.slug}`,
          detail: loggedValues(values),
        },
        { merchantId: merchant.id, ...values },
      );
      return toHelpArticle(await rows.written('helpArticles', { merchantId: merchant.id, id }));
    },

    async updateHelpArticle(
      actor: OperatorScope,
      code: string | undefined,
      id: string,
      input: UpdateHelpArticle,
      language: string,
    ): Promise<DeskHelpArticle> {
      const { merchant, key, before } = await rows.find(actor, code, language, 'helpArticles', id);
      const values = {
        ...input,
        content: input.content === undefined ? undefined : storedRichText(language, input.content),
      };
      await rows.update(
        actor,
        merchant,
        'helpArticles',
        key,
        { action: 'help_update', target: `help:${before.slug}`, detail: changesOf(before, values) },
        values,
      );
      return toHelpArticle(await rows.written('helpArticles', key));
    },

    async deleteHelpArticle(
      actor: OperatorScope,
      code: string | undefined,
      id: string,
      language: string,
    ): Promise<void> {
      const { merchant, key, before } = await rows.find(actor, code, language, 'helpArticles', id);
      await rows.remove(actor, merchant, 'helpArticles', key, {
        action: 'help_delete',
        target: `help:${before.slug}`,
        detail: loggedValues(before),
      });
    },

    /** Rich text as it would be stored and shown, for the desk's preview (nothing is saved). */
    async preview(
      actor: OperatorScope,
      code: string | undefined,
      html: string,
      language: string,
    ): Promise<{ html: string }> {
      await scope.merchantOf(actor, code, language);
      return { html: cleanRichText(html) };
    },
  };
}

export type ContentDeskService = ReturnType<typeof createContentDeskService>;
