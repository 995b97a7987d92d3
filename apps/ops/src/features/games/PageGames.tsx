import { gamePages, type DeskVendor, type GamePage, type PageGame } from '@khela/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton, ErrorNote, Skeleton } from '../../ui/controls';
import { errorText } from '../../ui/errors';
import { useSingleFlight } from '../../ui/single-flight';
import { gameDeskKeys, setPageGame, usePageGames, type MerchantChoice } from './games.api';

/** One page: what it opens now, and the vendor and game to open instead. */
function PageRow({
  page,
  current,
  vendors,
  merchant,
}: {
  page: GamePage;
  current: PageGame | null;
  vendors: string[];
  merchant: MerchantChoice;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { isBusy, run } = useSingleFlight();
  const [vassalage, setVassalage] = useState(current?.vassalage ?? vendors[0] ?? '');
  const [gameCode, setGameCode] = useState(current?.gameCode ?? '');
  const [error, setError] = useState<string | null>(null);

  function save(game: { vassalage: string; gameCode: string } | null) {
    setError(null);
    void run(async () => {
      try {
        await setPageGame(merchant, page, game);
        await queryClient.invalidateQueries({ queryKey: [...gameDeskKeys.all, 'pages'] });
      } catch (failure) {
        setError(errorText(failure, t('common.failed')));
      }
    });
  }

  return (
    <article className="ops-item gd-page" data-testid={`page-game-${page}`}>
      <div className="ops-item__head">
        <strong>{t(`games.page.${page}`)}</strong>
        <span className={current ? 'ops-badge ops-badge--ok' : 'ops-badge ops-badge--off'}>
          {current
            ? current.gameCode
              ? `${current.vassalage} · ${current.gameCode}`
              : t('games.pageVendorLobby', { vendor: current.vassalage })
            : t('games.pageNotSetUp')}
        </span>
      </div>
      <div className="ops-form ops-form--grid">
        <label>
          {t('games.pageVendor')}
          <select value={vassalage} onChange={(event) => setVassalage(event.target.value)}>
            {vendors.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('games.pageGameCode')}
          <input
            value={gameCode}
            maxLength={64}
            placeholder={t('games.pageGameCodeHint')}
            onChange={(event) => setGameCode(event.target.value)}
          />
        </label>
      </div>
      <ErrorNote text={error} />
      <div className="ops-actions">
        <BusyButton
          isBusy={isBusy}
          disabled={vassalage === ''}
          onClick={() => save({ vassalage, gameCode: gameCode.trim() })}
        >
          {t('common.save')}
        </BusyButton>
        {current && (
          <BusyButton isGhost isBusy={isBusy} onClick={() => save(null)}>
            {t('games.pageTakeDown')}
          </BusyButton>
        )}
      </div>
    </article>
  );
}

/** The site's /seamless and /fbsports pages: which vendor's game each opens in its frame. */
export function PageGames({
  merchant,
  vendors,
}: {
  merchant: MerchantChoice;
  vendors: DeskVendor[];
}) {
  const { t } = useTranslation();
  const pages = usePageGames(merchant);
  const codes = [...new Set(vendors.map((vendor) => vendor.vassalage))];
  return (
    <section className="ops-panel" data-testid="ops-page-games">
      <h2>{t('games.pagesTitle')}</h2>
      <p className="ops-hint">{t('games.pagesIntro')}</p>
      <ErrorNote text={pages.error ? errorText(pages.error, t('common.loadFailed')) : null} />
      {pages.isPending && <Skeleton rows={2} />}
      {pages.data && (
        <div className="ops-items">
          {gamePages.map((page) => (
            <PageRow
              key={`${page}:${pages.data[page]?.vassalage ?? ''}:${pages.data[page]?.gameCode ?? ''}`}
              page={page}
              current={pages.data[page]}
              vendors={codes}
              merchant={merchant}
            />
          ))}
        </div>
      )}
    </section>
  );
}
