import {
  isLanguage,
  languages,
  moneyMissionKinds,
  type CatalogueGameType,
  type DeskMission,
  type FieldError,
  type Language,
  type MissionKind,
  type MissionPeriod,
  type SaveMission,
} from '@khela/contracts';
import { instantOfField, toZonedInput } from '../../ui/zoned-time';

/** The fields of the mission form, named as the server names them in a refusal. */
export const missionFields = [
  'names',
  'names.bn',
  'names.en',
  'names.th',
  'period',
  'kind',
  'gameType',
  'game',
  'target',
  'reward',
  'turnoverMultiple',
  'score',
  'startsAt',
  'endsAt',
  'sortOrder',
  'isActive',
] as const;
export type MissionField = (typeof missionFields)[number];

/** A mission as it is typed: numbers as text until it is sent, bounds as wall times. */
export interface MissionDraft {
  names: Record<Language, string>;
  period: MissionPeriod;
  kind: MissionKind;
  /** Empty: bets on any game type count. */
  gameType: CatalogueGameType | '';
  /** The game a play mission counts rounds of; both empty: any game. */
  vendorCode: string;
  gameCode: string;
  target: string;
  reward: string;
  turnoverMultiple: string;
  score: string;
  sortOrder: string;
  /** Wall times in the merchant's zone (datetime-local values); empty: none. */
  startsAt: string;
  endsAt: string;
  isActive: boolean;
}

/** The unit a kind's target is typed in. */
export type TargetUnit = 'money' | 'rounds' | 'wins' | 'friends';

const unitOfKind: Record<MissionKind, TargetUnit> = {
  deposit: 'money',
  bet: 'money',
  play: 'rounds',
  win_streak: 'wins',
  invite: 'friends',
};

/** What a kind asks besides its target: a game type (bets), a game (rounds played). */
export function kindFieldsOf(kind: MissionKind) {
  return { hasGameType: kind === 'bet', hasGame: kind === 'play', unit: unitOfKind[kind] };
}

/** Whether a kind's target and progress are money (the others count). */
export function isMoneyKind(kind: MissionKind): boolean {
  return moneyMissionKinds.includes(kind);
}

/** The limits of the whole numbers the server takes. */
export const wholeLimits = {
  turnoverMultiple: 100,
  score: 100_000,
  sortOrder: 10_000,
} as const;
type WholeField = keyof typeof wholeLimits;
const wholeFields = Object.keys(wholeLimits) as WholeField[];

/** A number as typed that reads as a whole number (no sign, fraction or exponent). */
const wholePattern = /^\d{1,6}$/;

