import type { TableMineAnswer, TableRoundView, TableSession } from '@khela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { newRequestId } from '../house-game/request-id';
import { areaName, limitsOfArea } from './areas';
import type { TablePhase } from './clock';
import { stakesOnRound, type TakenSlip } from './round-stakes';
import {
  addStep,
  doublingStep,
  emptySlip,
  isEmptySlip,
  repeatingStep,
  slipBets,
  slipTotal,
  stakesOf,
  stepRefusal,
  undoStep,
  type AreaStake,
  type Slip,
  type SlipStep,
  type StepRefusal,
} from './slip';
import { playSound } from './sound';
import { formatMinor, latestBalance, wireToMinor } from './table-money';
import { usePlaceSlip } from './tables.api';

/** The slip being built, for the round it is for, and the request id it will be sent with. */
interface Draft {
  roundId: string;
  slip: Slip;
  requestId: string;
}

/** A word to the player under the layout, about one round (not shown in the next). */
export interface Notice {
  tone: 'info' | 'success' | 'danger';
  text: string;
  roundId?: string;
}

/**
 * The player's slip at the table: chips placed on the open round within the limits and the
 * balance, undone, cleared, repeated and doubled, then confirmed as one slip (its request id
 * kept while the slip is unchanged, so a retry is the same slip); the slips the server took,
 * the balance it last told, and the word to show the player.
 */
export function useBetSlip(values: {
  session: TableSession;
  token: string;
  round: TableRoundView | null;
  phase: TablePhase;
  mine: { data: TableMineAnswer | undefined; dataUpdatedAt: number };
  receivedAtMs: number;
}) {
  const { session, round, phase, mine } = values;
  const { currency } = session;
  const { t } = useTranslation();
  const placeSlip = usePlaceSlip(values.token);
  const [draft, setDraft] = useState<Draft>(() => ({
    roundId: '',
    slip: emptySlip,
    requestId: newRequestId(),
  }));
  const [taken, setTaken] = useState<TakenSlip[]>([]);
  const [lastSlip, setLastSlip] = useState<AreaStake[]>([]);
  const [slipBalance, setSlipBalance] = useState<{ wire: string; atMs: number } | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  const isOpen = phase.kind === 'betting' && !placeSlip.isPending;
  const slip = draft.roundId === round?.id ? draft.slip : emptySlip;
  const confirmed = stakesOnRound(round?.id, mine, taken, currency);
  const balance = latestBalance([
    { wire: session.balance, atMs: values.receivedAtMs },
    { wire: slipBalance?.wire, atMs: slipBalance?.atMs ?? 0 },
    { wire: mine.data?.balance, atMs: mine.dataUpdatedAt },
  ]);

  const say = (tone: Notice['tone'], text: string) => setNotice({ tone, text, roundId: round?.id });

  const refusalText = (refusal: StepRefusal) => {
    if (refusal.kind === 'areaMax') {
      const max = formatMinor(refusal.maxMinor, currency);
      return t('tables.notice.areaMax', { name: areaName(t, refusal.area), max });
    }
    return t(`tables.notice.${refusal.kind}`);
  };

  /** Adds a step to the slip when betting is open and the step fits; says why not otherwise. */
  const tryStep = (step: SlipStep) => {
    if (!round || !isOpen) {
      say('info', t('tables.notice.closed'));
      return;
    }
    const refusal = stepRefusal({
      slip,
      step,
      confirmed,
      maxOf: (area) => wireToMinor(limitsOfArea(session.limits, area).max, currency),
      balanceMinor: wireToMinor(balance, currency),
    });
    if (refusal) {
      say('danger', refusalText(refusal));
      return;
    }
    setDraft({ roundId: round.id, slip: addStep(slip, step), requestId: newRequestId() });
    setNotice(null);
    playSound('chip');
  };

  const changeSlip = (next: Slip) => {
    if (!round) return;
    setDraft({ roundId: round.id, slip: next, requestId: newRequestId() });
    setNotice(null);
  };

  const confirm = () => {
    if (!round || phase.kind !== 'betting' || isEmptySlip(slip)) return;
    const sent = { roundId: round.id, roundNumber: round.number, requestId: draft.requestId };
    const totalMinor = slipTotal(slip);
    placeSlip.mutate(
      { requestId: sent.requestId, roundId: sent.roundId, bets: slipBets(slip, currency) },
      {
        onSuccess: (answer) => {
          const atMs = Date.now();
          const bets = answer.bets.map((bet) => ({
            area: bet.area,
            stakeMinor: wireToMinor(bet.stake, currency),
          }));
          setSlipBalance({ wire: answer.balance, atMs });
          setTaken((list) => [
            ...list.filter((item) => item.requestId !== sent.requestId),
            { ...sent, bets, atMs },
          ]);
          setLastSlip(bets);
          setDraft((current) =>
            current.requestId === sent.requestId
              ? { roundId: current.roundId, slip: emptySlip, requestId: newRequestId() }
              : current,
          );
          const text = t('tables.notice.accepted', { amount: formatMinor(totalMinor, currency) });
          setNotice({ tone: 'success', text, roundId: sent.roundId });
        },
        onError: (error) => {
          const text =
            error instanceof ApiError && error.message
              ? error.message
              : t('tables.notice.betFailed');
          setNotice({ tone: 'danger', text, roundId: sent.roundId });
        },
      },
    );
  };

  // Chips left on the slip when betting closed were never placed: say so.
  const isSlipLeft = phase.kind !== 'betting' && !isEmptySlip(slip);
  const shownNotice: Notice | null =
    notice && notice.roundId === round?.id
      ? notice
      : isSlipLeft
        ? { tone: 'info', text: t('tables.notice.unconfirmed') }
        : null;

  return {
    slip,
    pending: stakesOf(slip),
    confirmed,
    balance,
    taken,
    notice: shownNotice,
    isOpen,
    isSending: placeSlip.isPending,
    canRepeat: lastSlip.length > 0,
    place: (area: string, stakeMinor: bigint) => tryStep([{ area, stakeMinor }]),
    undo: () => changeSlip(undoStep(slip)),
    clear: () => changeSlip(emptySlip),
    repeat: () => tryStep(repeatingStep(lastSlip)),
    double: () => tryStep(doublingStep(slip)),
    confirm,
  };
}
