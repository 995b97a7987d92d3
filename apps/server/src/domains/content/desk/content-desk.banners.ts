import {
  bannerFits,
  bannerSlotOf,
  isLinkageValue,
  parseGameLinkage,
  type BannerGroup,
  type CreateBanner,
  type DeskBanner,
  type LinkageType,
  type UpdateBanner,
} from '@khela/contracts';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import { translatedFieldError } from '../../../lib/messages';
import { changesOf, loggedValues, mediaUrl, type DeskMerchantRow } from '../../platform';
import type { OperatorScope } from '../../../plugins/operator-auth';
import type { ContentDeskRepository, ContentRow } from './content-desk.repository';
import {
  checkSchedule,
  createContentRows,
  instantOf,
  isoOrNull,
  type DeskScope,
} from './content-desk.shared';

/** A banner's fields without the upload it names (the picture's address and size replace it). */
function withoutMedia<T extends { mediaId?: string }>(input: T): Omit<T, 'mediaId'> {
  const fields: Partial<T> = { ...input };
  delete fields.mediaId;
  return fields as Omit<T, 'mediaId'>;
}

/** A banner as the desk lists it. */
export function toBanner(row: ContentRow<'banners'>): DeskBanner {
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
    startsAt: isoOrNull(row.startsAt),
    endsAt: isoOrNull(row.endsAt),
    isPublished: row.isPublished,
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/** The refusal of a picture that does not fit its group's slot, naming the sizes that do. */
function misfit(language: string, group: BannerGroup, width: number, height: number): AppError {
  const slot = bannerSlotOf(group);
  return new AppError('validation_failed', {
    fields: [
      translatedFieldError(language, 'mediaId', 'banner_picture_misfit', {
        width,
        height,
        minWidth: slot.minWidth,
        minHeight: slot.minHeight,
        sizes: slot.suggested.join(', '),
      }),
    ],
  });
}

/**
 * Banners as operators edit them: a checked picture of the group's shape (an upload of the
 * merchant) and a checked action, on a schedule.
 */
export function createBannerDesk(deps: {
  repository: ContentDeskRepository;
  scope: DeskScope;
  clock: Clock;
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
      throw misfit(language, group, media.width, media.height);
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

  /** The checks of an edit: its schedule, its action, and a picture that fits its group. */
  async function checkedPicture(
    merchant: DeskMerchantRow,
    language: string,
    before: ContentRow<'banners'>,
    input: UpdateBanner,
  ) {
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
      throw misfit(language, group, before.width, before.height);
    }
    return picture;
  }

  return {
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
      const picture = await checkedPicture(merchant, language, before, input);
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
  };
}
