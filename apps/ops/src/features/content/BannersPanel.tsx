import {
  bannerFits,
  bannerGroupRoutes,
  bannerGroups,
  bannerSlotOf,
  linkageTypes,
  type BannerGroup,
  type DeskBanner,
  type LinkageType,
  type Media,
} from '@khela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNote } from '../../ui/controls';
import { errorText } from '../../ui/errors';
import { text, whole } from '../../ui/form-values';
import { useDeskTimeZone } from '../../ui/zoned-time';
import { uploadPicture } from '../../api';
import type { ContentChanges } from './content.api';
import {
  LanguageField,
  languageValue,
  PublishField,
  publishValue,
  ScheduleFields,
  ScheduleText,
  scheduleValues,
  SortOrderField,
} from './ContentControls';
import { ItemDialog, PublishedItemCard } from './ContentItem';
import {
  ContentListPanel,
  type ItemActionHandlers,
  type ItemEditorProps,
  type ListPanelProps,
} from './ContentListPanel';

/** A picture in a slot as the site frames it, with the banner's title over it. */
function SlotPreview({
  label,
  width,
  picture,
  title,
}: {
  label: string;
  width: number;
  picture: { url: string; width: number; height: number };
  title: string;
}) {
  return (
    <figure className="cd-slot" style={{ maxWidth: width }}>
      <figcaption className="ops-muted">{label}</figcaption>
      <div
        className="cd-slot__frame"
        style={{ aspectRatio: `${picture.width} / ${picture.height}` }}
      >
        <img src={picture.url} alt="" width={picture.width} height={picture.height} />
        {title && <span className="cd-slot__caption">{title}</span>}
      </div>
    </figure>
  );
}

/** The banner at a phone's width and at a desktop's, as players will see it. */
export function BannerPreview({
  picture,
  title,
}: {
  picture: { url: string; width: number; height: number };
  title: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="cd-wide cd-slots" data-testid="banner-preview">
      <SlotPreview label={t('content.banners.phone')} width={328} picture={picture} title={title} />
      <SlotPreview
        label={t('content.banners.desktop')}
        width={640}
        picture={picture}
        title={title}
      />
    </div>
  );
}

/** A new or edited banner: picture upload (checked for the slot), action, schedule. */
function BannerDialog({ item: banner, changes, onClose }: ItemEditorProps<DeskBanner>) {
  const { t } = useTranslation();
  const zone = useDeskTimeZone();
  const [group, setGroup] = useState<BannerGroup>(
    (banner?.groupName as BannerGroup | undefined) ?? 'home',
  );
  const [upload, setUpload] = useState<Media | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [isUploading, setIsUploading] = useState(false);
  const [title, setTitle] = useState(banner?.title ?? '');
  const [linkageType, setLinkageType] = useState<LinkageType | ''>(banner?.linkageType ?? '');
  const slot = bannerSlotOf(group);
  const picture = upload ?? (banner ? { url: banner.imageUrl, ...banner } : null);
  const isMisfit = picture !== null && !bannerFits(group, picture.width, picture.height);
  async function choose(file: File | undefined) {
    if (!file) return;
    // A new choice replaces the last: a refused one leaves the banner's own picture, or none.
    setUpload(null);
    setUploadError(null);
    setIsUploading(true);
    try {
      setUpload(await uploadPicture(file, 'banner', changes.merchant));
    } catch (failure) {
      setUploadError(errorText(failure, t('common.failed')));
    } finally {
      setIsUploading(false);
    }
  }
  return (
    <ItemDialog
      section="banners"
      testId="banner-dialog"
      isNew={!banner}
      onClose={onClose}
      onSend={async (form) => {
        const type = text(form, 'linkageType') as LinkageType | '';
        const fields = {
          groupName: group,
          language: languageValue(form),
          title: text(form, 'title'),
          linkageType: type || null,
          linkageValue: type ? text(form, 'linkageValue') : null,
          sortOrder: whole(form, 'sortOrder'),
          ...scheduleValues(form, zone, banner ?? undefined),
          isPublished: publishValue(form),
        };
        if (banner) {
          await changes.updateBanner(banner.id, {
            ...fields,
            ...(upload ? { mediaId: upload.id } : {}),
          });
        } else {
          // No picture yet: the server names the missing field.
          await changes.createBanner({ ...fields, mediaId: upload?.id ?? '' });
        }
      }}
    >
      <label>
        {t('content.banners.group')}
        <select
          name="groupName"
          value={group}
          onChange={(event) => setGroup(event.target.value as BannerGroup)}
        >
          {bannerGroups.map((name) => (
            <option key={name} value={name}>
              {t('content.banners.groupOption', {
                name: t(`content.banners.groups.${name}`),
                route: bannerGroupRoutes[name],
              })}
            </option>
          ))}
        </select>
      </label>
      <LanguageField value={banner?.language} />
      <label className="cd-wide">
        {t('content.banners.picture')}
        <input
          type="file"
          name="mediaId"
          accept="image/png,image/jpeg,image/webp"
          data-testid="banner-file"
          onChange={(event) => void choose(event.target.files?.[0])}
        />
      </label>
      <p className="ops-hint cd-wide">
        {t('content.banners.sizeHint', {
          minWidth: slot.minWidth,
          minHeight: slot.minHeight,
          sizes: slot.suggested.join(', '),
        })}
      </p>
      {isUploading && <p className="ops-hint cd-wide">{t('content.banners.uploading')}</p>}
      <ErrorNote text={uploadError} />
      {isMisfit && picture && (
        <ErrorNote
          text={t('content.banners.misfit', {
            width: picture.width,
            height: picture.height,
            sizes: slot.suggested.join(', '),
          })}
        />
      )}
      {picture && <BannerPreview picture={picture} title={title} />}
      <label className="cd-wide">
        {t('content.titleField')}
        <input
          name="title"
          maxLength={120}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
        />
      </label>
      <label>
        {t('content.banners.linkageType')}
        <select
          name="linkageType"
          value={linkageType}
          onChange={(event) => setLinkageType(event.target.value as LinkageType | '')}
        >
          <option value="">{t('content.banners.linkage.none')}</option>
          {linkageTypes.map((type) => (
            <option key={type} value={type}>
              {t(`content.banners.linkage.${type}`)}
            </option>
          ))}
        </select>
      </label>
      {linkageType && (
        <label>
          {t('content.banners.linkageValue')}
          <input
            name="linkageValue"
            maxLength={500}
            defaultValue={banner?.linkageValue ?? ''}
            autoComplete="off"
          />
          <small className="ops-muted">{t(`content.banners.linkageHint.${linkageType}`)}</small>
        </label>
      )}
      <SortOrderField value={banner?.sortOrder} />
      <ScheduleFields startsAt={banner?.startsAt} endsAt={banner?.endsAt} />
      <PublishField isPublished={banner?.isPublished} />
    </ItemDialog>
  );
}

