import type { TableSession } from '@khela/contracts';
import { useTranslation } from 'react-i18next';
import { NoticeLine, TableEnded } from '../TableMessages';
import { CountdownBar } from '../Countdown';
import { GameTop } from '../GameTop';
import { MyBetsPanel } from '../MyBetsPanel';
import { RulesSheet } from '../RulesSheet';
import { formatMinor, wireToMinor } from '../table-money';
import { stageRoundId, type CrashAction } from './crash-action';
import type { LiveRow, MyCrashBet } from './crash-live';
import { formatMultiplier } from './crash-round';
import { CrashBetPanel } from './CrashBetPanel';
import { BustStrip, CrashLiveBets } from './CrashLiveBets';
import { CrashStage } from './CrashStage';
import { useCrashTable } from './use-crash-table';
import './crash.css';

/**
 * The crash table: the curve and its multiplier in the middle, the last busts under it, the
 * bet and its one big button at the thumb, and the round's players and cash-outs beside (or
 * below, on a phone). Rounds, time and bets are the auto tables' own.
 */

/** The player's outcome on the curve: where they got out and what it pays. */
function MyMark({ action, currency }: { action: CrashAction; currency: string }) {
  const { t } = useTranslation();
  if (action.kind !== 'cashed') return null;
  return (
    <p className="crash-mine crash-mine--win" data-testid="crash-my-result">
      {t('tables.crash.myCashout', {
        multiplier: formatMultiplier(action.multiplier),
        amount: formatMinor(action.winMinor, currency),
      })}
    </p>
  );
}

/** Seconds a round takes bets. */
function bettingSecondsOf(snapshot: TableSession['snapshot']): number {
  const { round } = snapshot;
  if (!round) return 0;
  return Math.round(
    (new Date(round.closesAt).getTime() - new Date(round.opensAt).getTime()) / 1000,
  );
}

/** Beside the curve (below it on a phone): the round's players, and the seed's hash. */
function CrashSide({
  rows,
  currency,
  isCurrent,
  seedHash,
}: {
  rows: LiveRow[];
  currency: string;
  isCurrent: boolean;
  seedHash: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <aside className="tbl-side">
      <CrashLiveBets rows={rows} currency={currency} isCurrent={isCurrent} />
      <section className="tbl-panel tbl-panel--players">
        <p className="tbl-panel__hash">
          {t('tables.players.seedHash')} <code>{seedHash?.slice(0, 16)}</code>
        </p>
      </section>
    </aside>
  );
}

/** The rules sheet and the player's bets, when open. */
function CrashPanels({
  panel,
  session,
  token,
  crashBets,
  onClose,
}: {
  panel: 'none' | 'rules' | 'mine';
  session: TableSession;
  token: string;
  crashBets: MyCrashBet[];
  onClose: () => void;
}) {
  if (panel === 'rules') {
    const seconds = bettingSecondsOf(session.snapshot);
    return <RulesSheet session={session} bettingSeconds={seconds} onClose={onClose} />;
  }
  if (panel === 'mine') {
    return (
      <MyBetsPanel
        token={token}
        game="crash"
        currency={session.currency}
        slips={[]}
        crashBets={crashBets}
        onClose={onClose}
      />
    );
  }
  return null;
}

export function CrashScreen({
  session,
  token,
  receivedAtMs,
}: {
  session: TableSession;
  token: string;
  receivedAtMs: number;
}) {
  const { t } = useTranslation();
  const { currency } = session;
  const { feed, phase, stage, play, rule, action, live, betForm, panels } = useCrashTable(
    session,
    token,
    receivedAtMs,
  );
  const { snapshot, offsetMs } = feed;

  if (feed.error) return <TableEnded text={feed.error.message} />;
  const { notice } = play;
  const isNoticeShown =
    (!notice?.roundId || notice.roundId === live.listedRoundId) &&
    !(notice?.isUntilBust && stage.kind !== 'betting' && stage.kind !== 'running');
  return (
    <div
      className="tbl tbl--crash"
      data-testid="table-screen"
      data-game="crash"
      data-phase={phase.kind}
      data-stage={stage.kind}
    >
      <GameTop
        session={session}
        balance={play.balance}
        badge={{ label: t('tables.crash.badge'), testId: 'crash-badge', icon: 'check' }}
        onPanel={panels.setPanel}
      >
        <CountdownBar phase={phase} offsetMs={offsetMs} />
      </GameTop>
      <div className="tbl-play">
        <CrashStage
          stage={stage}
          offsetMs={offsetMs}
          maxMultiplier={rule.maxMultiplier}
          growthPerMs={rule.growthPerMs}
          mine={<MyMark action={action} currency={currency} />}
        />
        <BustStrip results={snapshot.results} />
        <NoticeLine notice={isNoticeShown ? play.notice : null} />
      </div>
      <CrashSide
        rows={live.rows}
        currency={currency}
        isCurrent={stage.kind !== 'waiting'}
        seedHash={snapshot.round?.seedHash ?? undefined}
      />
      <div className="tbl-dock">
        <CrashBetPanel
          form={betForm.form}
          onForm={betForm.setForm}
          chips={session.chips.map((chip) => wireToMinor(chip, currency))}
          limits={rule.limits}
          currency={currency}
          action={action}
          offsetMs={offsetMs}
          maxMultiplier={rule.maxMultiplier}
          isSending={play.isBetting || play.isCashingOut}
          onBet={() => betForm.send(action)}
          onCashOut={() => action.kind === 'cashout' && play.cashOut(action.bet)}
        />
      </div>
      <CrashPanels
        panel={panels.panel}
        session={session}
        token={token}
        crashBets={play.answered.filter((item) => item.roundId === stageRoundId(stage))}
        onClose={panels.close}
      />
    </div>
  );
}
