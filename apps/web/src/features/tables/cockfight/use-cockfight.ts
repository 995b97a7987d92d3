import type { TableSession, TableSnapshot } from '@khela/contracts';
import type { CockfightSide } from '@khela/games';
import type { TFunction } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { newRequestId } from '../../house-game/request-id';
import { limitsOfArea } from '../areas';
import { isNewer } from '../clock';
import { betRefusal, parseStake, type BetRefusal } from '../crash/crash-stake';
import { playSound } from '../sound';
import { formatMinor, latestBalance, minorToWire, wireToMinor } from '../table-money';
import { tablesApi, useMyRounds, usePlaceSlip, useTableFeed } from '../tables.api';
import type { Notice } from '../use-bet-slip';
import { useRefreshOnSettle } from '../use-table-round';
import {
  fightBetOf,
  fightStageOf,
  formatOdds,
  myFightRound,
  type FightStage,
} from './cockfight-fight';

/**
 * The arena's state and the player's doings at it: the fight as the server tells it, the side
 * picked and the stake typed, the bet sent with the odds the player saw (and, when they moved,
 * the new ones shown to confirm again), the player's bets on the fight and the balance.
 */

/** A stake refused before it is sent, in words. */
function stakeRefusalText(t: TFunction, refusal: BetRefusal, currency: string): string {
  switch (refusal.kind) {
    case 'stakeMin':
      return t('tables.crash.notice.stakeMin', { amount: formatMinor(refusal.minMinor, currency) });
    case 'stakeMax':
      return t('tables.crash.notice.stakeMax', { amount: formatMinor(refusal.maxMinor, currency) });
    case 'balance':
      return t('tables.crash.notice.balance');
    default:
      return t('tables.crash.notice.stakeInvalid');
  }
}

/** The newest state: the stream's, or one read at once when a bet met moved odds. */
function useFightSnapshot(session: TableSession, token: string, receivedAtMs: number) {
  const feed = useTableFeed(token, session.snapshot, receivedAtMs);
  const [fresh, setFresh] = useState<TableSnapshot | null>(null);
  const snapshot = fresh && isNewer(fresh, feed.snapshot) ? fresh : feed.snapshot;
  const readNow = () => {
    tablesApi
      .state(token)
      .then(setFresh)
      .catch(() => undefined);
  };
  return { feed, snapshot, readNow };
}

/** The side picked and the stake typed; the pick is dropped when a new fight begins. */
function useFightForm(session: TableSession, stage: FightStage) {
  const { currency } = session;
  const [pick, setPick] = useState<CockfightSide | null>(null);
  const [stake, setStake] = useState(() =>
    minorToWire(wireToMinor(limitsOfArea(session.limits, 'meron').min, currency), currency),
  );
  const roundId = stage.kind === 'none' ? null : stage.round.id;
  const [pickedOn, setPickedOn] = useState(roundId);
  if (pickedOn !== roundId) {
    setPickedOn(roundId);
    setPick(null);
  }
  return { pick, setPick, stake, setStake };
}

/** The chime when the player's bet on this fight, placed here, is paid a win. */
function useWinChime(winMinor: bigint | null, placedOn: ReadonlySet<string>, roundId?: string) {
  const heard = useRef<string | null>(null);
  const key =
    roundId && placedOn.has(roundId) && winMinor !== null && winMinor > 0n ? roundId : null;
  useEffect(() => {
    if (key === null || heard.current === key) return;
    heard.current = key;
    playSound('win');
  }, [key]);
}

