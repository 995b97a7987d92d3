import type { TableSession, TableSnapshot } from '@khela/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NoticeLine, TableEnded } from './TableMessages';
import { baccaratAreas, dragonTigerAreas } from './areas';
import { Board, type BoardState } from './Board';
import { ChipRail } from './ChipRail';
import { latestResultRound, type TablePhase } from './clock';
import { CountdownBar, CountdownRing } from './Countdown';
import { MyBetsPanel } from './MyBetsPanel';
import { detailText, winnerText } from './result-text';
import { winningAreas } from './reveal';
import { ResultStrip, Roads } from './Roads';
import { rouletteLayout } from './roulette-layout';
import { RulesSheet } from './RulesSheet';
import { sicBoSections } from './sic-bo-layout';
import { isEmptySlip, slipTotal } from './slip';
import { isSoundOn, playSound, setSoundOn } from './sound';
import { Stage } from './Stage';
import { MyOutcome, TableHeader } from './TableHeader';
import { wireToMinor } from './table-money';
import { useMyRounds, useTableFeed } from './tables.api';
import { useBetSlip } from './use-bet-slip';
import { useRefreshOnSettle, useTablePhase } from './use-table-round';

/** Every area of a game, for lighting the winners. */
function allAreas(game: TableSession['game']): string[] {
  if (game === 'roulette') return rouletteLayout('upright').spots.map((spot) => spot.area);
  if (game === 'sicBo')
    return sicBoSections().flatMap((section) => section.areas.map((item) => item.area));
  return [...(game === 'dragonTiger' ? dragonTigerAreas : baccaratAreas)];
}

/** What the felt says while a result is revealed. */
function revealWord(game: TableSession['game']): 'spinning' | 'throwing' | 'dealing' {
  if (game === 'roulette') return 'spinning';
  return game === 'sicBo' ? 'throwing' : 'dealing';
}

/** The pocket the ball rested in before a result: the one of the result before it. */
function restingPocketOf(snapshot: TableSnapshot, number: string | undefined): number {
  const index = snapshot.results.findIndex((past) => past.number === number);
  const before = snapshot.results[(index === -1 ? snapshot.results.length : index) - 1]?.result;
  return before?.game === 'roulette' ? before.pocket : 0;
}

/** The table's sounds: betting closing, and a win as it is revealed (not one shown on opening). */
function useTableSounds(kind: TablePhase['kind'], isWinRevealed: boolean): void {
  const shownKind = useRef(kind);
  useEffect(() => {
    if (shownKind.current === 'betting' && kind === 'closed') playSound('closed');
    shownKind.current = kind;
  }, [kind]);
  useEffect(() => {
    if (isWinRevealed) playSound('win');
  }, [isWinRevealed]);
}

