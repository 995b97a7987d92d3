import type { TableSession } from '@khela/contracts';
import { crashBustAfterMs, crashGrowthPerMs } from '@khela/games';
import type { TFunction } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { limitsOfArea } from '../areas';
import { playSound } from '../sound';
import { formatMinor, minorToWire, wireToMinor } from '../table-money';
import { useMyRounds, useTableFeed } from '../tables.api';
import { useRefreshOnSettle, useTablePhase } from '../use-table-round';
import { autoCashoutOf, crashActionOf, stageRoundId, type CrashAction } from './crash-action';
import { liveRows } from './crash-live';
import { formatMultiplier, shownMultiplier, type CrashStage as Stage } from './crash-round';
import { betRefusal, parseMultiplier, parseStake, type BetRefusal } from './crash-stake';
import type { CrashForm } from './CrashBetPanel';
import { useCrashStage, useIsReached, useServerNow } from './use-crash-clock';
import { useCrashPlay, useWinSound } from './use-crash-play';

/**
 * The crash table's state and doings, from its launch: the stage by the server's clock, the
 * player's bet and its big button, the live list, the bet being typed, and the panels.
 */

/** The most a table's curve runs to when its state does not say (1 000×). */
const maxMultiplierFallback = 100_000;

/** The round the live list shows: the one played, or the last one while the next waits. */
function listedRoundOf(stage: Stage) {
  if (stage.kind === 'paused') return null;
  if (stage.kind === 'waiting' && stage.last)
    return { round: stage.last.round, bust: stage.last.bust };
  return { round: stage.round, bust: stage.kind === 'busted' ? stage.bust : null };
}

/** A bet refused before it is sent, in words. */
function refusalText(t: TFunction, refusal: BetRefusal, currency: string) {
  switch (refusal.kind) {
    case 'stakeMin':
      return t('tables.crash.notice.stakeMin', { amount: formatMinor(refusal.minMinor, currency) });
    case 'stakeMax':
      return t('tables.crash.notice.stakeMax', { amount: formatMinor(refusal.maxMinor, currency) });
    case 'autoMax':
      return t('tables.crash.notice.autoMax', {
        multiplier: formatMultiplier(refusal.maxMultiplier),
      });
    default:
      return t(`tables.crash.notice.${refusal.kind}`);
  }
}

/** The table's rule: its curve, its most, its stake limits and the round's bets. */
function useCrashRule(session: TableSession, snapshot: TableSession['snapshot']) {
  const { currency } = session;
  const rule = snapshot.crash ?? session.snapshot.crash ?? null;
  const limitWires = limitsOfArea(session.limits, 'crash');
  return {
    maxMultiplier: rule?.maxMultiplier ?? maxMultiplierFallback,
    growthPerMs: rule?.growthPerMs ?? crashGrowthPerMs,
    bets: rule?.bets ?? [],
    limits: {
      minMinor: wireToMinor(limitWires.min, currency),
      maxMinor: wireToMinor(limitWires.max, currency),
    },
  };
}

type CrashPlay = ReturnType<typeof useCrashPlay>;

/** The round whose bust was shown last: the one busted now, else the one before. */
function lastRunRoundId(stage: Stage): string | undefined {
  if (stage.kind === 'busted') return stage.round.id;
  if (stage.kind === 'waiting' || stage.kind === 'betting') return stage.last?.round.id;
  return undefined;
}

/** A tick when the curve takes the bet out by itself; the chime when a bet's win is paid. */
function useCrashSounds(stage: Stage, play: CrashPlay, action: CrashAction): void {
  const autoKey = action.kind === 'cashed' && action.isAuto ? action.bet.roundId : null;
  const heard = useRef<string | null>(null);
  useEffect(() => {
    if (autoKey === null || heard.current === autoKey || stage.kind !== 'running') return;
    heard.current = autoKey;
    playSound('tick');
  }, [autoKey, stage.kind]);
  useWinSound(play.myBetOn(lastRunRoundId(stage)), play.answered);
}

