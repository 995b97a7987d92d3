import type { SportsbookBook } from '@khela/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { AppLink } from '../../ui/AppLink';
import { Icon } from '../../ui/Icon';
import { gameTypeEntries } from '../layout/game-types';
import { BetSlip } from './BetSlip';
import { bookViewOf, type BookView } from './book-address';
import { BookLobby } from './BookLobby';
import { useChangeStream, useSlipFollowsBook } from './change-stream';
import { EventPage } from './EventPage';
import { MyBets } from './MyBets';
import { oddsStyles, type OddsStyle } from './odds';
import { useOddsStyle } from './preferences';
import { ResultsView } from './ResultsView';
import './sportsbook.css';
import './prices.css';
import './screens.css';

/** How odds read, remembered on the device. */
function OddsStyleChoice() {
  const { t } = useTranslation();
  const id = useId();
  const [style, setStyle] = useOddsStyle();
  return (
    <div className="sb-odds-style">
      <label htmlFor={id}>{t('sportsbook.oddsStyle.label')}</label>
      <select
        id={id}
        value={style}
        onChange={(event) => setStyle(event.target.value as OddsStyle)}
        data-testid="odds-style"
      >
        {oddsStyles.map((item) => (
          <option key={item} value={item}>
            {t(`sportsbook.oddsStyle.${item}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The book's own navigation: its events, the member's bets and the results. */
function BookNav({ view }: { view: BookView }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const items: { key: 'lobby' | 'mybets' | 'results'; to: string; label: string }[] = [
    { key: 'lobby', to: pathname, label: t('sportsbook.nav.lobby') },
    { key: 'mybets', to: `${pathname}?view=mybets`, label: t('sportsbook.nav.myBets') },
    { key: 'results', to: `${pathname}?view=results`, label: t('sportsbook.nav.results') },
  ];
  const current = view === 'event' ? 'lobby' : view;
  return (
    <nav className="sb-nav" aria-label={t('sportsbook.nav.label')}>
      {items.map((item) => (
        <AppLink
          key={item.key}
          to={item.to}
          className="sb-nav__item"
          aria-current={current === item.key ? 'page' : undefined}
          data-testid={`book-nav-${item.key}`}
        >
          {item.label}
        </AppLink>
      ))}
    </nav>
  );
}

/**
 * The in-house sportsbook of a book (sports or esports): its header and navigation, the screen
 * the address asks for, and the slip beside it (desktop) or behind its button (phones). The
 * change stream keeps every price, status and score on screen current.
 */
export function Sportsbook({ book }: { book: SportsbookBook }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const { view, eventId } = bookViewOf(search);
  useChangeStream(book, eventId);
  useSlipFollowsBook();
  const entry = gameTypeEntries.find((item) => item.key === book);
  let content;
  if (view === 'event' && eventId) content = <EventPage key={eventId} eventId={eventId} />;
  else if (view === 'mybets') content = <MyBets />;
  else if (view === 'results') content = <ResultsView book={book} />;
  else content = <BookLobby book={book} />;
  return (
    <div className="container sb-page" data-testid="sportsbook" data-book={book}>
      <header className="sb-head">
        <span className="sb-head__icon" aria-hidden="true">
          <Icon name={book === 'esports' ? 'esports' : 'sports'} size={24} />
        </span>
        <h1 className="sb-head__title">{entry ? t(entry.labelKey) : t('sportsbook.title')}</h1>
        <OddsStyleChoice />
        <BookNav view={view} />
      </header>
      <div className="sb-layout">
        <div className="sb-main">{content}</div>
        <BetSlip />
      </div>
    </div>
  );
}
