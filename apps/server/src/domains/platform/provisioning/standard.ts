import { standardWhitelabelFlags, type PatternId } from '@khela/contracts';

/** Whitelabel flags and feature toggles a merchant starts with (spec §3); the demo's too. */
export const standardFlags: Record<string, boolean> = standardWhitelabelFlags;

/**
 * Registration field rules a merchant starts with when it copies none; the pattern catalogue
 * gives patternId its meaning.
 */
export const standardRegistrationFields: {
  field: string;
  isEnabled: boolean;
  isRequired: boolean;
  minLength: number;
  maxLength: number;
  patternId: PatternId | null;
}[] = [
  {
    field: 'username',
    isEnabled: true,
    isRequired: true,
    minLength: 4,
    maxLength: 16,
    patternId: 'LETTER_THEN_ALNUM',
  },
  {
    field: 'password',
    isEnabled: true,
    isRequired: true,
    minLength: 6,
    maxLength: 20,
    patternId: 'LETTERS_AND_DIGITS',
  },
  {
    field: 'confirmPassword',
    isEnabled: true,
    isRequired: true,
    minLength: 6,
    maxLength: 20,
    patternId: null,
  },
  {
    field: 'mobileNum',
    isEnabled: true,
    isRequired: true,
    minLength: 10,
    maxLength: 11,
    patternId: 'DIGITS_ONLY',
  },
  {
    field: 'verificationCode',
    isEnabled: true,
    isRequired: true,
    minLength: 0,
    maxLength: 255,
    patternId: null,
  },
  {
    field: 'payeeName',
    isEnabled: true,
    isRequired: false,
    minLength: 2,
    maxLength: 50,
    patternId: 'LETTERS_AND_SPACES',
  },
  {
    field: 'email',
    isEnabled: true,
    isRequired: false,
    minLength: 5,
    maxLength: 100,
    patternId: 'MAILBOX',
  },
  {
    field: 'affiliateCode',
    isEnabled: true,
    isRequired: false,
    minLength: 4,
    maxLength: 20,
    patternId: 'LETTERS_OR_DIGITS',
  },
  {
    field: 'paymentPassword',
    isEnabled: false,
    isRequired: false,
    minLength: 6,
    maxLength: 6,
    patternId: 'DIGITS_ONLY',
  },
  {
    field: 'captcha',
    isEnabled: true,
    isRequired: true,
    minLength: 4,
    maxLength: 4,
    patternId: 'DIGITS_ONLY',
  },
];
