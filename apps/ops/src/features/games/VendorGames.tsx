import {
  deskGameLanguages,
  deskGameNamesSchema,
  deskStatuses,
  sortOrderMax,
  type DeskGame,
  type DeskVendor,
  type UpdateDeskGame,
} from '@khela/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OpsApiError } from '../../api';
import { BusyButton, CancelButton, ErrorNote, Skeleton } from '../../ui/controls';
import { Dialog } from '../../ui/Dialog';
import { errorText } from '../../ui/errors';
import { useSingleFlight } from '../../ui/single-flight';
import { gameDeskKeys, updateGame, useDeskGames, type MerchantChoice } from './games.api';
import { ImportGames } from './ImportGames';
import { HotSwitch } from './StatusChips';

/** A row's refusal kept short (the row is narrow): the refused fields' own words. */
function rowError(failure: unknown, fallback: string): string {
  if (failure instanceof OpsApiError && failure.fields.length > 0) {
    return failure.fields.map((field) => field.message).join(' ');
  }
  return errorText(failure, fallback);
}

/** A game's name in the desk's language, English otherwise. */
function nameIn(game: DeskGame, language: string): string {
  return game.names[language as keyof DeskGame['names']] ?? game.names.en;
}

function NamesDialog({
  game,
  onSave,
  onClose,
}: {
  game: DeskGame;
  onSave: (names: DeskGame['names']) => Promise<string | null>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { isBusy, run } = useSingleFlight();
  const [error, setError] = useState<string | null>(null);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const entries = deskGameLanguages
      .map((language) => [language, String(data.get(language) ?? '').trim()] as const)
      .filter(([, name]) => name !== '');
    const parsed = deskGameNamesSchema.safeParse(Object.fromEntries(entries));
    if (!parsed.success) {
      setError(t('games.names.englishRequired'));
      return;
    }
    void run(async () => {
      const failure = await onSave(parsed.data);
      if (failure === null) onClose();
      else setError(failure);
    });
  }
  return (
    <Dialog title={t('games.names.title', { code: game.code })} onClose={onClose} isLocked={isBusy}>
      <form className="ops-form" noValidate onSubmit={submit}>
        {deskGameLanguages.map((language) => (
          <label key={language}>
            {t(`games.names.${language}`)}
            <input
              name={language}
              defaultValue={game.names[language] ?? ''}
              maxLength={100}
              required={language === 'en'}
              lang={language}
            />
          </label>
        ))}
        <ErrorNote text={error} />
        <div className="ops-form__buttons">
          <CancelButton isBusy={isBusy} onClick={onClose} />
          <BusyButton type="submit" isBusy={isBusy}>
            {t('common.save')}
          </BusyButton>
        </div>
      </form>
    </Dialog>
  );
}

