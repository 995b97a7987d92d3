import type { FieldRule } from '@khela/contracts';
import { describe, expect, it } from 'vitest';
import { checkDownline, downlineRules } from './downline-rules';

const rule = (field: string, extra: Partial<FieldRule> = {}): FieldRule => ({
  field,
  enabled: true,
  required: true,
  minLength: 4,
  maxLength: 16,
  patternId: null,
  acceptedPattern: null,
  ...extra,
});

const filled = {
  username: 'newplayer',
  password: 'secret-1',
  confirmPassword: 'secret-1',
  payeeName: '',
  email: '',
};

describe('a downline account form', () => {
  it('takes the merchant registration rules, requiring only username and passwords', () => {
    const rules = downlineRules([
      rule('username', { patternId: 'LETTERS_AND_DIGITS' }),
      rule('payeeName', { enabled: false, required: true }),
      rule('email', { required: true }),
    ]);
    expect(rules.username).toMatchObject({ patternId: 'LETTERS_AND_DIGITS', required: true });
    expect(rules.payeeName).toMatchObject({ enabled: true, required: false });
    expect(rules.email).toMatchObject({ required: false, minLength: 4 });
    expect(rules.password).toMatchObject({ required: true, maxLength: 64 });
  });

  it('accepts a filled form and leaves the optional fields empty', () => {
    expect(checkDownline(filled, downlineRules([]))).toEqual({});
  });

  it('reports empty required fields and a confirmation that differs', () => {
    const problems = checkDownline(
      { ...filled, username: ' ', confirmPassword: 'other' },
      downlineRules([]),
    );
    expect(problems).toEqual({
      username: { code: 'required' },
      confirmPassword: { code: 'mismatch' },
    });
  });

  it('checks an e-mail once typed, as a mailbox when the merchant has no rule', () => {
    expect(checkDownline({ ...filled, email: 'not-a-mailbox' }, downlineRules([])).email).toEqual(
      expect.objectContaining({ code: 'pattern', patternId: 'MAILBOX' }),
    );
    expect(checkDownline({ ...filled, email: 'a@b.co' }, downlineRules([])).email).toBeUndefined();
  });

  it('never lets a field grow past what the contract takes', () => {
    expect(downlineRules([rule('email', { maxLength: 500 })]).email.maxLength).toBe(200);
  });

  it('holds a username to the merchant length bounds', () => {
    const problems = checkDownline(
      { ...filled, username: 'ab' },
      downlineRules([rule('username')]),
    );
    expect(problems.username).toEqual({ code: 'length', min: 4, max: 16 });
  });
});
