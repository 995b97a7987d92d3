import { z } from 'zod';
import { minimumAge } from './constants';
import { matchesPattern, type FieldRule } from './patterns';
import { isPlainText } from './plain-text';

/**
 * The member's profile (spec §3 user profile fields): what a member tells about themselves,
 * each field governed by the merchant's field rules like registration's. Pure TypeScript and
 * zod only: the site and the server check values with the same functions.
 */

/** Fields only the profile asks; they share the registration rules desk (and its table). */
export const profileOnlyFieldNames = [
  'nickname',
  'fullName',
  'birthday',
  'address',
  'nationality',
  'occupation',
  'incomeSource',
  'birthPlace',
  'telegram',
  'zalo',
] as const;

/** Every profile field, in form order; the messaging ids also have registration inputs. */
export const profileFieldNames = [
  'nickname',
  'fullName',
  'birthday',
  'address',
  'nationality',
  'occupation',
  'incomeSource',
  'birthPlace',
  'telegram',
  'whatsapp',
  'line',
  'zalo',
  'facebook',
  'qqNum',
  'wechat',
] as const;
export type ProfileFieldName = (typeof profileFieldNames)[number];

/**
 * Fields a member sets once: they must match the names and dates of payment accounts and
 * identity checks, so after that only an operator changes them.
 */
export const profileLockedFieldNames = [
  'fullName',
  'birthday',
] as const satisfies readonly ProfileFieldName[];

/** Whether a profile field is set once by the member. */
export function isLockedProfileField(field: string): boolean {
  return (profileLockedFieldNames as readonly string[]).includes(field);
}

/** No profile text is longer than this, whatever a rule says (the database checks it too). */
export const profileTextLengthMax = 255;

/** Oldest birthday accepted, in years before today: beyond it a date is a typing mistake. */
export const birthdayAgeYearsMax = 120;

function rule(
  field: ProfileFieldName,
  minLength: number,
  maxLength: number,
  patternId: FieldRule['patternId'] = null,
): FieldRule {
  return {
    field,
    enabled: true,
    required: false,
    minLength,
    maxLength,
    patternId,
    acceptedPattern: null,
  };
}

/**
 * The rule of a field the merchant set no rule for: shown, optional, bounded. Names and places
 * take any plain text (addresses hold commas and digits); ids take no spaces.
 */
export const profileFallbackRules: Readonly<Record<ProfileFieldName, FieldRule>> = {
  nickname: rule('nickname', 2, 20),
  fullName: rule('fullName', 2, 50, 'LETTERS_AND_SPACES'),
  birthday: rule('birthday', 10, 10, 'DATE'),
  address: rule('address', 5, 200),
  nationality: rule('nationality', 2, 50, 'LETTERS_AND_SPACES'),
  occupation: rule('occupation', 2, 50),
  incomeSource: rule('incomeSource', 2, 100),
  birthPlace: rule('birthPlace', 2, 100),
  telegram: rule('telegram', 3, 64, 'NO_SPACES'),
  whatsapp: rule('whatsapp', 6, 15, 'DIGITS_ONLY'),
  line: rule('line', 3, 64, 'NO_SPACES'),
  zalo: rule('zalo', 3, 64, 'NO_SPACES'),
  facebook: rule('facebook', 3, 100, 'NO_SPACES'),
  qqNum: rule('qqNum', 5, 12, 'DIGITS_ONLY'),
  wechat: rule('wechat', 3, 64, 'NO_SPACES'),
};

/** A profile field's rule: the merchant's (from the rules desk), else the fallback. */
export function profileRuleOf(rules: readonly FieldRule[], field: ProfileFieldName): FieldRule {
  return rules.find((candidate) => candidate.field === field) ?? profileFallbackRules[field];
}

/** A birthday as typed (yyyy-MM-dd or MM-dd-yyyy, a real date) in ISO form, else null. */
export function isoBirthday(value: string): string | null {
  const text = value.trim();
  if (!matchesPattern('DATE', text)) return null;
  if (/^\d{4}-/.test(text)) return text;
  const [month, day, year] = text.split('-');
  return `${year}-${month}-${day}`;
}

/** The date `years` after an ISO date; 29 February falls on 1 March in a common year. */
function yearsAfter(iso: string, years: number): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year + years, month - 1, day));
  return date.toISOString().slice(0, 10);
}