function BannerCard({
  banner,
  changes,
  actions,
}: {
  banner: DeskBanner;
  changes: ContentChanges;
  actions: ItemActionHandlers;
}) {
  const { t } = useTranslation();
  return (
    <PublishedItemCard
      testId={`banner-${banner.id}`}
      className="cd-banner"
      picture={
        <div
          className="cd-banner__picture"
          style={{ aspectRatio: `${banner.width} / ${banner.height}` }}
        >
          <img
            src={banner.imageUrl}
            alt=""
            width={banner.width}
            height={banner.height}
            loading="lazy"
          />
        </div>
      }
      title={banner.title || t('content.untitled')}
      status={banner}
      actions={actions}
      onPublish={(isPublished) => changes.updateBanner(banner.id, { isPublished })}
    >
      <small>
        {t('content.banners.where', {
          group: t(`content.banners.groups.${banner.groupName}`, banner.groupName),
          route: bannerGroupRoutes[banner.groupName as BannerGroup] ?? '',
          language: t(`content.languages.${banner.language}`),
        })}
        {' · '}
        {t('content.banners.size', { width: banner.width, height: banner.height })}
      </small>
      <br />
      <small>
        {banner.linkageType
          ? t('content.banners.leadsTo', {
              type: t(`content.banners.linkage.${banner.linkageType}`),
              value: banner.linkageValue ?? '',
            })
          : t('content.banners.linkage.none')}
        {' · '}
        <ScheduleText startsAt={banner.startsAt} endsAt={banner.endsAt} />
      </small>
    </PublishedItemCard>
  );
}

/** The merchant's banners by group and language, with a form to add or change one. */
export function BannersPanel({ items, changes }: ListPanelProps<DeskBanner>) {
  const { t } = useTranslation();
  return (
    <ContentListPanel
      section="banners"
      items={items}
      languageOf={(banner) => banner.language}
      kindFilter={{
        label: t('content.banners.group'),
        options: bannerGroups.map((name) => ({
          value: name,
          name: t('content.banners.groupOption', {
            name: t(`content.banners.groups.${name}`),
            route: bannerGroupRoutes[name],
          }),
        })),
        kindOf: (banner) => banner.groupName,
      }}
      renderItem={(banner, actions) => (
        <BannerCard banner={banner} changes={changes} actions={actions} />
      )}
      editor={BannerDialog}
      changes={changes}
      nameOf={(banner) => banner.title || banner.groupName}
      onDelete={(banner) => changes.deleteBanner(banner.id)}
    />
  );
}
