import { hasCapability } from '@khela/contracts';
import {
  lotteryGameStatuses,
  type DeskLotteryGame,
  type Operator,
  type UpdateLotteryGame,
} from '@khela/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton, ErrorNote, Skeleton } from '../../ui/controls';
import { errorText } from '../../ui/errors';
import { formatAmount } from '../../ui/format';
import { MerchantPicker, useMerchantChoice } from '../../ui/MerchantPicker';
import { useSingleFlight } from '../../ui/single-flight';
import { Toggle } from '../../ui/Toggle';
import { ChoiceChips } from './LotteryControls';
import {
  useDeskMerchant,
  useLotteryChanges,
  useLotteryGames,
  type LotteryChanges,
  type MerchantChoice,
} from './lottery.api';
import { CancelsPanel, PendingCancelsNote } from './CancelsPanel';
import { OffersPanel } from './OffersPanel';
import { PeriodsPanel } from './PeriodsPanel';
import { gameName, scheduleText } from './lottery-text';
import './lottery.css';

/** Owners and administrators change lotteries; finance looks at them and their periods. */
function canManage(operator: Operator): boolean {
  return hasCapability(operator.role, 'lotterySetup');
}

const tagChoices = ['hot', 'new', 'none'] as const;
type TagChoice = (typeof tagChoices)[number];