/** Why a birthday cannot be a member's. */
export type BirthdayProblem = 'invalid' | 'future' | 'underage' | 'too_old';

/**
 * Checks an ISO birthday against today (ISO, in the merchant's time zone): a real date, not in
 * the future, and making the member an adult (spec §5: registration requires being 18).
 */
export function birthdayProblem(birthday: string, today: string): BirthdayProblem | null {
  const iso = isoBirthday(birthday);
  if (!iso) return 'invalid';
  if (iso > today) return 'future';
  if (yearsAfter(iso, minimumAge) > today) return 'underage';
  if (yearsAfter(iso, birthdayAgeYearsMax) < today) return 'too_old';
  return null;
}

/** The site's message key of a birthday problem and its values. */
export function birthdayMessage(problem: BirthdayProblem): {
  key: string;
  values: Record<string, number>;
} {
  if (problem === 'underage')
    return { key: 'validation.birthday_underage', values: { count: minimumAge } };
  return { key: `validation.birthday_${problem}`, values: {} };
}

/** One profile value: text, or null to clear it; absent leaves it as it is. */
const profileInput = z
  .string()
  .max(profileTextLengthMax)
  .refine(isPlainText, { error: 'field_plain_text' })
  .nullable()
  .optional();

const knownFields: ReadonlySet<string> = new Set(profileFieldNames);

/**
 * PUT /wps/member/profile/details: the fields to change. A key that is no profile field is
 * refused by name (not dropped), so a client learns its mistake instead of losing data.
 */
export const updateProfileRequestSchema = z
  .looseObject({
    nickname: profileInput,
    fullName: profileInput,
    birthday: profileInput,
    address: profileInput,
    nationality: profileInput,
    occupation: profileInput,
    incomeSource: profileInput,
    birthPlace: profileInput,
    telegram: profileInput,
    whatsapp: profileInput,
    line: profileInput,
    zalo: profileInput,
    facebook: profileInput,
    qqNum: profileInput,
    wechat: profileInput,
  })
  .superRefine((value, context) => {
    for (const key of Object.keys(value)) {
      if (!knownFields.has(key))
        context.addIssue({ code: 'custom', path: [key], message: 'unknown' });
    }
  });
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

/** Every profile field's value (null: not set), as the member or an operator reads it. */
export const profileFieldsSchema = z.object({
  nickname: z.string().nullable(),
  fullName: z.string().nullable(),
  /** ISO date, yyyy-MM-dd. */
  birthday: z.string().nullable(),
  address: z.string().nullable(),
  nationality: z.string().nullable(),
  occupation: z.string().nullable(),
  incomeSource: z.string().nullable(),
  birthPlace: z.string().nullable(),
  telegram: z.string().nullable(),
  whatsapp: z.string().nullable(),
  line: z.string().nullable(),
  zalo: z.string().nullable(),
  facebook: z.string().nullable(),
  qqNum: z.string().nullable(),
  wechat: z.string().nullable(),
});
export type ProfileFields = z.infer<typeof profileFieldsSchema>;

/**
 * GET and PUT /wps/member/profile/details: the fields the merchant shows (a hidden one reads
 * null), and those the member can no longer change.
 */
export const memberProfileDetailsSchema = z.object({
  fields: profileFieldsSchema,
  lockedFields: z.array(z.enum(profileFieldNames)),
});
export type MemberProfileDetails = z.infer<typeof memberProfileDetailsSchema>;

/**
 * PUT /ops/api/members/:id/profile/locked: an operator's correction of the fields a member sets
 * once (full name, birthday; null or empty clears one, for the member to set again), with the
 * reason the action log keeps. Other keys are refused.
 */
export const correctProfileRequestSchema = z.strictObject({
  fullName: profileInput,
  birthday: profileInput,
  reason: z.string().trim().min(1).max(200).refine(isPlainText, { error: 'field_plain_text' }),
});
export type CorrectProfileRequest = z.infer<typeof correctProfileRequestSchema>;

/** GET /ops/api/members/:id/profile: everything the member told, shown or not, for support. */
export const deskMemberProfileSchema = z.object({
  fields: profileFieldsSchema,
  idNumber: z.string().nullable(),
  recommenderId: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type DeskMemberProfile = z.infer<typeof deskMemberProfileSchema>;
