import { sportCodes, type SportCode, type SportScore } from '@khela/contracts';
import { fromZonedInput } from '../../ui/zoned-time';
import type { Reading, Refusal } from './form-refusal';
import type { DeskEventCreate } from './sportsbook.api';

/** An event's and a score's fields as the dialogs read them; pure, so tested on their own. */

/** Names of competitions and teams, as the contract bounds them. */
const nameLengthMax = 80;
/** What the sport adds to a score ("18.4 ov"), as the contract bounds it. */
const scoreDetailLengthMax = 60;
/** A score's side: goals, runs, points or maps; a cricket total stays well under this. */
const scoreSideMax = 9_999;

/** A new event's fields as typed; `startsAt` is the datetime-local field's wall time. */
export interface EventFields {
  sport: string;
  competition: string;
  home: string;
  away: string;
  startsAt: string;
}

function isSport(value: string): value is SportCode {
  return (sportCodes as readonly string[]).includes(value);
}

/** A name (1 to 80 characters, trimmed), or its refusal. */
function readName(path: keyof EventFields, typed: string, refusals: Refusal[]): string {
  const name = typed.trim();
  if (name === '' || name.length > nameLengthMax) {
    refusals.push({ path, messageKey: 'sportsbook.event.nameInvalid' });
  }
  return name;
}

/**
 * A new event as the contract takes it, its start read on the desk's clock; the same team on
 * both sides is refused.
 */
export function readNewEvent(fields: EventFields, timeZone: string): Reading<DeskEventCreate> {
  const refusals: Refusal[] = [];
  const sport = fields.sport;
  if (!isSport(sport))
    refusals.push({ path: 'sport', messageKey: 'sportsbook.event.sportMissing' });
  const competition = readName('competition', fields.competition, refusals);
  const home = readName('home', fields.home, refusals);
  const away = readName('away', fields.away, refusals);
  if (home !== '' && home.toLowerCase() === away.toLowerCase()) {
    refusals.push({ path: 'away', messageKey: 'sportsbook.event.sameTeams' });
  }
  const startsAt = fromZonedInput(fields.startsAt, timeZone);
  if (startsAt === null) {
    refusals.push({ path: 'startsAt', messageKey: 'sportsbook.event.startsAtInvalid' });
  }
  if (refusals.length > 0 || !isSport(sport) || startsAt === null) return { refusals };
  return { body: { sport, competition, home, away, startsAt } };
}

/** A score's fields as typed. */
export interface ScoreFields {
  home: string;
  away: string;
  detail: string;
}

function readSide(path: 'home' | 'away', typed: string, refusals: Refusal[]): number {
  const text = typed.trim();
  const value = /^\d{1,4}$/.test(text) ? Number(text) : Number.NaN;
  if (!(value >= 0 && value <= scoreSideMax)) {
    refusals.push({ path, messageKey: 'sportsbook.score.sideInvalid' });
  }
  return value;
}

/** A live score as the contract takes it (an empty detail is none), or its refusals. */
export function readScore(fields: ScoreFields): Reading<SportScore> {
  const refusals: Refusal[] = [];
  const home = readSide('home', fields.home, refusals);
  const away = readSide('away', fields.away, refusals);
  const detail = fields.detail.trim();
  if (detail.length > scoreDetailLengthMax) {
    refusals.push({ path: 'detail', messageKey: 'sportsbook.score.detailTooLong' });
  }
  if (refusals.length > 0) return { refusals };
  return { body: { home, away, detail: detail === '' ? null : detail } };
}