/** The auto table: the felt, the layout, the chips, the history and the player's bets. */
export function TableScreen({
  session,
  token,
  receivedAtMs,
}: {
  session: TableSession;
  token: string;
  receivedAtMs: number;
}) {
  const { t } = useTranslation();
  const { game, currency } = session;
  const feed = useTableFeed(token, session.snapshot, receivedAtMs);
  const { snapshot } = feed;
  const phase = useTablePhase(feed);
  const mine = useMyRounds(token, 1);
  const round = snapshot.round;
  const bets = useBetSlip({ session, token, round, phase, mine, receivedAtMs });
  const chips = session.chips.map((chip) => wireToMinor(chip, currency));
  const [chosenChip, setChosenChip] = useState(chips[0] ?? 0n);
  const [doneKey, setDoneKey] = useState<string | null>(null);
  const [isSound, setIsSound] = useState(isSoundOn);
  const [panel, setPanel] = useState<'none' | 'rules' | 'mine'>(() =>
    sessionStorage.getItem(`tablesRulesSeen:${game}`) ? 'none' : 'rules',
  );
  const [firstResultId] = useState(() => latestResultRound(session.snapshot)?.id ?? null);
  const hasBetOn = (roundId: string) =>
    bets.taken.some((item) => item.roundId === roundId) ||
    (mine.data?.rounds.some((item) => item.id === roundId) ?? false);
  useRefreshOnSettle(token, snapshot, hasBetOn);

  // The result shown: revealed when it arrives while the page is open, at once otherwise.
  const resultRound = latestResultRound(snapshot);
  const result = resultRound?.result ?? null;
  const isShowingResult = phase.kind !== 'betting';
  // Done once revealed; a result that arrives after the next round opened is not revealed.
  const isDone = resultRound !== null && (doneKey === resultRound.id || !isShowingResult);
  const myResult = resultRound
    ? mine.data?.rounds.find((item) => item.id === resultRound.id)
    : undefined;
  const isWin =
    isDone &&
    myResult?.win !== null &&
    myResult?.win !== undefined &&
    wireToMinor(myResult.win, currency) > 0n;
  useTableSounds(phase.kind, isWin && isShowingResult);

  const boardState: BoardState = {
    game,
    currency,
    isOpen: bets.isOpen,
    isClosed: phase.kind !== 'betting',
    pending: bets.pending,
    confirmed: bets.confirmed,
    totals: new Map(
      (round?.totals ?? []).map((total) => [
        total.area,
        { stakeMinor: wireToMinor(total.stake, currency), players: total.players },
      ]),
    ),
    winning: isShowingResult && isDone && result ? winningAreas(result, allAreas(game)) : new Set(),
    onPlace: (area) => bets.place(area, chosenChip),
  };

  const closePanel = () => {
    sessionStorage.setItem(`tablesRulesSeen:${game}`, '1');
    setPanel('none');
  };
  const toggleSound = () => {
    setSoundOn(!isSound);
    setIsSound(!isSound);
  };

  if (feed.error) {
    return <TableEnded text={feed.error.message} />;
  }

  const bettingSeconds = round
    ? Math.round((new Date(round.closesAt).getTime() - new Date(round.opensAt).getTime()) / 1000)
    : 0;
  const roundSlips = bets.taken.filter((item) => item.roundId === round?.id);

  return (
    <div
      className={`tbl tbl--${game}`}
      data-testid="table-screen"
      data-game={game}
      data-phase={phase.kind}
    >
      <div className="tbl-top">
        <TableHeader
          title={session.title}
          isPlayMoney={session.isPlayMoney}
          balance={bets.balance}
          isSound={isSound}
          onSound={toggleSound}
          onPanel={setPanel}
        />
        <CountdownBar phase={phase} offsetMs={feed.offsetMs} />
      </div>
      <div className="tbl-play">
        <div className={`tbl-felt tbl-felt--${game}`}>
          <div className="tbl-felt__stage">
            <Stage
              game={game}
              result={result}
              resultKey={resultRound?.id ?? null}
              isFresh={resultRound !== null && resultRound.id !== firstResultId}
              isShowingResult={isShowingResult}
              availableMs={phase.kind === 'waiting' ? phase.msLeft : 4_000}
              onDone={setDoneKey}
              restingPocket={restingPocketOf(snapshot, resultRound?.number)}
            />
          </div>
          <div className="tbl-felt__ring">
            <CountdownRing phase={phase} offsetMs={feed.offsetMs} />
          </div>
          <div className="tbl-felt__info">
            {isShowingResult && isDone && result ? (
              <div className="tbl-banner" data-testid="result-banner">
                <strong>{winnerText(t, result)}</strong>
                <span>{detailText(t, result)}</span>
              </div>
            ) : (
              <p className="tbl-felt__call" data-testid="felt-call">
                {phase.kind === 'waiting'
                  ? t(`tables.felt.${revealWord(game)}`)
                  : t(`tables.phase.${phase.kind}`)}
              </p>
            )}
          </div>
          {isDone && myResult && <MyOutcome round={myResult} isWin={isWin} />}
        </div>
        <ResultStrip game={game} results={snapshot.results} />
        <Board state={boardState} />
        <NoticeLine notice={bets.notice} />
      </div>
      <aside className="tbl-side">
        <Roads game={game} results={snapshot.results} />
        <section className="tbl-panel tbl-panel--players" aria-label={t('tables.players.title')}>
          <p>{t('tables.players.count', { count: round?.players ?? 0 })}</p>
          <p className="tbl-panel__hash">
            {t('tables.players.seedHash')} <code>{round?.seedHash?.slice(0, 16)}</code>
          </p>
        </section>
      </aside>
      <div className="tbl-dock">
        <ChipRail
          chips={chips}
          chosen={chosenChip}
          currency={currency}
          onChoose={setChosenChip}
          isOpen={bets.isOpen}
          canUndo={!isEmptySlip(bets.slip)}
          canRepeat={bets.canRepeat}
          canDouble={!isEmptySlip(bets.slip)}
          slipTotalMinor={slipTotal(bets.slip)}
          isSending={bets.isSending}
          onUndo={bets.undo}
          onClear={bets.clear}
          onRepeat={bets.repeat}
          onDouble={bets.double}
          onConfirm={bets.confirm}
        />
      </div>
      {panel === 'rules' && (
        <RulesSheet session={session} bettingSeconds={bettingSeconds} onClose={closePanel} />
      )}
      {panel === 'mine' && (
        <MyBetsPanel
          token={token}
          game={game}
          currency={currency}
          slips={roundSlips}
          onClose={closePanel}
        />
      )}
    </div>
  );
}
