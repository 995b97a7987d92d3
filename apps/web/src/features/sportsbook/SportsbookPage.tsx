import type { SportsbookBook } from '@khela/contracts';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { FeatureTexts } from '../../i18n/FeatureTexts';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { lobbyBundles } from '../lobby/i18n';
import { useVendors } from '../system/system.api';
import { sportsbookBundles } from './i18n';
import { Sportsbook } from './Sportsbook';
import { splitVendors } from './vendors';
import '../lobby/lobby.css';

// The vendor lobby's code (its game lists and their schemas) loads only when it is shown: beneath
// the book for the merchant's other vendors, or alone when the merchant has no book.
const VendorLobbyPage = lazy(() =>
  import('../lobby/LobbyPage').then((module) => ({ default: module.Component })),
);
const VendorLobby = lazy(() =>
  import('../lobby/VendorLobby').then((module) => ({ default: module.VendorLobby })),
);

/**
 * /sports and /esports: the in-house book first when the merchant's catalogue has it, and the
 * other vendors of the type beneath it; without it, the vendor lobby as before.
 */
function SportsLobby() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const book: SportsbookBook = pathname.startsWith('/esports') ? 'esports' : 'sports';
  const gameType = book === 'esports' ? 'ESPORTS' : 'SPORTS';
  const vendorsQuery = useVendors();
  if (vendorsQuery.isPending) return <PageSkeleton />;
  const { hasBook, others } = splitVendors(vendorsQuery.data ?? [], gameType);
  if (!hasBook) {
    return (
      <Suspense fallback={<PageSkeleton />}>
        <VendorLobbyPage />
      </Suspense>
    );
  }
  // The page keeps the lobby's test id and type: the book is this type's lobby now.
  return (
    <div data-testid="page-lobby" data-game-type={gameType}>
      <Sportsbook book={book} />
      {others.length > 0 && (
        <section
          className="container lobby sb-others"
          aria-labelledby="sb-others-title"
          data-testid="sportsbook-other-vendors"
        >
          <h2 id="sb-others-title" className="sb-others__title">
            {t('sportsbook.otherBooks')}
          </h2>
          <Suspense fallback={null}>
            <VendorLobby gameType={gameType} vendors={others} />
          </Suspense>
        </section>
      )}
    </div>
  );
}

/** The book's texts and the lobby's (the other vendors), then the screen. */
function BookTexts({ children }: { children: ReactNode }) {
  return (
    <FeatureTexts name="lobby" loaders={lobbyBundles} fallback={<PageSkeleton />}>
      <FeatureTexts name="sportsbook" loaders={sportsbookBundles} fallback={<PageSkeleton />}>
        {children}
      </FeatureTexts>
    </FeatureTexts>
  );
}

/** /sports and /esports, once their texts are in. */
export function Component() {
  return (
    <BookTexts>
      <SportsLobby />
    </BookTexts>
  );
}

/** /fbsports when the merchant's page is the in-house book (or no other sportsbook was chosen). */
export function FbSportsBook() {
  return (
    <BookTexts>
      <div data-testid="page-game">
        <Sportsbook book="sports" />
      </div>
    </BookTexts>
  );
}
