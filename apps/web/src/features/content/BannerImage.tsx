import {
  bannerSizes,
  isExternalHttpsUrl,
  parseGameLinkage,
  srcSetOf,
  type Banner,
} from '@khela/contracts';
import { useNavigate } from 'react-router';
import { useLaunchGame } from '../lobby/use-launch-game';

// Shared by the slot (the first picture) and the lazy carousel (every slide); kept apart from
// BannerSlot so the carousel does not import back from the module that lazy-loads it.

/**
 * What a click on a banner does (spec §3 linkageType): a route of the site, a game launched
 * through the site's launch code (login first when needed), a promotion's detail. External
 * addresses are links of their own (a new tab without the opener), not handled here.
 */
export function useBannerAction() {
  const navigate = useNavigate();
  const launch = useLaunchGame();
  return (banner: Banner) => {
    const value = banner.linkageValue;
    if (!banner.linkageType || !value) return;
    if (banner.linkageType === 'promotion') {
      void navigate(`/promoDetail?id=${encodeURIComponent(value)}`);
    } else if (banner.linkageType === 'game') {
      const game = parseGameLinkage(value);
      if (game) void launch({ kind: 'object', object: { ...game, displayName: banner.title } });
    } else if (banner.linkageType === 'route' && value.startsWith('/') && !value.startsWith('//')) {
      void navigate(value);
    }
  };
}

/**
 * One banner picture, at its stored size so the browser reserves its shape before it loads; a
 * phone takes the narrower version its screen needs.
 */
function Picture({ banner, isEager }: { banner: Banner; isEager: boolean }) {
  const srcSet = srcSetOf(banner);
  return (
    <img
      className="banner__image"
      srcSet={srcSet}
      sizes={srcSet && bannerSizes}
      src={banner.url}
      alt={banner.title}
      width={banner.width}
      height={banner.height}
      loading={isEager ? 'eager' : 'lazy'}
      fetchPriority={isEager ? 'high' : 'auto'}
      draggable={false}
    />
  );
}

/** One banner: a link out, a button when it leads somewhere on the site, else a picture. */
export function BannerImage({ banner, isEager }: { banner: Banner; isEager: boolean }) {
  const act = useBannerAction();
  const caption = banner.title && <span className="banner__caption">{banner.title}</span>;
  const picture = <Picture banner={banner} isEager={isEager} />;
  const external = banner.linkageType === 'url' ? banner.linkageValue : null;
  if (external !== null && isExternalHttpsUrl(external)) {
    return (
      <a
        className="banner__slide banner__slide--link"
        href={external}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="banner-link"
      >
        {picture}
        {caption}
      </a>
    );
  }
  if (!banner.linkageType || banner.linkageType === 'url') {
    return (
      <div className="banner__slide">
        {picture}
        {caption}
      </div>
    );
  }
  return (
    <button
      type="button"
      className="banner__slide banner__slide--link"
      onClick={() => act(banner)}
      data-testid="banner-link"
    >
      {picture}
      {caption}
    </button>
  );
}
