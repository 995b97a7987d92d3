import {
  missionPeriods,
  moneyMissionKinds,
  type Mission,
  type MissionClaimAnswer,
  type MissionPeriod,
} from '@khela/contracts';
import { formatAmount } from '../../ui/format';

/** A text to translate: its key and the values it words in. */
export interface Text {
  key: string;
  values?: Record<string, string | number>;
}

/**
 * What a mission asks, in words: "Bet 100.00 BDT on Slots", "Play Tiger Lotus 20 times";
 * `typeName` words a game type.
 */
export function goalText(
  mission: Mission,
  currency: string,
  typeName: (gameType: string) => string,
): Text {
  const amount = { amount: formatAmount(mission.target), currency };
  const count = { count: Number(mission.target) };
  switch (mission.kind) {
    case 'deposit':
      return { key: 'missions.goal.deposit', values: amount };
    case 'bet':
      return mission.gameType
        ? { key: 'missions.goal.betType', values: { ...amount, type: typeName(mission.gameType) } }
        : { key: 'missions.goal.bet', values: amount };
    case 'play':
      return mission.game
        ? { key: 'missions.goal.playGame', values: { ...count, game: mission.game.name } }
        : { key: 'missions.goal.play', values: count };
    case 'win_streak':
      return { key: 'missions.goal.winStreak', values: count };
    case 'invite':
      return { key: 'missions.goal.invite', values: count };
  }
}

/** Progress against the target, as figures to show: "60.00 / 100.00" or "2 / 3". */
export function progressFigures(mission: Mission): { done: string; target: string } {
  const isMoney = moneyMissionKinds.includes(mission.kind);
  return isMoney
    ? { done: formatAmount(mission.progress), target: formatAmount(mission.target) }
    : { done: mission.progress, target: mission.target };
}

/** How full the bar is, 0 to 100 (a claimed mission is full); a malformed figure is empty. */
export function progressPercent(mission: Mission): number {
  if (mission.status !== 'in_progress') return 100;
  const done = Number(mission.progress);
  const target = Number(mission.target);
  if (!Number.isFinite(done) || !Number.isFinite(target) || target <= 0) return 0;
  return Math.max(0, Math.min(100, Math.floor((done / target) * 100)));
}

/** The missions by period (daily, weekly, events), each group in the desk's order; none empty. */
export function missionGroups(
  missions: readonly Mission[],
): Array<{ period: MissionPeriod; missions: Mission[] }> {
  return missionPeriods
    .map((period) => ({ period, missions: missions.filter((found) => found.period === period) }))
    .filter((group) => group.missions.length > 0);
}

/** Where a mission still to do is done: the deposit page, the referral page, a game type's lobby. */
export function goPath(mission: Mission): string | null {
  if (mission.status !== 'in_progress') return null;
  if (mission.kind === 'deposit') return '?mc=depositv2';
  if (mission.kind === 'invite') return '?mc=referral';
  if (mission.kind === 'bet' && mission.gameType) return `/${mission.gameType.toLowerCase()}`;
  return null;
}

/** The notice after a claim: what was paid, the wagering it asks, the wallet after it. */
export function claimNotice(answer: MissionClaimAnswer, currency: string): Text[] {
  const { amount, turnover, score } = answer.claim;
  const texts: Text[] = [
    { key: 'missions.notice.paid', values: { amount: formatAmount(amount), currency, score } },
  ];
  if (Number(turnover) > 0) {
    texts.push({
      key: 'missions.notice.turnover',
      values: { turnover: formatAmount(turnover), currency },
    });
  }
  texts.push({
    key: 'missions.notice.balance',
    values: { balance: formatAmount(answer.balance), currency },
  });
  return texts;
}

/** The medal of the first three places on the leaderboard. */
export function medalOf(rank: number): 'gold' | 'silver' | 'bronze' | null {
  return rank === 1 ? 'gold' : rank === 2 ? 'silver' : rank === 3 ? 'bronze' : null;
}
