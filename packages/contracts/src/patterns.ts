/**
 * The field-validation pattern catalogue (product specification §5). The server sends one
 * rule per registration field; the browser form and the server both check values with this
 * module, so a value the form accepts is never refused by the server for another reason.
 * Pure TypeScript only: it runs in the browser and in Node alike.
 */

/** Stable ids the server stores in a rule's patternId; never rename one, only add. */
export const patternIds = [
  'LETTER_THEN_ALNUM',
  'CHINESE_AND_DIGITS',
  'MAILBOX',
  'LETTERS_OR_DIGITS',
  'LETTERS_AND_DIGITS',
  'DIGITS_ONLY',
  'ALNUM_WITH_UPPER',
  'ENGLISH_LETTERS_AND_SPACES',
  'NO_SPACES',
  'CHINESE_AND_PUNCTUATION',
  'DATE',
  'LETTERS_AND_SPACES',
  'KOREAN_ONLY',
  'THAI_ONLY',
  'THAI_OR_ENGLISH_WITH_SPACES',
  'UPPERCASE_AND_SPACES',
  'LETTERS_NUMBERS_SYMBOLS',
  'STRONG_PASSWORD',
  'FULL_NAME',
  'FULL_WIDTH_JAPANESE',
  'UPPERCASE_NO_SPACES',
  'MOBILE_BD',
  'MOBILE_GENERIC',
] as const;
export type PatternId = (typeof patternIds)[number];

/** Per-field rule as the server sends it (same shape as RegistrationField). */
export interface FieldRule {
  field: string;
  enabled: boolean;
  required: boolean;
  minLength: number;
  maxLength: number;
  patternId: string | null;
  acceptedPattern: string | null;
}

/** Why a value was refused; the bounds travel along because the messages show them. */
export type FieldProblem =
  | { code: 'required' }
  | { code: 'length'; min: number; max: number }
  | { code: 'pattern'; patternId: PatternId; min: number; max: number };

// Compiled once, as literals so bundlers can drop the map when unused; no g/y flags, so the
// shared instances keep no lastIndex state. \x21-\x7E is printable ASCII without the space;
// \x21-\x2F\x3A-\x40\x5B-\x60\x7B-\x7E is its non-alphanumeric part (the "symbols").
const patterns: Readonly<Record<PatternId, RegExp>> = {
  LETTER_THEN_ALNUM: /^[A-Za-z][A-Za-z0-9]*$/u,
  CHINESE_AND_DIGITS: /^[\p{Unified_Ideograph}0-9]+$/u,
  // The WHATWG "valid e-mail address" shape, plus a dotted domain ending in a letter TLD.
  MAILBOX:
    /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/u,
  LETTERS_OR_DIGITS: /^[A-Za-z0-9]+$/u,
  LETTERS_AND_DIGITS: /^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$/u,
  DIGITS_ONLY: /^[0-9]+$/u,
  ALNUM_WITH_UPPER: /^(?=.*[A-Z])[A-Za-z0-9]+$/u,
  ENGLISH_LETTERS_AND_SPACES: /^[A-Za-z]+(?: [A-Za-z]+)*$/u,
  NO_SPACES: /^\S+$/u,
  // Needs one ideograph, so punctuation alone is refused. Chinese punctuation: · — ― ‘ ’ “ ” … ‧,
  // CJK Symbols and Punctuation without the ideographic space, and the full-width ASCII marks.
  CHINESE_AND_PUNCTUATION:
    /^(?=.*\p{Unified_Ideograph})[\p{Unified_Ideograph}\u00B7\u2014\u2015\u2018\u2019\u201C\u201D\u2026\u2027\u3001-\u301F\uFF01-\uFF0F\uFF1A-\uFF20\uFF3B-\uFF40\uFF5B-\uFF65\x21-\x2F\x3A-\x40\x5B-\x60\x7B-\x7E]+$/u,
  // Shape only; matchesPattern checks the calendar.
  DATE: /^(?:([0-9]{4})-([0-9]{2})-([0-9]{2})|([0-9]{2})-([0-9]{2})-([0-9]{4}))$/u,
  // \p{M} keeps Bengali and Thai vowel signs, which are combining marks, not letters.
  LETTERS_AND_SPACES: /^[\p{L}\p{M}]+(?: [\p{L}\p{M}]+)*$/u,
  KOREAN_ONLY: /^\p{Script=Hangul}+$/u,
  THAI_ONLY: /^[\u0E00-\u0E7F]+$/u,
  THAI_OR_ENGLISH_WITH_SPACES: /^[\u0E00-\u0E7FA-Za-z]+(?: [\u0E00-\u0E7FA-Za-z]+)*$/u,
  UPPERCASE_AND_SPACES: /^[A-Z]+(?: [A-Z]+)*$/u,
  LETTERS_NUMBERS_SYMBOLS: /^[\x21-\x7E]+$/u,
  STRONG_PASSWORD:
    /^(?=.*[A-Z])(?=.*[a-z])(?=.*[0-9])(?=.*[\x21-\x2F\x3A-\x40\x5B-\x60\x7B-\x7E])[\x21-\x7E]+$/u,
  // Two or more parts; ' ’ and - only between letters (O'Brien, Jean-Luc), as phones type ’.
  FULL_NAME:
    /^[\p{L}\p{M}]+(?:['\u2019-][\p{L}\p{M}]+)*(?: [\p{L}\p{M}]+(?:['\u2019-][\p{L}\p{M}]+)*)+$/u,
  // Full-width hiragana, katakana (with ・ and ー; half-width U+FF66.. is absent), 々 〆, kanji.
  FULL_WIDTH_JAPANESE:
    /^[\u3041-\u3096\u309D-\u309F\u30A1-\u30FF\u31F0-\u31FF\u3005\u3006\p{Unified_Ideograph}]+$/u,
  UPPERCASE_NO_SPACES: /^[A-Z]+$/u,
  // The 880 dialing code is picked separately, so the trunk 0 is optional.
  MOBILE_BD: /^0?1[3-9][0-9]{8}$/u,
  MOBILE_GENERIC: /^[0-9]{6,15}$/u,
};

