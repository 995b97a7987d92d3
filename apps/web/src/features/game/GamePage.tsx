import { FeatureTexts } from '../../i18n/FeatureTexts';
import { lobbyBundles } from '../lobby/i18n';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { AppLink } from '../../ui/AppLink';
import { EmptyState } from '../../ui/EmptyState';
import { Icon } from '../../ui/Icon';
import { useSession } from '../../session/SessionProvider';
import { LoginRequired } from '../account/LoginRequired';
import { useSiteConfig } from '../system/system.api';
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

/** The game in an embedded frame (/game), also the seamless and sports provider pages. */
function GameFrame() {
  const { t } = useTranslation();
  const { state, pathname } = useLocation() as { state: LaunchState | null; pathname: string };
  const { isLoggedIn } = useSession();
  const isFramePage = pathname === '/game';
  const message = (content: ReactNode) =>
    isFramePage ? (
      <div className="game-frame game-frame--message" data-testid="page-game">
        <GameBar title={undefined} />
        <div className="game-frame__message container">{content}</div>
      </div>
    ) : (
      <div className="container" data-testid="page-game">
        {content}
      </div>
    );
  if (!isLoggedIn) return message(<LoginRequired textKey="game.guest" />);
  if (!isSafeLaunchUrl(state?.launchUrl)) {
    return message(
      <EmptyState
        testId="game-empty"
        title={t('game.noGame')}
        text={t('game.noGameText')}
        action={
          <AppLink
            to={pathname === '/fbsports' ? '/sports' : '/rng'}
            className="button button--primary"
          >
            {t('game.toLobby')}
          </AppLink>
        }
      />,
    );
  }
  return (
    <div className="game-frame" data-testid="page-game">
      <GameBar title={state?.title} isPlayMoney={state?.isPlayMoney} />
      <iframe
        className="game-frame__frame"
        src={state?.launchUrl}
        title={state?.title ?? t('game.frameTitle')}
        allow="fullscreen; autoplay"
      />
    </div>
  );
}

/** The game frame, once the launch texts are in. */
export function Component() {
  return (
    <FeatureTexts name="lobby" loaders={lobbyBundles}>
      <GameFrame />
    </FeatureTexts>
  );
}
