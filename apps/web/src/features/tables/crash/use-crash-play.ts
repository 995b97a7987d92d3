import type { TableMineAnswer, TableSession } from '@khela/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { newRequestId } from '../../house-game/request-id';
import { playSound } from '../sound';
import { formatMinor, latestBalance, minorToWire, wireToMinor } from '../table-money';
import { useCrashCashout, usePlaceSlip } from '../tables.api';
import type { Notice } from '../use-bet-slip';
import { mergeMyBet, myBetFromRound, type MyCrashBet } from './crash-live';
import { formatMultiplier } from './crash-round';

/**
 * The player's play at a crash table: one bet a round (its stake and automatic cash-out, sent
 * as one slip with a fresh request id, retried with the same id only when the network lost
 * it), the cash-out while the round runs, the bets the server took, the balance it last told,
 * and the word to show the player.
 */

/** A word to the player; a bet's "good luck" is said only until its round busts. */
export interface CrashNotice extends Notice {
  isUntilBust?: boolean;
}

/** A failure's words: the server's translated message, else ours. */
function failureText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

export function useCrashPlay(values: {
  session: TableSession;
  token: string;
  mine: { data: TableMineAnswer | undefined; dataUpdatedAt: number };
  receivedAtMs: number;
}) {
  const { session, mine } = values;
  const { currency } = session;
  const { t } = useTranslation();
  const placeSlip = usePlaceSlip(values.token);
  const cashout = useCrashCashout(values.token);
  const [answered, setAnswered] = useState<MyCrashBet[]>([]);
  const [betBalance, setBetBalance] = useState<{ wire: string; atMs: number } | null>(null);
  const [notice, setNotice] = useState<CrashNotice | null>(null);

  const listedRound = (roundId: string) => mine.data?.rounds.find((item) => item.id === roundId);
  const myBetOn = (roundId: string | undefined): MyCrashBet | null => {
    if (!roundId) return null;
    const listed = listedRound(roundId);
    return mergeMyBet(
      answered.find((bet) => bet.roundId === roundId),
      listed ? myBetFromRound(listed, currency) : null,
    );
  };
  const balance = latestBalance([
    { wire: session.balance, atMs: values.receivedAtMs },
    { wire: betBalance?.wire, atMs: betBalance?.atMs ?? 0 },
    { wire: mine.data?.balance, atMs: mine.dataUpdatedAt },
  ]);
  const remember = (bet: MyCrashBet) =>
    setAnswered((list) => [...list.filter((item) => item.roundId !== bet.roundId), bet].slice(-20));

  /** Sends the bet on the open round: a new slip, so a new request id. */
  const placeBet = (bet: {
    roundId: string;
    roundNumber: string;
    stakeMinor: bigint;
    autoCashout: number | null;
  }) => {
    placeSlip.mutate(
      {
        requestId: newRequestId(),
        roundId: bet.roundId,
        bets: [{ area: 'crash', stake: minorToWire(bet.stakeMinor, currency) }],
        ...(bet.autoCashout === null ? {} : { autoCashout: bet.autoCashout }),
      },
      {
        onSuccess: (answer) => {
          const taken = answer.bets.find((item) => item.area === 'crash');
          const stakeMinor = taken ? wireToMinor(taken.stake, currency) : bet.stakeMinor;
          remember({
            roundId: bet.roundId,
            roundNumber: bet.roundNumber,
            stakeMinor,
            target: taken?.target ?? bet.autoCashout,
            cashout: taken?.cashout ?? null,
            winMinor: null,
            status: 'open',
            placedAtMs: Date.now(),
          });
          setBetBalance({ wire: answer.balance, atMs: Date.now() });
          const amount = formatMinor(stakeMinor, currency);
          const text =
            bet.autoCashout === null
              ? t('tables.crash.notice.accepted', { amount })
              : t('tables.crash.notice.acceptedAuto', {
                  amount,
                  multiplier: formatMultiplier(bet.autoCashout),
                });
          setNotice({ tone: 'success', text, roundId: bet.roundId, isUntilBust: true });
          playSound('chip');
        },
        onError: (error) => {
          const text = failureText(error, t('tables.crash.notice.betFailed'));
          setNotice({ tone: 'danger', text, roundId: bet.roundId });
        },
      },
    );
  };

  /** Cashes out the player's bet on the running round. */
  const cashOut = (bet: MyCrashBet) => {
    cashout.mutate(bet.roundId, {
      onSuccess: (answer) => {
        const winMinor = wireToMinor(answer.win, currency);
        remember({ ...bet, cashout: answer.cashout, winMinor });
        playSound('tick');
        const text = t('tables.crash.notice.cashedOut', {
          multiplier: formatMultiplier(answer.cashout),
          amount: formatMinor(winMinor, currency),
        });
        setNotice({ tone: 'success', text, roundId: bet.roundId });
      },
      onError: (error) => {
        const text = failureText(error, t('tables.crash.notice.cashoutFailed'));
        setNotice({ tone: 'danger', text, roundId: bet.roundId });
      },
    });
  };

  return {
    myBetOn,
    say: (tone: Notice['tone'], text: string) => setNotice({ tone, text }),
    answered,
    balance,
    notice,
    isBetting: placeSlip.isPending,
    isCashingOut: cashout.isPending,
    placeBet,
    cashOut,
    hasBetOn: (roundId: string) =>
      answered.some((bet) => bet.roundId === roundId) || listedRound(roundId) !== undefined,
  };
}

/** The win's chime when a bet placed on this page settles with a win. */
export function useWinSound(bet: MyCrashBet | null, answered: readonly MyCrashBet[]): void {
  const heard = useRef<string | null>(null);
  const isPlacedHere = bet !== null && answered.some((item) => item.roundId === bet.roundId);
  const wonKey =
    isPlacedHere && bet.status === 'won' && bet.winMinor !== null && bet.winMinor > 0n
      ? bet.roundId
      : null;
  useEffect(() => {
    if (wonKey === null || heard.current === wonKey) return;
    heard.current = wonKey;
    playSound('win');
  }, [wonKey]);
}