/** The most a period may pay out: a field and Save for managers, the figure for the others. */
function PayoutCap({
  game,
  currency,
  isManager,
  isBusy,
  onSave,
}: {
  game: DeskLotteryGame;
  currency: string | undefined;
  isManager: boolean;
  isBusy: boolean;
  onSave: (amount: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const saved = formatAmount(game.maxPayoutPerPeriod);
  const [draft, setDraft] = useState(saved);
  if (!isManager) {
    return (
      <p className="ld-cap">
        <span className="ld-setting__label">{t('lottery.payoutCap')}</span>{' '}
        <strong className="ops-number">{formatAmount(game.maxPayoutPerPeriod, currency)}</strong>
      </p>
    );
  }
  return (
    <div className="ld-cap">
      <label className="ld-cap__field">
        <span className="ld-setting__label">{t('lottery.payoutCap')}</span>
        <span className="ld-cap__input">
          <input
            inputMode="decimal"
            value={draft}
            maxLength={30}
            aria-label={t('lottery.payoutCapOf', { name: gameName(game, i18n.language) })}
            onChange={(event) => setDraft(event.target.value)}
          />
          {currency && <span className="ops-muted">{currency}</span>}
        </span>
      </label>
      {draft.trim() !== saved && (
        <BusyButton isBusy={isBusy} onClick={() => onSave(draft.trim())}>
          {t('common.save')}
        </BusyButton>
      )}
    </div>
  );
}

/** One lottery game: schedule, status, tag, cancellation rule and payout cap. */
function GameCard({
  game,
  currency,
  changes,
  isManager,
  isOpen,
  onOpen,
}: {
  game: DeskLotteryGame;
  currency: string | undefined;
  changes: LotteryChanges;
  isManager: boolean;
  isOpen: boolean;
  onOpen: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { isBusy, run } = useSingleFlight();
  const [error, setError] = useState<string | null>(null);
  const name = gameName(game, i18n.language);
  const offered = game.offers.filter((offer) => offer.isOffered).length;

  function change(update: UpdateLotteryGame) {
    setError(null);
    void run(async () => {
      try {
        await changes.updateGame(game.gameId, update);
      } catch (failure) {
        setError(errorText(failure, t('common.failed')));
      }
    });
  }

  return (
    <article
      className={`ops-item ld-game ld-game--${game.status}`}
      aria-current={isOpen ? 'true' : undefined}
      data-testid={`lottery-${game.gameId}`}
    >
      <div className="ops-item__head">
        <div className="ops-item__who">
          <strong>{name}</strong>
          <br />
          <small>
            <code>{game.gameId}</code> · {t(`lottery.sheets.${game.sheetFormat}`)}
          </small>
        </div>
        <span className={offered > 0 ? 'ops-badge' : 'ops-badge ops-badge--off'}>
          {t('lottery.offeredCount', { count: offered, total: game.offers.length })}
        </span>
      </div>
      <p className="ld-game__schedule">{scheduleText(game.schedule, t, i18n.language)}</p>
      <div className="ld-setting">
        <span className="ld-setting__label">{t('lottery.status.label')}</span>
        <ChoiceChips
          value={game.status}
          choices={lotteryGameStatuses}
          textOf={(status) => t(`lottery.status.${status}`)}
          isBusy={isBusy}
          isDisabled={!isManager}
          label={t('lottery.statusOf', { name })}
          onChange={(status) => change({ status })}
        />
      </div>
      <div className="ld-setting">
        <span className="ld-setting__label">{t('lottery.tag.label')}</span>
        <ChoiceChips<TagChoice>
          value={game.tag ?? 'none'}
          choices={tagChoices}
          textOf={(tag) => t(`lottery.tag.${tag}`)}
          isBusy={isBusy}
          isDisabled={!isManager}
          label={t('lottery.tagOf', { name })}
          onChange={(tag) => change({ tag: tag === 'none' ? null : tag })}
        />
      </div>
      <Toggle
        isOn={game.isCancellable}
        label={t('lottery.cancellable')}
        isDisabled={!isManager}
        onChange={(isCancellable) => changes.updateGame(game.gameId, { isCancellable })}
      />
      <PayoutCap
        key={game.maxPayoutPerPeriod}
        game={game}
        currency={currency}
        isManager={isManager}
        isBusy={isBusy}
        onSave={(maxPayoutPerPeriod) => change({ maxPayoutPerPeriod })}
      />
      <ErrorNote text={error} />
      <div className="ops-actions">
        <button
          type="button"
          className={isOpen ? 'ops-button' : 'ops-button ops-button--ghost'}
          aria-pressed={isOpen}
          onClick={onOpen}
        >
          {t('lottery.open')}
        </button>
      </div>
    </article>
  );
}

/** The open game's play types and periods, brought into view when it opens. */
function GamePanel({
  game,
  merchant,
  currency,
  changes,
  isManager,
  onClose,
}: {
  game: DeskLotteryGame;
  merchant: MerchantChoice;
  currency: string | undefined;
  changes: LotteryChanges;
  isManager: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const panelRef = useRef<HTMLElement>(null);
  useEffect(() => {
    panelRef.current?.scrollIntoView({ block: 'start' });
  }, []);
  const name = gameName(game, i18n.language);
  return (
    <section ref={panelRef} className="ops-panel ld-panel" data-testid="lottery-game">
      <div className="ops-section-head">
        <h2>
          {name} <code>{game.gameId}</code>
        </h2>
        <button type="button" className="ops-button ops-button--ghost" onClick={onClose}>
          {t('common.close')}
        </button>
      </div>
      <OffersPanel game={game} currency={currency} changes={changes} isManager={isManager} />
      <PeriodsPanel
        game={game}
        merchant={merchant}
        currency={currency}
        changes={changes}
        isManager={isManager}
      />
    </section>
  );
}

function MerchantLotteries({
  merchant,
  operator,
}: {
  merchant: MerchantChoice;
  operator: Operator;
}) {
  const { t } = useTranslation();
  const games = useLotteryGames(merchant);
  const deskMerchant = useDeskMerchant(merchant);
  const changes = useLotteryChanges(merchant);
  const isManager = canManage(operator);
  const [openGameId, setOpenGameId] = useState<string | null>(null);
  const cancelsRef = useRef<HTMLElement>(null);
  const openGame = games.data?.find((game) => game.gameId === openGameId);
  const currency = deskMerchant?.currency;
  const timeZones = Object.fromEntries(
    (games.data ?? []).map((game) => [game.gameId, game.schedule.timeZone]),
  );
  return (
    <>
      <section className="ops-panel" data-testid="ops-lottery">
        <div className="ops-section-head">
          <h1>{t('lottery.title')}</h1>
          <BusyButton isGhost isBusy={games.isFetching} onClick={() => void games.refetch()}>
            {t('common.refresh')}
          </BusyButton>
        </div>
        <p className="ops-hint">
          {deskMerchant
            ? t('lottery.intro', { name: deskMerchant.name, currency: deskMerchant.currency })
            : t('lottery.introLoading')}
          {!isManager && ` ${t('lottery.readOnly')}`}
        </p>
        <PendingCancelsNote
          merchant={merchant}
          onShow={() => cancelsRef.current?.scrollIntoView({ block: 'start' })}
        />
        <ErrorNote text={games.error ? errorText(games.error, t('common.loadFailed')) : null} />
        {games.isPending && <Skeleton rows={4} />}
        {games.data && games.data.length === 0 && (
          <p className="ops-empty">{t('lottery.noGames')}</p>
        )}
        {games.data && games.data.length > 0 && (
          <div className="ops-items ld-games">
            {games.data.map((game) => (
              <GameCard
                key={game.gameId}
                game={game}
                currency={currency}
                changes={changes}
                isManager={isManager}
                isOpen={game.gameId === openGameId}
                onOpen={() =>
                  setOpenGameId((current) => (current === game.gameId ? null : game.gameId))
                }
              />
            ))}
          </div>
        )}
      </section>
      {openGame && (
        <GamePanel
          key={openGame.gameId}
          game={openGame}
          merchant={merchant}
          currency={currency}
          changes={changes}
          isManager={isManager}
          onClose={() => setOpenGameId(null)}
        />
      )}
      <CancelsPanel
        ref={cancelsRef}
        merchant={merchant}
        operator={operator}
        currency={currency}
        timeZones={timeZones}
        changes={changes}
        isManager={isManager}
      />
    </>
  );
}

/**
 * The lottery desk: a merchant's lottery games with their schedule, status and payout cap,
 * the odds and stakes of every play type, and their periods (a period not yet drawn can be
 * cancelled, every stake refunded; after betting closes only with a second operator's
 * approval). Finance sees everything and changes nothing.
 */
export function LotteryDesk({ operator }: { operator: Operator }) {
  const isPlatform = operator.merchantCode === null;
  const choice = useMerchantChoice(isPlatform);
  const { merchant } = choice;
  return (
    <div className="ops-stack lottery-desk">
      {isPlatform && <MerchantPicker choice={choice} />}
      {(!isPlatform || merchant) && (
        <MerchantLotteries key={merchant ?? ''} merchant={merchant} operator={operator} />
      )}
    </div>
  );
}
