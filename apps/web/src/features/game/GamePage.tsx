import { FeatureTexts } from '../../i18n/FeatureTexts';
import { lobbyBundles } from '../lobby/i18n';
import { sportsbookVendorCode, type GamePage } from '@khela/contracts';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { AppLink } from '../../ui/AppLink';
import { EmptyState } from '../../ui/EmptyState';
import { Icon } from '../../ui/Icon';
import { useSession } from '../../session/SessionProvider';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { errorText } from '../account/form-helpers';
import { LoginRequired } from '../account/LoginRequired';
import { fetchLaunch } from '../lobby/games.api';
import { useSiteConfig, useVendors } from '../system/system.api';
import { splitVendors } from '../sportsbook/vendors';
import './game.css';

/** Where a launch sends the player: the vendor's address, passed in navigation state. */
interface LaunchState {
  launchUrl?: string;
  title?: string;
  /** A trial account's game: play money, shown on the bar. */
  isPlayMoney?: boolean;
}

function isSafeLaunchUrl(text: string | undefined): text is string {
  if (!text) return false;
  try {
    const url = new URL(text, window.location.origin);
    return url.protocol === 'https:' || url.origin === window.location.origin;
  } catch {
    return false;
  }
}

/** The bar above a game: back, and the brand's way home. */
function GameBar({ title, isPlayMoney }: { title: string | undefined; isPlayMoney?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { info } = useSiteConfig();
  return (
    <div className="game-frame__bar">
      <button
        type="button"
        className="button button--small button--ghost"
        onClick={() => void navigate(-1)}
      >
        <Icon name="chevron-left" size={18} />
        {t('common.back')}
      </button>
      <span className="game-frame__title">{title}</span>
      {isPlayMoney && (
        <span className="game-frame__play-money" data-testid="play-money">
          {t('launch.playMoneyBadge')}
        </span>
      )}
      <AppLink to="/" className="game-frame__home" aria-label={info.brand.name}>
        <img src={info.brand.logoUrl} alt={info.brand.name} width={96} height={24} />
      </AppLink>
    </div>
  );
}

/** A page's layout: the frame page has the game bar above its message. */
function Message({ isFramePage, children }: { isFramePage: boolean; children: ReactNode }) {
  return isFramePage ? (
    <div className="game-frame game-frame--message" data-testid="page-game">
      <GameBar title={undefined} />
      <div className="game-frame__message container">{children}</div>
    </div>
  ) : (
    <div className="container" data-testid="page-game">
      {children}
    </div>
  );
}

/** The game itself, under its bar. */
function Frame({
  url,
  title,
  isPlayMoney,
}: {
  url: string;
  title?: string;
  isPlayMoney?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="game-frame" data-testid="page-game">
      <GameBar title={title} isPlayMoney={isPlayMoney} />
      <iframe
        className="game-frame__frame"
        src={url}
        title={title ?? t('game.frameTitle')}
        allow="fullscreen; autoplay"
      />
    </div>
  );
}

/** The game a launch opened (/game), passed in navigation state. */
function LaunchedGame() {
  const { t } = useTranslation();
  const { state } = useLocation() as { state: LaunchState | null };
  const { isLoggedIn } = useSession();
  if (!isLoggedIn) {
    return (
      <Message isFramePage>
        <LoginRequired textKey="game.guest" />
      </Message>
    );
  }
  if (!isSafeLaunchUrl(state?.launchUrl)) {
    return (
      <Message isFramePage>
        <EmptyState
          testId="game-empty"
          title={t('game.noGame')}
          text={t('game.noGameText')}
          action={
            <AppLink to="/rng" className="button button--primary">
              {t('game.toLobby')}
            </AppLink>
          }
        />
      </Message>
    );
  }
  return <Frame url={state.launchUrl} title={state?.title} isPlayMoney={state?.isPlayMoney} />;
}

/**
 * /seamless and /fbsports: the game the operators chose for the page, launched as any game is
 * (login first; trial accounts play money), or a page saying it is not set up.
 */
function PageGame({ page }: { page: GamePage }) {
  const { t, i18n } = useTranslation();
  const { isLoggedIn, token } = useSession();
  const { info } = useSiteConfig();
  const game = info.pageGames[page];
  const isSports = page === 'fbsports';
  const launch = useQuery({
    queryKey: ['page-game', token, page, game?.vassalage, game?.gameCode, i18n.language],
    queryFn: () =>
      fetchLaunch(
        game?.gameCode
          ? { vassalage: game.vassalage, gameCode: game.gameCode }
          : { vassalage: game?.vassalage ?? '' },
        i18n.language,
      ),
    enabled: isLoggedIn && game !== null,
    // A launch is a game session: made once per visit, never refetched behind the player.
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  const lobby = (
    <AppLink to={isSports ? '/sports' : '/rng'} className="button button--primary">
      {t('game.toLobby')}
    </AppLink>
  );
  if (!isLoggedIn) {
    return (
      <Message isFramePage={false}>
        <LoginRequired textKey="game.guest" />
      </Message>
    );
  }
  if (!game) {
    return (
      <Message isFramePage={false}>
        <EmptyState
          testId="page-game-not-set-up"
          title={t(isSports ? 'game.sportsNotSetUp' : 'game.pageNotSetUp')}
          text={t(isSports ? 'game.sportsNotSetUpText' : 'game.pageNotSetUpText')}
          action={lobby}
        />
      </Message>
    );
  }
  if (launch.isError) {
    return (
      <Message isFramePage={false}>
        <EmptyState
          testId="page-game-failed"
          title={t('game.launchFailed')}
          text={errorText(launch.error, t)}
          action={
            <button
              type="button"
              className="button button--primary"
              onClick={() => void launch.refetch()}
            >
              {t('game.tryAgain')}
            </button>
          }
        />
      </Message>
    );
  }
  if (!launch.data || !isSafeLaunchUrl(launch.data.url)) return <PageSkeleton />;
  return (
    <Frame url={launch.data.url} title={launch.data.title} isPlayMoney={launch.data.isPlayMoney} />
  );
}

// Loaded only when /fbsports shows the in-house book.
const InHouseBook = lazy(() =>
  import('../sportsbook/SportsbookPage').then((module) => ({ default: module.FbSportsBook })),
);

/**
 * /fbsports: the in-house book when the operators chose it for the page, or chose no sportsbook
 * and the merchant's catalogue has the book (guests may browse it); another vendor's sportsbook
 * is launched as before, and without either the page says it is not set up.
 */
function SportsPage() {
  const { info } = useSiteConfig();
  const vendors = useVendors();
  const game = info.pageGames.fbsports;
  if (game === null && vendors.isPending) return <PageSkeleton />;
  const isInHouse =
    game === null
      ? splitVendors(vendors.data ?? [], 'SPORTS').hasBook
      : game.vassalage === sportsbookVendorCode;
  if (!isInHouse) return <PageGame page="fbsports" />;
  return (
    <Suspense fallback={<PageSkeleton />}>
      <InHouseBook />
    </Suspense>
  );
}

function GameFrame() {
  const { pathname } = useLocation();
  if (pathname === '/seamless') return <PageGame page="seamless" />;
  if (pathname === '/fbsports') return <SportsPage />;
  return <LaunchedGame />;
}

/** The game frame, once the launch texts are in. */
export function Component() {
  return (
    <FeatureTexts name="lobby" loaders={lobbyBundles}>
      <GameFrame />
    </FeatureTexts>
  );
}
