import {
  birthdayMessage,
  birthdayProblem,
  checkField,
  isLockedProfileField,
  isoBirthday,
  messageKeyFor,
  messageValuesFor,
  profileFieldNames,
  profileLockedFieldNames,
  profileRuleOf,
  type CorrectProfileRequest,
  type FieldError,
  type FieldRule,
  type ProfileFieldName,
  type ProfileFields,
  type UpdateProfileRequest,
} from '@khela/contracts';
import { translate } from '../../../lib/messages';
import { profileText, type ProfileTextKey } from './profile.texts';

/** What checking a profile change reads: the merchant's rules, the language, today's date. */
export interface ProfileCheck {
  rules: readonly FieldRule[];
  language: string;
  /** Today in the merchant's time zone, yyyy-MM-dd: a birthday is judged against it. */
  today: string;
}

/** The values to write: a text, or null to clear; a field left out stays as it is. */
export type ProfileChanges = Partial<Record<ProfileFieldName, string | null>>;

/** Control characters (a newline, a tab) have no place in a one-line profile field. */
// eslint-disable-next-line no-control-regex -- control characters are what is refused
const controlCharacter = /[\u0000-\u001F\u007F-\u009F]/u;

function ownError(
  check: Pick<ProfileCheck, 'language'>,
  path: string,
  key: ProfileTextKey,
  params: Record<string, number> = {},
): FieldError {
  const code = key === 'field_locked' ? 'validation.field_locked' : `validation.${key}`;
  return { path, code, message: profileText(check.language, key, params), params };
}

/** A value with control characters (a newline, a tab): profile fields are one line of text. */
function plainTextError(
  check: Pick<ProfileCheck, 'language'>,
  field: ProfileFieldName,
): FieldError {
  return {
    path: field,
    code: 'field_plain_text',
    message: translate(check.language, 'field_plain_text'),
  };
}

/** The refusal of a value under its rule, the birthday's date checks included. */
function valueError(
  check: ProfileCheck,
  field: ProfileFieldName,
  rule: FieldRule,
  typed: string,
  stored: string | null,
): FieldError | null {
  if (controlCharacter.test(typed)) return plainTextError(check, field);
  const problem = checkField(rule, typed);
  if (problem) {
    return {
      path: field,
      code: messageKeyFor(problem),
      message: translate(
        check.language,
        problem.code === 'required' ? 'field_required' : 'field_invalid',
      ),
      params: messageValuesFor(problem),
    };
  }
  if (field !== 'birthday' || stored === null) return null;
  const date = birthdayProblem(stored, check.today);
  if (!date) return null;
  const { values } = birthdayMessage(date);
  return ownError(check, field, `birthday_${date}`, values);
}

/** A required field left empty. */
function requiredError(check: ProfileCheck, field: ProfileFieldName): FieldError {
  return {
    path: field,
    code: 'validation.required',
    message: translate(check.language, 'field_required'),
  };
}

/**
 * One field's change: nothing when it is left out, hidden by the merchant (ignored, never
 * stored) or unchanged (an old value is never refused by a newer rule); else the value to
 * store or its refusal. A locked field, once set, refuses any other value.
 */
function fieldChange(
  check: ProfileCheck,
  field: ProfileFieldName,
  current: string | null,
  sent: string | null | undefined,
): { value: string | null } | { error: FieldError } | null {
  const rule = profileRuleOf(check.rules, field);
  if (!rule.enabled) return null;
  const typed = (sent ?? '').trim();
  const normalised = field === 'birthday' && typed ? (isoBirthday(typed) ?? typed) : typed;
  const stored = sent === undefined ? current : normalised === '' ? null : normalised;
  if (stored === current) {
    const isMissing = rule.required && current === null;
    return isMissing ? { error: requiredError(check, field) } : null;
  }
  if (isLockedProfileField(field) && current !== null) {
    return { error: ownError(check, field, 'field_locked') };
  }
  const error = valueError(check, field, rule, typed, stored);
  return error ? { error } : { value: stored };
}

/**
 * A member's change of their profile, checked against the merchant's rules: the values to
 * write, or every field's refusal (then nothing is written).
 */
export function profileChanges(
  check: ProfileCheck,
  current: ProfileFields,
  input: UpdateProfileRequest,
): { changes: ProfileChanges; errors: FieldError[] } {
  const changes: ProfileChanges = {};
  const errors: FieldError[] = [];
  for (const field of profileFieldNames) {
    const outcome = fieldChange(check, field, current[field], input[field]);
    if (outcome && 'error' in outcome) errors.push(outcome.error);
    else if (outcome) changes[field] = outcome.value;
  }
  return { changes, errors };
}

/** The fields the member sees: a field the merchant hides reads null. */
export function shownFields(rules: readonly FieldRule[], stored: ProfileFields): ProfileFields {
  const shown = { ...stored };
  for (const field of profileFieldNames) {
    if (!profileRuleOf(rules, field).enabled) shown[field] = null;
  }
  return shown;
}

/** The fields the member can no longer change: locked ones already set. */
export function lockedFields(stored: ProfileFields): ProfileFieldName[] {
  return profileFieldNames.filter((field) => isLockedProfileField(field) && stored[field] !== null);
}

/**
 * An operator's correction of the fields a member sets once, from the member's documents: the
 * merchant's typing rules do not bind it, but a birthday must still be a real date of someone
 * old enough to play, and text plain. An empty value clears the field for the member to set.
 */
export function lockedCorrections(
  check: Pick<ProfileCheck, 'language' | 'today'>,
  current: ProfileFields,
  input: CorrectProfileRequest,
): { changes: ProfileChanges; errors: FieldError[] } {
  const changes: ProfileChanges = {};
  const errors: FieldError[] = [];
  for (const field of profileLockedFieldNames) {
    const sent = input[field];
    if (sent === undefined) continue;
    const typed = (sent ?? '').trim();
    const stored = field === 'birthday' && typed ? isoBirthday(typed) : typed || null;
    const problem = field === 'birthday' && typed ? birthdayProblem(typed, check.today) : null;
    if (controlCharacter.test(typed)) {
      errors.push(plainTextError(check, field));
    } else if (problem) {
      errors.push(ownError(check, field, `birthday_${problem}`, birthdayMessage(problem).values));
    } else if (stored !== current[field]) {
      changes[field] = stored;
    }
  }
  return { changes, errors };
}