/** The big button's action now: the player's bet on the stage's round, taken out on time. */
function useCrashAction(stage: Stage, play: CrashPlay, maxMultiplier: number, offsetMs: number) {
  const myBet = play.myBetOn(stageRoundId(stage));
  const autoAt = stage.kind === 'running' ? autoCashoutOf(myBet, maxMultiplier) : null;
  const isAutoReached = useIsReached(
    stage.kind === 'running' && autoAt !== null ? stage.startMs + crashBustAfterMs(autoAt) : null,
    offsetMs,
  );
  const action = crashActionOf(stage, myBet, isAutoReached ? autoAt : null, maxMultiplier);
  useCrashSounds(stage, play, action);
  return action;
}

/** The live list's round and rows, moving with the curve four times a second. */
function useLiveList(
  stage: Stage,
  play: CrashPlay,
  rule: ReturnType<typeof useCrashRule>,
  values: { offsetMs: number; currency: string },
) {
  const listNowMs = useServerNow(values.offsetMs, 250, stage.kind === 'running');
  const listed = listedRoundOf(stage);
  const reached =
    stage.kind === 'running'
      ? shownMultiplier({ startMs: stage.startMs, bust: null }, listNowMs, rule.maxMultiplier)
      : (listed?.bust ?? null);
  const rows = listed
    ? liveRows({
        bets: rule.bets,
        roundId: listed.round.id,
        mine: play.myBetOn(listed.round.id),
        reached,
        isBusted: listed.bust !== null,
        maxMultiplier: rule.maxMultiplier,
        currency: values.currency,
      })
    : [];
  return { listedRoundId: listed?.round.id, rows };
}

/** The bet as typed, checked, then sent on the open round. */
function useBetForm(session: TableSession, play: CrashPlay, rule: ReturnType<typeof useCrashRule>) {
  const { t } = useTranslation();
  const { currency } = session;
  const [form, setForm] = useState<CrashForm>(() => ({
    stake: minorToWire(rule.limits.minMinor, currency),
    isAuto: false,
    auto: '2.00',
  }));
  const send = (action: CrashAction) => {
    if (action.kind !== 'bet') return;
    const stakeMinor = parseStake(form.stake, currency);
    const autoCashout = form.isAuto ? parseMultiplier(form.auto) : null;
    const refusal = betRefusal({
      stakeMinor,
      ...rule.limits,
      balanceMinor: wireToMinor(play.balance, currency),
      isAuto: form.isAuto,
      autoCashout,
      maxMultiplier: rule.maxMultiplier,
    });
    if (refusal || stakeMinor === null) {
      play.say('danger', refusalText(t, refusal ?? { kind: 'stakeInvalid' }, currency));
      return;
    }
    const { roundId, roundNumber } = action;
    play.placeBet({ roundId, roundNumber, stakeMinor, autoCashout });
  };
  return { form, setForm, send };
}

/** The rules on a first visit (and from the header), and the player's bets. */
function useCrashPanel() {
  const [panel, setPanel] = useState<'none' | 'rules' | 'mine'>(() =>
    sessionStorage.getItem('tablesRulesSeen:crash') ? 'none' : 'rules',
  );
  const close = () => {
    sessionStorage.setItem('tablesRulesSeen:crash', '1');
    setPanel('none');
  };
  return { panel, setPanel, close };
}

/** Everything the crash table shows and does, from its launch. */
export function useCrashTable(session: TableSession, token: string, receivedAtMs: number) {
  const feed = useTableFeed(token, session.snapshot, receivedAtMs);
  const phase = useTablePhase(feed);
  const stage = useCrashStage(feed);
  const mine = useMyRounds(token, 1);
  const play = useCrashPlay({ session, token, mine, receivedAtMs });
  useRefreshOnSettle(token, feed.snapshot, play.hasBetOn);
  const rule = useCrashRule(session, feed.snapshot);
  const action = useCrashAction(stage, play, rule.maxMultiplier, feed.offsetMs);
  const live = useLiveList(stage, play, rule, {
    offsetMs: feed.offsetMs,
    currency: session.currency,
  });
  const betForm = useBetForm(session, play, rule);
  const panels = useCrashPanel();
  return { feed, phase, stage, play, rule, action, live, betForm, panels };
}
