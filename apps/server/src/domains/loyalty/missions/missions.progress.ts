import type { Executor } from '../../../db/database';
import { calendarPeriods, type CalendarPeriods } from '../periods';
import type { GameFigures } from '../round-days';
import type {
  MissionRow,
  MissionsRepository,
  WindowFigures,
  WindowNeeds,
} from './missions.repository';
import { missionWindow } from './missions.rules';

/** A mission as it stands for a member now: its period, window and progress. */
export interface Standing {
  mission: MissionRow;
  /** The period's key (2026-12-01, 2026-W49, event): a mission is claimed once per period. */
  periodKey: string;
  /** When the period (or the event) ends: its progress starts over and its reward lapses. */
  endsAt: Date | null;
  progress: bigint;
}

/** The period a mission runs in now: its key and bounds (null: an event without bounds). */
export function periodOf(mission: MissionRow, periods: CalendarPeriods) {
  if (mission.period === 'event') {
    const { startsAt, endsAt } = mission;
    if (!startsAt || !endsAt) return null;
    return { key: 'event', startAt: startsAt, endAt: endsAt };
  }
  const period = periods[mission.period];
  return { key: period.key, startAt: period.startAt, endAt: period.nextAt };
}

/** A mission's progress from its window's figures: the aggregate of replayMission's fold. */
function progressOf(mission: MissionRow, figures: WindowFigures): bigint {
  const sum = (rows: GameFigures[], pick: (row: GameFigures) => string) =>
    rows.reduce((total, row) => total + BigInt(pick(row)), 0n);
  switch (mission.kind) {
    case 'deposit':
      return figures.deposits;
    case 'invite':
      return figures.invites;
    case 'win_streak':
      return figures.streak;
    case 'bet':
      return sum(
        figures.rounds.filter((row) => !mission.gameType || row.gameType === mission.gameType),
        (row) => row.betMinor,
      );
    case 'play':
      return sum(
        figures.rounds.filter(
          (row) =>
            !mission.gameCode ||
            (row.vassalage === mission.vassalage && row.gameCode === mission.gameCode),
        ),
        (row) => row.plays,
      );
  }
}

/**
 * How far a member has come on each mission in its current period, read from the events in
 * each distinct window once (a day's missions share the day's rounds).
 */
export async function standingsOf(
  repository: MissionsRepository,
  at: { merchantId: string; timezone: string; memberId: string; now: Date },
  missions: MissionRow[],
  executor: Executor,
): Promise<Standing[]> {
  const periods = await calendarPeriods(executor, at.timezone, at.now);
  const placed = missions.flatMap((mission) => {
    const period = periodOf(mission, periods);
    const window = period && missionWindow(period, mission);
    return period && window ? [{ mission, period, window }] : [];
  });
  const needs = new Map<string, WindowNeeds>();
  for (const { mission, window } of placed) {
    const key = `${window.from.toISOString()}/${window.to.toISOString()}`;
    const need = needs.get(key) ?? {
      window,
      rounds: false,
      streak: false,
      deposits: false,
      invites: false,
    };
    if (mission.kind === 'bet' || mission.kind === 'play') need.rounds = true;
    if (mission.kind === 'win_streak') need.streak = true;
    if (mission.kind === 'deposit') need.deposits = true;
    if (mission.kind === 'invite') need.invites = true;
    needs.set(key, need);
  }
  const read = await repository.figures(at.merchantId, at.memberId, [...needs.values()], executor);
  const figures = new Map([...needs.keys()].map((key, index) => [key, read[index]]));
  return placed.map(({ mission, period, window }) => {
    const found = figures.get(`${window.from.toISOString()}/${window.to.toISOString()}`);
    return {
      mission,
      periodKey: period.key,
      endsAt: period.endAt,
      progress: found ? progressOf(mission, found) : 0n,
    };
  });
}