function GameRow({
  game,
  merchant,
  vassalage,
  currency,
}: {
  game: DeskGame;
  merchant: MerchantChoice;
  vassalage: string;
  currency: string;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { isBusy, run } = useSingleFlight();
  const [minBet, setMinBet] = useState(game.minBet);
  const [sortOrder, setSortOrder] = useState(String(game.sortOrder));
  const [error, setError] = useState<string | null>(null);
  const [isNaming, setIsNaming] = useState(false);
  const name = nameIn(game, i18n.language);
  const isDirty = minBet.trim() !== game.minBet || sortOrder.trim() !== String(game.sortOrder);

  async function change(update: UpdateDeskGame): Promise<string | null> {
    try {
      const saved = await updateGame(merchant, vassalage, game.code, update);
      setMinBet(saved.minBet);
      setSortOrder(String(saved.sortOrder));
      await queryClient.invalidateQueries({ queryKey: gameDeskKeys.games(merchant, vassalage) });
      return null;
    } catch (failure) {
      return rowError(failure, t('common.failed'));
    }
  }

  function changeNow(update: UpdateDeskGame) {
    setError(null);
    void run(async () => setError(await change(update)));
  }

  function saveNumbers() {
    const order = Number(sortOrder.trim());
    if (!/^\d+$/.test(sortOrder.trim()) || order > sortOrderMax) {
      setError(t('games.sortInvalid', { max: sortOrderMax }));
      return;
    }
    changeNow({
      ...(minBet.trim() !== game.minBet ? { minBet: minBet.trim() } : {}),
      ...(order !== game.sortOrder ? { sortOrder: order } : {}),
    });
  }

  return (
    <tr data-testid={`game-${game.code}`}>
      <td data-label={t('games.game')}>
        <strong>{name}</strong>
        <br />
        <code>{game.code}</code>{' '}
        <small className="ops-muted">
          {t(`games.type.${game.gameType}`)} · {t(`games.classify.${game.gameClassify}`)}
        </small>
        <br />
        <button type="button" className="ops-link" onClick={() => setIsNaming(true)}>
          {t('games.names.edit')}
        </button>
      </td>
      <td data-label={t('games.status.label')}>
        <select
          value={game.status}
          disabled={isBusy}
          aria-label={t('games.statusOf', { name })}
          className={`gd-status-select gd-status-select--${game.status}`}
          onChange={(event) => {
            const status = deskStatuses.find((candidate) => candidate === event.target.value);
            if (status) changeNow({ status });
          }}
        >
          {deskStatuses.map((status) => (
            <option key={status} value={status}>
              {t(`games.status.${status}`)}
            </option>
          ))}
        </select>
      </td>
      <td data-label={t('games.hot')}>
        <HotSwitch
          isOn={game.isHot}
          isBusy={isBusy}
          label={t('games.hotOf', { name })}
          onChange={(isHot) => changeNow({ isHot })}
        />
      </td>
      <td data-label={t('games.minBet', { currency })}>
        <input
          className="gd-number-input"
          inputMode="decimal"
          value={minBet}
          maxLength={30}
          aria-label={t('games.minBetOf', { name, currency })}
          onChange={(event) => setMinBet(event.target.value)}
        />
      </td>
      <td data-label={t('games.sortOrder')}>
        <div className="ops-inline">
          <input
            className="gd-number-input gd-number-input--short"
            inputMode="numeric"
            value={sortOrder}
            maxLength={7}
            aria-label={t('games.sortOrderOf', { name })}
            onChange={(event) => setSortOrder(event.target.value)}
          />
          {isDirty && (
            <BusyButton isBusy={isBusy} onClick={saveNumbers}>
              {t('common.save')}
            </BusyButton>
          )}
        </div>
        <ErrorNote text={error} />
        {isNaming && (
          <NamesDialog
            game={game}
            onClose={() => setIsNaming(false)}
            onSave={(names) => change({ names })}
          />
        )}
      </td>
    </tr>
  );
}

/** A vendor's games: search, paging, inline status, hot, minimum bet and place; the import. */
export function VendorGames({
  merchant,
  currency,
  rows,
  onClose,
}: {
  merchant: MerchantChoice;
  currency: string;
  /** The vendor's rows (one per game type); the first names it. */
  rows: DeskVendor[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const vendor = rows[0];
  const vassalage = vendor?.vassalage ?? '';
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const page = useDeskGames(merchant, vassalage, query, pageNo);
  const data = page.data;
  const panelRef = useRef<HTMLElement>(null);
  // The games open below the vendors: bring them into view.
  useEffect(() => {
    panelRef.current?.scrollIntoView({ block: 'start' });
  }, []);
  if (!vendor) return null;

  return (
    <section ref={panelRef} className="ops-panel gd-games-panel" data-testid="vendor-games">
      <div className="ops-section-head">
        <h2>{t('games.gamesOf', { name: vendor.displayName, vassalage })}</h2>
        <button type="button" className="ops-button ops-button--ghost" onClick={onClose}>
          {t('common.close')}
        </button>
      </div>
      <form
        className="ops-search"
        role="search"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setQuery(draft.trim());
          setPageNo(1);
        }}
      >
        <label className="ops-search__field">
          <span className="visually-hidden">{t('games.search')}</span>
          <input
            type="search"
            value={draft}
            maxLength={64}
            placeholder={t('games.searchPlaceholder')}
            onChange={(event) => setDraft(event.target.value)}
          />
        </label>
        <BusyButton type="submit" isBusy={page.isFetching}>
          {t('games.search')}
        </BusyButton>
      </form>
      <ErrorNote text={page.error ? errorText(page.error, t('common.loadFailed')) : null} />
      {page.isPending && <Skeleton rows={4} />}
      {data && data.games.length === 0 && (
        <p className="ops-empty">{query ? t('games.noMatch', { query }) : t('games.noGames')}</p>
      )}
      {data && data.games.length > 0 && (
        <>
          <div className="ops-table-wrap">
            <table className="ops-table ops-table--stack gd-games">
              <thead>
                <tr>
                  <th>{t('games.game')}</th>
                  <th>{t('games.status.label')}</th>
                  <th>{t('games.hot')}</th>
                  <th>{t('games.minBet', { currency })}</th>
                  <th>{t('games.sortOrder')}</th>
                </tr>
              </thead>
              <tbody>
                {data.games.map((game) => (
                  <GameRow
                    key={`${game.id}:${game.minBet}:${game.sortOrder}`}
                    game={game}
                    merchant={merchant}
                    vassalage={vassalage}
                    currency={currency}
                  />
                ))}
              </tbody>
            </table>
          </div>
          <div className="gd-pager">
            <button
              type="button"
              className="ops-button ops-button--ghost"
              disabled={pageNo <= 1 || page.isFetching}
              onClick={() => setPageNo((current) => current - 1)}
            >
              {t('games.previous')}
            </button>
            <span className="ops-hint">
              {t('games.pageOf', {
                pageNo: data.pageNo,
                totalPages: data.totalPages,
                total: data.total,
              })}
            </span>
            <button
              type="button"
              className="ops-button ops-button--ghost"
              disabled={pageNo >= data.totalPages || page.isFetching}
              onClick={() => setPageNo((current) => current + 1)}
            >
              {t('games.next')}
            </button>
          </div>
        </>
      )}
      {vendor.isHouse ? (
        <p className="ops-hint">{t('games.houseImport')}</p>
      ) : (
        <ImportGames
          merchant={merchant}
          vassalage={vassalage}
          gameTypes={rows.map((row) => row.gameType)}
        />
      )}
    </section>
  );
}
