import type { HouseSession, HouseSpin } from '@khela/contracts';
import { slotGames, type SlotGame } from '@khela/games';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client';
import { EmptyState } from '../../ui/EmptyState';
import { formatAmount } from '../../ui/format';
import { Icon } from '../../ui/Icon';
import { useFeatureBundle } from '../../i18n/feature-bundle';
import { FairnessPanel, HistoryPanel } from './HousePanels';
import { houseGameBundles } from './i18n';
import { RulesDialog } from './RulesDialog';
import { houseApi, minorToWire, spinOnce } from './house.api';
import { passingPerReel, spinColumn, stripsOf, windowOf, winningCells } from './reels';
import { SlotSymbol } from './SlotSymbol';
import './house-game.css';

interface ReelState {
  items: string[];
  /** Symbols scrolled past the top: the column shows items[offset … offset + rows − 1]. */
  offset: number;
  durationMs: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The reels at rest on a window per reel. */
function restingReels(windows: string[][]): ReelState[] {
  return windows.map((items) => ({ items, offset: 0, durationMs: 0 }));
}

function SlotMachine({
  game,
  session,
  token,
}: {
  game: SlotGame;
  session: HouseSession;
  token: string;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { rows, reels: reelCount } = game;
  const [betMinor, setBetMinor] = useState(
    game.betLevelsMinor[Math.min(2, game.betLevelsMinor.length - 1)] ?? 0,
  );
  const [balance, setBalance] = useState(session.balance);
  const [reels, setReels] = useState<ReelState[]>(() =>
    restingReels(game.baseStrips.map((strip) => windowOf(strip, 0, rows))),
  );
  const [highlight, setHighlight] = useState<Set<string>>(new Set());
  const [message, setMessage] = useState<string>('');
  const [lastWinMinor, setLastWinMinor] = useState(0);
  const [freeSpins, setFreeSpins] = useState<{
    played: number;
    total: number;
    multiplier: number;
  } | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [isTurbo, setIsTurbo] = useState(false);
  const [autoLeft, setAutoLeft] = useState(0);
  const [error, setError] = useState('');
  const [panel, setPanel] = useState<'none' | 'rules' | 'history' | 'fairness'>(() =>
    sessionStorage.getItem(`houseRulesSeen:${game.id}`) ? 'none' : 'rules',
  );
  const windows = useRef<string[][]>(reels.map((reel) => reel.items.slice(0, rows)));
  const money = useCallback(
    (amountMinor: number) => formatAmount(minorToWire(amountMinor, session.currency)),
    [session.currency],
  );

  const showSpin = useCallback(
    async (spin: HouseSpin, isFree: boolean) => {
      const strips = stripsOf(game, spin.mode);
      const isInstant = prefersReducedMotion();
      const speed = isTurbo || isFree ? 0.5 : 1;
      const passing = passingPerReel(reelCount, isInstant ? 0 : 12, isInstant ? 0 : 5);
      const columns = strips.map((strip, reel) =>
        spinColumn(
          strip,
          windows.current[reel] ?? [],
          spin.stops[reel] ?? 0,
          rows,
          passing[reel] ?? 0,
        ),
      );
      setHighlight(new Set());
      // Start on the old windows (the bottom of each column) …
      setReels(
        columns.map((items, reel) => ({
          items,
          offset: rows + (passing[reel] ?? 0),
          durationMs: 0,
        })),
      );
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      // … and slide to the new ones, reel after reel.
      const durations = passing.map((_, reel) => (isInstant ? 0 : (700 + reel * 260) * speed));
      setReels(
        columns.map((items, reel) => ({ items, offset: 0, durationMs: durations[reel] ?? 0 })),
      );
      await sleep(Math.max(...durations) + 60);
      windows.current = strips.map((strip, reel) => windowOf(strip, spin.stops[reel] ?? 0, rows));
      setReels(restingReels(windows.current));
      setHighlight(winningCells(spin.wins, spin.scatter, spin.scatter.amountMinor > 0));
      if (spin.totalWinMinor > 0) await sleep(isInstant ? 0 : 700 * speed);
    },
    [game, reelCount, rows, isTurbo],
  );

  const play = useCallback(async () => {
    if (isBusy) return;
    setIsBusy(true);
    setError('');
    setMessage('');
    try {
      const answer = await spinOnce(token, betMinor);
      const { round } = answer;
      const [base, ...free] = round.spins;
      if (base) await showSpin(base, false);
      let wonMinor = base?.totalWinMinor ?? 0;
      setLastWinMinor(wonMinor);
      if (free.length > 0) {
        const multiplier = free[0]?.winMultiplier ?? 1;
        setMessage(t('houseGame.freeSpinsWon', { count: free.length, multiplier }));
        await sleep(prefersReducedMotion() ? 0 : 1200);
        for (const [index, spin] of free.entries()) {
          setFreeSpins({ played: index + 1, total: free.length, multiplier });
          await showSpin(spin, true);
          wonMinor += spin.totalWinMinor;
          setLastWinMinor(wonMinor);
        }
        setFreeSpins(null);
      }
      setBalance(answer.balance);
      // The progressive jackpot outshines the round's own win, and stops autoplay.
      if (answer.jackpotWin) {
        setAutoLeft(0);
        setMessage(t('houseGame.jackpotWon', { amount: formatAmount(answer.jackpotWin) }));
        return;
      }
      setMessage(
        round.winMinor >= round.betMinor * 20
          ? t('houseGame.bigWin', { amount: money(round.winMinor) })
          : round.winMinor > 0
            ? t('houseGame.youWon', { amount: money(round.winMinor) })
            : '',
      );
      void queryClient.invalidateQueries({ queryKey: ['house', token] });
    } catch (caught) {
      setAutoLeft(0);
      setError(
        caught instanceof ApiError && caught.message ? caught.message : t('houseGame.spinFailed'),
      );
    } finally {
      setIsBusy(false);
    }
  }, [isBusy, token, betMinor, showSpin, t, queryClient, money]);

  // Autoplay: the next spin starts when one ends, until the count runs out or a spin fails.
  useEffect(() => {
    if (autoLeft > 0 && !isBusy && !error && panel === 'none') {
      const timer = setTimeout(() => {
        setAutoLeft((left) => left - 1);
        void play();
      }, 400);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [autoLeft, isBusy, error, panel, play]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (panel !== 'none') return;
      if (event.code === 'Space' && event.target === document.body) {
        event.preventDefault();
        void play();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [play, panel]);

  const levelIndex = game.betLevelsMinor.indexOf(betMinor);
  const closePanel = () => {
    sessionStorage.setItem(`houseRulesSeen:${game.id}`, '1');
    setPanel('none');
  };
  return (
    <div
      className={`slot slot--${game.id}`}
      style={{ ['--reels' as string]: reelCount }}
      data-testid="house-game"
    >
      <header className="slot__head">
        <h1 className="slot__title">{t(game.nameKey)}</h1>
        {session.isPlayMoney && <span className="slot__badge">{t('houseGame.playMoney')}</span>}
        <div className="slot__tools">
          <button
            type="button"
            className="slot__tool"
            onClick={() => setPanel('rules')}
            aria-label={t('houseGame.rules')}
          >
            <Icon name="star" size={20} />
          </button>
          <button
            type="button"
            className="slot__tool"
            onClick={() => setPanel('history')}
            aria-label={t('houseGame.history')}
          >
            <Icon name="history" size={20} />
          </button>
          <button
            type="button"
            className="slot__tool"
            onClick={() => setPanel('fairness')}
            aria-label={t('houseGame.fairness')}
          >
            <Icon name="shield" size={20} />
          </button>
        </div>
      </header>
      <div className="slot__stage">
        <div
          className="slot__reels"
          style={{ gridTemplateColumns: `repeat(${reelCount}, var(--cell))` }}
          data-testid="slot-reels"
        >
          {reels.map((reel, reelIndex) => (
            <div
              className="slot__reel"
              key={reelIndex}
              style={{ height: `calc(var(--cell) * ${rows})` }}
            >
              <div
                className="slot__strip"
                style={{
                  transform: `translateY(calc(var(--cell) * ${-reel.offset}))`,
                  transition: reel.durationMs
                    ? `transform ${reel.durationMs}ms cubic-bezier(0.2, 0.7, 0.25, 1.08)`
                    : 'none',
                }}
              >
                {reel.items.map((symbol, index) => (
                  <div className="slot__cell" key={index}>
                    <SlotSymbol
                      symbol={symbol}
                      isWinning={reel.durationMs === 0 && highlight.has(`${reelIndex}:${index}`)}
                    />
                  </div>
                ))}
              </div>
            </div>
          ))}
        </div>
        {freeSpins && (
          <p className="slot__free" data-testid="free-spins">
            {t('houseGame.freeSpin', {
              played: freeSpins.played,
              total: freeSpins.total,
              multiplier: freeSpins.multiplier,
            })}
          </p>
        )}
        <p className="slot__message" aria-live="polite" data-testid="slot-message">
          {error ? <span className="slot__error">{error}</span> : message}
        </p>
      </div>
      <div className="slot__bar">
        <div className="slot__meter">
          <span>{t('houseGame.balance')}</span>
          <strong className="tabular" data-testid="slot-balance">
            {formatAmount(balance)}
          </strong>
        </div>
        <div className="slot__meter">
          <span>{t('houseGame.win')}</span>
          <strong className="tabular" data-testid="slot-win">
            {money(lastWinMinor)}
          </strong>
        </div>
        <div className="slot__bet" role="group" aria-label={t('houseGame.bet')}>
          <button
            type="button"
            className="slot__step"
            disabled={isBusy || levelIndex <= 0}
            onClick={() => setBetMinor(game.betLevelsMinor[levelIndex - 1] ?? betMinor)}
            aria-label={t('houseGame.betDown')}
          >
            −
          </button>
          <span className="slot__meter">
            <span>{t('houseGame.bet')}</span>
            <strong className="tabular" data-testid="slot-bet">
              {money(betMinor)}
            </strong>
          </span>
          <button
            type="button"
            className="slot__step"
            disabled={isBusy || levelIndex >= game.betLevelsMinor.length - 1}
            onClick={() => setBetMinor(game.betLevelsMinor[levelIndex + 1] ?? betMinor)}
            aria-label={t('houseGame.betUp')}
          >
            +
          </button>
        </div>
        <div className="slot__actions">
          <button
            type="button"
            className={`slot__toggle ${isTurbo ? 'slot__toggle--on' : ''}`}
            aria-pressed={isTurbo}
            onClick={() => setIsTurbo((on) => !on)}
          >
            {t('houseGame.turbo')}
          </button>
          <button
            type="button"
            className={`slot__toggle ${autoLeft > 0 ? 'slot__toggle--on' : ''}`}
            aria-pressed={autoLeft > 0}
            onClick={() => setAutoLeft((left) => (left > 0 ? 0 : 10))}
          >
            {autoLeft > 0 ? t('houseGame.autoLeft', { count: autoLeft }) : t('houseGame.auto')}
          </button>
          <button
            type="button"
            className="slot__spin"
            onClick={() => void play()}
            disabled={isBusy}
            data-testid="slot-spin"
            aria-label={t('houseGame.spin')}
          >
            <Icon name="refresh" size={30} />
          </button>
        </div>
      </div>
      {panel === 'rules' && (
        <RulesDialog game={game} currency={session.currency} onClose={closePanel} />
      )}
      {panel === 'history' && (
        <HistoryPanel game={game} token={token} currency={session.currency} onClose={closePanel} />
      )}
      {panel === 'fairness' && <FairnessPanel token={token} onClose={closePanel} />}
    </div>
  );
}

/** The in-house slot client (/house/play/:gameCode), opened in the site's /game frame. */
export function Component() {
  const { t } = useTranslation();
  const { gameCode = '' } = useParams();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const game = slotGames[gameCode];
  const hasTexts = useFeatureBundle('house-game', houseGameBundles);
  const session = useQuery({
    queryKey: ['house', token, 'session'],
    queryFn: () => houseApi.session(token),
    enabled: token !== '' && game !== undefined,
    staleTime: Infinity,
    retry: false,
  });
  if (!game || token === '' || session.isError) {
    return (
      <div className="slot slot--message" data-testid="house-game-error">
        <EmptyState
          testId="house-game-ended"
          title={t('houseGame.ended')}
          text={
            session.error instanceof ApiError ? session.error.message : t('houseGame.endedText')
          }
        />
      </div>
    );
  }
  if (!session.data || !hasTexts) return <div className="slot slot--loading" aria-busy="true" />;
  return <SlotMachine game={game} session={session.data} token={token} />;
}