/** Sends the bet on the side picked: checked here, then with the odds the player saw. */
function useFightBet(values: {
  session: TableSession;
  token: string;
  stage: FightStage;
  rule: TableSnapshot['cockfight'];
  form: ReturnType<typeof useFightForm>;
  balance: string;
  readNow: () => void;
  onPlaced: (fightId: string, balance: string) => void;
}) {
  const { t } = useTranslation();
  const { session, stage, rule, form } = values;
  const { currency } = session;
  const placeSlip = usePlaceSlip(values.token);
  const [notice, setNotice] = useState<Notice | null>(null);

  /** The stake typed, or a refusal said to the player. */
  const checkedStake = (side: CockfightSide): bigint | null => {
    const limits = limitsOfArea(session.limits, side);
    const stakeMinor = parseStake(form.stake, currency);
    const refusal = betRefusal({
      stakeMinor,
      minMinor: wireToMinor(limits.min, currency),
      maxMinor: wireToMinor(limits.max, currency),
      balanceMinor: wireToMinor(values.balance, currency),
      isAuto: false,
      autoCashout: null,
      maxMultiplier: 0,
    });
    if (!refusal && stakeMinor !== null) return stakeMinor;
    const text = stakeRefusalText(t, refusal ?? { kind: 'stakeInvalid' }, currency);
    setNotice({ tone: 'danger', text });
    return null;
  };

  const confirm = () => {
    const side = form.pick;
    if (!side || stage.kind !== 'betting') return;
    const bet = fightBetOf(stage, rule, side);
    if (bet.kind === 'refused') {
      setNotice({ tone: 'danger', text: t(`tables.cockfight.notice.${bet.reason}`) });
      return;
    }
    const stakeMinor = checkedStake(side);
    if (stakeMinor === null) return;
    const sideName = t(`tables.area.${side}`);
    const fightId = stage.round.id;
    placeSlip.mutate(
      {
        requestId: newRequestId(),
        roundId: fightId,
        bets: [{ area: side, stake: minorToWire(stakeMinor, currency) }],
        ...(bet.odds === undefined ? {} : { odds: bet.odds }),
      },
      {
        onSuccess: (answer) => {
          values.onPlaced(fightId, answer.balance);
          const amount = formatMinor(stakeMinor, currency);
          const text =
            bet.odds === undefined
              ? t('tables.cockfight.notice.acceptedPool', { amount, side: sideName })
              : t('tables.cockfight.notice.accepted', {
                  amount,
                  side: sideName,
                  odds: formatOdds(bet.odds),
                });
          setNotice({ tone: 'success', text, roundId: fightId });
          playSound('chip');
        },
        onError: (error) => {
          const isMoved = error instanceof ApiError && error.code === 'cockfight_odds_changed';
          if (isMoved) values.readNow();
          const own = t(`tables.cockfight.notice.${isMoved ? 'oddsMoved' : 'betFailed'}`);
          const said = error instanceof ApiError && error.message ? error.message : '';
          const text = isMoved && said ? `${said} ${own}` : said || own;
          setNotice({ tone: 'danger', text, roundId: fightId });
        },
      },
    );
  };
  return { confirm, notice, isSending: placeSlip.isPending };
}

/** Everything the arena's screen shows and does, from its launch. */
export function useCockfight(session: TableSession, token: string, receivedAtMs: number) {
  const { currency } = session;
  const { feed, snapshot, readNow } = useFightSnapshot(session, token, receivedAtMs);
  const stage = fightStageOf(snapshot);
  const rule = snapshot.cockfight ?? session.snapshot.cockfight ?? null;
  const mine = useMyRounds(token, 1);
  const form = useFightForm(session, stage);
  const [placedOn, setPlacedOn] = useState<ReadonlySet<string>>(() => new Set());
  const [betBalance, setBetBalance] = useState<{ wire: string; atMs: number } | null>(null);
  const roundId = stage.kind === 'none' ? undefined : stage.round.id;
  const myRound = myFightRound(mine.data?.rounds, roundId);
  useRefreshOnSettle(
    token,
    snapshot,
    (id) => placedOn.has(id) || mine.data?.rounds.some((round) => round.id === id) === true,
  );
  useWinChime(myRound?.win ? wireToMinor(myRound.win, currency) : null, placedOn, roundId);
  const balance = latestBalance([
    { wire: session.balance, atMs: receivedAtMs },
    { wire: betBalance?.wire, atMs: betBalance?.atMs ?? 0 },
    { wire: mine.data?.balance, atMs: mine.dataUpdatedAt },
  ]);
  const bet = useFightBet({
    session,
    token,
    stage,
    rule,
    form,
    balance,
    readNow,
    onPlaced: (fightId, wire) => {
      setPlacedOn((ids) => new Set([...ids, fightId]));
      setBetBalance({ wire, atMs: Date.now() });
    },
  });
  const { notice } = bet;
  return {
    feed,
    snapshot,
    stage,
    rule,
    form,
    myRound,
    balance,
    // A word about a bet lasts while its fight takes bets: then the card says how it stands.
    notice:
      stage.kind === 'betting' && notice && (!notice.roundId || notice.roundId === roundId)
        ? notice
        : null,
    isSending: bet.isSending,
    confirm: bet.confirm,
  };
}
