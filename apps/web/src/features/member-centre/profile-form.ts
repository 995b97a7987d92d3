import {
  birthdayMessage,
  birthdayProblem,
  checkField,
  isLockedProfileField,
  isoBirthday,
  messageKeyFor,
  messageValuesFor,
  minimumAge,
  profileRuleOf,
  type FieldRule,
  type ProfileFieldName,
  type ProfileFields,
  type UpdateProfileRequest,
} from '@khela/contracts';

/** The profile form's two groups, in the order they show. */
export const profileGroups = {
  about: [
    'nickname',
    'fullName',
    'birthday',
    'nationality',
    'occupation',
    'incomeSource',
    'birthPlace',
    'address',
  ],
  messaging: ['telegram', 'whatsapp', 'line', 'zalo', 'facebook', 'qqNum', 'wechat'],
} as const satisfies Record<string, readonly ProfileFieldName[]>;

/** A message key of the site and the values it words in. */
export interface FieldMessage {
  key: string;
  values: Record<string, number>;
}

/** A shown field with the rule it follows and whether the member can still change it. */
export interface ShownField {
  field: ProfileFieldName;
  rule: FieldRule;
  isLocked: boolean;
}

/** The fields of a group the merchant shows (a hidden one has no input at all). */
export function shownFields(
  rules: readonly FieldRule[],
  fields: readonly ProfileFieldName[],
  lockedFields: readonly ProfileFieldName[],
): ShownField[] {
  return fields
    .map((field) => ({
      field,
      rule: profileRuleOf(rules, field),
      isLocked: lockedFields.includes(field),
    }))
    .filter((shown) => shown.rule.enabled);
}

/** A date as yyyy-MM-dd in the browser's own calendar. */
export function isoDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** The latest birthday of an adult today: the date picker offers nothing after it. */
export function latestAdultBirthday(today: string): string {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  return isoDate(new Date(year - minimumAge, month - 1, day));
}

/** The problem of one changed value, as the server would name it. */
function problemOf(
  field: ProfileFieldName,
  rule: FieldRule,
  typed: string,
  stored: string | null,
  today: string,
): FieldMessage | null {
  const problem = checkField(rule, typed);
  if (problem) return { key: messageKeyFor(problem), values: messageValuesFor(problem) };
  if (field !== 'birthday' || stored === null) return null;
  const date = birthdayProblem(stored, today);
  return date ? birthdayMessage(date) : null;
}

/**
 * What a save sends and what it refuses first, with the server's rules: only changed values
 * go (a cleared one as null), locked fields never, and a required field may not end empty.
 */
export function profileFormCheck(
  shown: readonly ShownField[],
  loaded: ProfileFields,
  values: Partial<Record<ProfileFieldName, string>>,
  today: string,
): { request: UpdateProfileRequest; errors: Partial<Record<ProfileFieldName, FieldMessage>> } {
  const request: Record<string, string | null> = {};
  const errors: Partial<Record<ProfileFieldName, FieldMessage>> = {};
  for (const { field, rule, isLocked } of shown) {
    if (isLocked && isLockedProfileField(field)) continue;
    const typed = (values[field] ?? loaded[field] ?? '').trim();
    const normalised = field === 'birthday' && typed ? (isoBirthday(typed) ?? typed) : typed;
    const stored = normalised === '' ? null : normalised;
    if (stored === loaded[field]) {
      if (rule.required && stored === null)
        errors[field] = { key: 'validation.required', values: {} };
      continue;
    }
    const problem = problemOf(field, rule, typed, stored, today);
    if (problem) errors[field] = problem;
    else request[field] = stored;
  }
  return { request, errors };
}