function wholeOf(typed: string): number {
  const trimmed = typed.trim();
  return wholePattern.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The place a new mission takes: after the last one, in steps of ten to leave room between. */
export function nextSortOrder(missions: readonly Pick<DeskMission, 'sortOrder'>[]): number {
  const last = Math.max(0, ...missions.map((mission) => mission.sortOrder));
  return Math.min(wholeLimits.sortOrder, missions.length === 0 ? 0 : last + 10);
}

/** A mission on the desk (or a new one, placed at `sortOrder`) as the form's draft. */
export function missionDraftOf(
  mission: DeskMission | null,
  timeZone: string,
  sortOrder = 0,
): MissionDraft {
  const names = Object.fromEntries(
    languages.map((language) => [language, mission?.names[language] ?? '']),
  ) as Record<Language, string>;
  if (!mission) {
    return {
      names,
      period: 'day',
      kind: 'deposit',
      gameType: '',
      vendorCode: '',
      gameCode: '',
      target: '',
      reward: '',
      turnoverMultiple: '1',
      score: '10',
      sortOrder: String(sortOrder),
      startsAt: '',
      endsAt: '',
      isActive: true,
    };
  }
  return {
    names,
    period: mission.period,
    kind: mission.kind,
    gameType: mission.gameType ?? '',
    vendorCode: mission.game?.vassalage ?? '',
    gameCode: mission.game?.code ?? '',
    target: mission.target,
    reward: mission.reward,
    turnoverMultiple: String(mission.turnoverMultiple),
    score: String(mission.score),
    sortOrder: String(mission.sortOrder),
    startsAt: toZonedInput(mission.startsAt, timeZone),
    endsAt: toZonedInput(mission.endsAt, timeZone),
    isActive: mission.isActive,
  };
}

/**
 * The draft as the server takes it: names of the languages written, the game type and game only
 * where the kind asks for them, amounts and counts as typed (trimmed, for the server to name),
 * whole numbers that do not read as one as NaN (sent as null, never 0), bounds read in the
 * merchant's zone (an untouched one kept to the second).
 */
export function missionInputOf(
  draft: MissionDraft,
  timeZone: string,
  original: Pick<DeskMission, 'startsAt' | 'endsAt'> | null = null,
): SaveMission {
  const names: SaveMission['names'] = {};
  for (const language of languages) {
    const name = draft.names[language].trim();
    if (name !== '') names[language] = name;
  }
  const { hasGameType, hasGame } = kindFieldsOf(draft.kind);
  const vendorCode = draft.vendorCode.trim();
  const gameCode = draft.gameCode.trim();
  const isGameTyped = vendorCode !== '' || gameCode !== '';
  return {
    names,
    period: draft.period,
    kind: draft.kind,
    gameType: hasGameType && draft.gameType !== '' ? draft.gameType : null,
    game: hasGame && isGameTyped ? { vassalage: vendorCode, code: gameCode } : null,
    target: draft.target.trim(),
    reward: draft.reward.trim(),
    turnoverMultiple: wholeOf(draft.turnoverMultiple),
    score: wholeOf(draft.score),
    startsAt: instantOfField(draft.startsAt, timeZone, original?.startsAt),
    endsAt: instantOfField(draft.endsAt, timeZone, original?.endsAt),
    sortOrder: wholeOf(draft.sortOrder),
    isActive: draft.isActive,
  };
}

/** Why the form names a field before sending. */
export type DraftProblem = 'whole' | 'gamePair' | 'eventBound';

/**
 * The fields the desk can name before sending, which the server could only call missing or not
 * valid: a whole number that is none (empty, a fraction, text), a game with its vendor or its
 * code left out, an event without its start or its end. The server names the rest (a target of
 * 2.5 rounds, a reward of 0, an end before the start).
 */
export function draftProblems(draft: MissionDraft): Partial<Record<MissionField, DraftProblem>> {
  const problems: Partial<Record<MissionField, DraftProblem>> = {};
  for (const field of wholeFields) {
    const value = wholeOf(draft[field]);
    if (Number.isNaN(value) || value > wholeLimits[field]) problems[field] = 'whole';
  }
  if (kindFieldsOf(draft.kind).hasGame) {
    const typed = [draft.vendorCode, draft.gameCode].filter((part) => part.trim() !== '');
    if (typed.length === 1) problems.game = 'gamePair';
  }
  if (draft.period === 'event') {
    if (draft.startsAt.trim() === '') problems.startsAt = 'eventBound';
    if (draft.endsAt.trim() === '') problems.endsAt = 'eventBound';
  }
  return problems;
}

/** A refusal split for the form: each field's first message, and what names no field of it. */
export interface MissionRefusal {
  byField: Partial<Record<MissionField, string>>;
  others: string[];
}

export const noRefusal: MissionRefusal = { byField: {}, others: [] };

/** The form's field a refused path names ("body.game.code" is the game), if any. */
export function fieldOfPath(path: string): MissionField | undefined {
  const parts = path.split('.');
  if (parts[0] === 'body') parts.shift();
  const [head = '', next = ''] = parts;
  if (head === 'names' && isLanguage(next)) return `names.${next}`;
  return missionFields.find((field) => field === head);
}

/** Each refused field's message, to show under the field; the rest for the note by the button. */
export function missionRefusalOf(fields: readonly FieldError[]): MissionRefusal {
  const byField: MissionRefusal['byField'] = {};
  const others: string[] = [];
  for (const { path, message } of fields) {
    const field = fieldOfPath(path);
    if (field === undefined) others.push(message);
    else byField[field] ??= message;
  }
  return { byField, others };
}

/** A mission's name in the operator's language, else in English, else in any it has. */
export function missionNameOf(names: DeskMission['names'], language: string): string {
  const own = isLanguage(language) ? names[language] : undefined;
  return own ?? names.en ?? Object.values(names).find((name) => name !== undefined) ?? '';
}

/** What a mission asks, as the desk words it: its text's key and the values the text takes. */
export interface Goal {
  key: 'deposit' | 'bet' | 'betOn' | 'play' | 'playGame' | 'winStreak' | 'invite';
  /** The target of a money kind (a wire amount). */
  amount: string | null;
  /** The target of a counting kind. */
  count: number | null;
  gameType: CatalogueGameType | null;
  game: { vassalage: string; code: string } | null;
}

/** What a mission asks: an amount for money kinds, a count for the others, and what it counts. */
export function goalOf(mission: Pick<DeskMission, 'kind' | 'target' | 'gameType' | 'game'>): Goal {
  const isMoney = isMoneyKind(mission.kind);
  const values = {
    amount: isMoney ? mission.target : null,
    count: isMoney ? null : Number(mission.target),
    gameType: mission.kind === 'bet' ? mission.gameType : null,
    game: mission.kind === 'play' ? mission.game : null,
  };
  const keys: Record<MissionKind, Goal['key']> = {
    deposit: 'deposit',
    bet: values.gameType ? 'betOn' : 'bet',
    play: values.game ? 'playGame' : 'play',
    win_streak: 'winStreak',
    invite: 'invite',
  };
  return { key: keys[mission.kind], ...values };
}

/** Where a mission stands now: switched off, not started yet, running, or over (events). */
export function missionPhaseOf(
  mission: Pick<DeskMission, 'isActive' | 'startsAt' | 'endsAt'>,
  now: Date,
): 'off' | 'scheduled' | 'running' | 'ended' {
  const nowMs = now.getTime();
  if (!mission.isActive) return 'off';
  if (mission.endsAt && Date.parse(mission.endsAt) <= nowMs) return 'ended';
  if (mission.startsAt && Date.parse(mission.startsAt) > nowMs) return 'scheduled';
  return 'running';
}