/** Secrets and one-time codes are compared as typed, so a space in them stays significant. */
const untrimmedFields: ReadonlySet<string> = new Set([
  'password',
  'confirmPassword',
  'paymentPassword',
  'verificationCode',
]);

/** Narrows a server-sent patternId; unknown ids fall back to a length-only check. */
export function isPatternId(value: string): value is PatternId {
  return (patternIds as readonly string[]).includes(value);
}

/** A real Gregorian date, so 2023-02-29 and 04-31-2024 are refused (no Date parsing). */
function isCalendarDate(year: number, month: number, day: number): boolean {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return year >= 1 && days !== undefined && day >= 1 && day <= days;
}

/** Whether a value fits a catalogue pattern (length is checkField's business). */
export function matchesPattern(patternId: PatternId, value: string): boolean {
  const match = patterns[patternId].exec(value);
  if (!match) return false;
  if (patternId !== 'DATE') return true;
  const [, y1, m1, d1, m2, d2, y2] = match;
  return isCalendarDate(Number(y1 ?? y2), Number(m1 ?? m2), Number(d1 ?? d2));
}

/** Checks one value against its rule; returns the first problem, or null when it is fine. */
export function checkField(
  rule: FieldRule,
  rawValue: string | undefined | null,
): FieldProblem | null {
  if (!rule.enabled) return null;
  const value = untrimmedFields.has(rule.field) ? (rawValue ?? '') : (rawValue ?? '').trim();
  if (value === '') return rule.required ? { code: 'required' } : null;
  const min = rule.minLength;
  const max = rule.maxLength;
  // Code points, not UTF-16 units, so an emoji or a rare kanji counts as one character.
  const length = Array.from(value).length;
  if (length < min || length > max) return { code: 'length', min, max };
  if (rule.acceptedPattern === '*') return null;
  const patternId = rule.patternId;
  if (patternId === null || !isPatternId(patternId)) return null;
  return matchesPattern(patternId, value) ? null : { code: 'pattern', patternId, min, max };
}

/** The i18n key of a problem; equal bounds read better as one number ("_exact" form). */
export function messageKeyFor(problem: FieldProblem): string {
  if (problem.code === 'required') return 'validation.required';
  const suffix = problem.min === problem.max ? '_exact' : '';
  if (problem.code === 'length') return `validation.length${suffix}`;
  return `validation.pattern.${problem.patternId}${suffix}`;
}

/** Interpolation values matching messageKeyFor: {{count}} for the exact form, else bounds. */
export function messageValuesFor(problem: FieldProblem): Record<string, number> {
  if (problem.code === 'required') return {};
  if (problem.min === problem.max) return { count: problem.min };
  return { min: problem.min, max: problem.max };
}

/** The payment password when the merchant sets no rule of its own: six digits. */
export const paymentPasswordFallbackRule: FieldRule = {
  field: 'paymentPassword',
  enabled: true,
  required: true,
  minLength: 6,
  maxLength: 6,
  patternId: 'DIGITS_ONLY',
  acceptedPattern: null,
};

/** An e-mail address to bind when the merchant sets no rule of its own. */
export const emailFallbackRule: FieldRule = {
  field: 'email',
  enabled: true,
  required: true,
  minLength: 5,
  maxLength: 100,
  patternId: 'MAILBOX',
  acceptedPattern: null,
};

/**
 * The rule of a value asked outside registration (binding an e-mail, the payment password):
 * the merchant's rule for that field, always enabled and required, else the fallback.
 */
export function requiredRule(rules: readonly FieldRule[], fallback: FieldRule): FieldRule {
  const found = rules.find((rule) => rule.field === fallback.field);
  return { ...(found ?? fallback), enabled: true, required: true };
}
