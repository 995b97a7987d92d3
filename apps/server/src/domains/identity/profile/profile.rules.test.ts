import type { FieldRule, ProfileFields } from '@khela/contracts';
import { describe, expect, it } from 'vitest';
import { lockedFields, profileChanges, shownFields } from './profile.rules';

const empty: ProfileFields = {
  nickname: null,
  fullName: null,
  birthday: null,
  address: null,
  nationality: null,
  occupation: null,
  incomeSource: null,
  birthPlace: null,
  telegram: null,
  whatsapp: null,
  line: null,
  zalo: null,
  facebook: null,
  qqNum: null,
  wechat: null,
};

function rule(field: string, values: Partial<FieldRule> = {}): FieldRule {
  return {
    field,
    enabled: true,
    required: false,
    minLength: 0,
    maxLength: 255,
    patternId: null,
    acceptedPattern: null,
    ...values,
  };
}

const check = (rules: FieldRule[] = [], language = 'en') => ({
  rules,
  language,
  today: '2026-11-22',
});

describe('profileChanges', () => {
  it('trims, turns empty text into a clear and leaves unchanged values out', () => {
    const current = { ...empty, nickname: 'Old', address: 'Road 1' };
    const { changes, errors } = profileChanges(check(), current, {
      nickname: ' Old ',
      address: '',
      occupation: ' Driver ',
    });
    expect(errors).toEqual([]);
    expect(changes).toEqual({ address: null, occupation: 'Driver' });
  });

  it('words the bounds of a pattern, one number when they are equal (min = max)', () => {
    const rules = [rule('qqNum', { minLength: 9, maxLength: 9, patternId: 'DIGITS_ONLY' })];
    const { errors } = profileChanges(check(rules), empty, { qqNum: '12345678x' });
    expect(errors).toEqual([
      {
        path: 'qqNum',
        code: 'validation.pattern.DIGITS_ONLY_exact',
        message: 'This value is not valid',
        params: { count: 9 },
      },
    ]);
  });

  it('refuses a future birthday and a minor, in the asker’s language', () => {
    const future = profileChanges(check([], 'th'), empty, { birthday: '2026-11-23' });
    expect(future.errors[0]).toMatchObject({
      path: 'birthday',
      code: 'validation.birthday_future',
      message: 'วันเกิดต้องไม่เป็นวันในอนาคต',
    });
    const minor = profileChanges(check([], 'bn'), empty, { birthday: '2010-01-01' });
    expect(minor.errors[0]).toMatchObject({
      code: 'validation.birthday_underage',
      params: { count: 18 },
      message: 'খেলতে আপনার বয়স কমপক্ষে 18 বছর হতে হবে।',
    });
  });

  it('keeps a set-once field: another value or a clear is refused, the same one passes', () => {
    const current = { ...empty, fullName: 'Salma Akter', birthday: '1990-05-17' };
    const changed = profileChanges(check(), current, { fullName: 'Other Name', birthday: null });
    expect(changed.errors.map((error) => [error.path, error.code])).toEqual([
      ['fullName', 'validation.field_locked'],
      ['birthday', 'validation.field_locked'],
    ]);
    const same = profileChanges(check(), current, {
      fullName: 'Salma Akter',
      birthday: '05-17-1990',
    });
    expect(same).toEqual({ changes: {}, errors: [] });
  });

  it('ignores a hidden field and asks for a required one left empty', () => {
    const rules = [rule('nationality', { enabled: false }), rule('occupation', { required: true })];
    const { changes, errors } = profileChanges(check(rules), empty, { nationality: 'Thai' });
    expect(changes).toEqual({});
    expect(errors).toEqual([
      {
        path: 'occupation',
        code: 'validation.required',
        message: 'Input cannot be empty',
      },
    ]);
  });

  it('refuses control characters as not plain text', () => {
    const { errors } = profileChanges(check(), empty, { address: 'Road 1\tDhaka' });
    expect(errors[0]).toMatchObject({ path: 'address', code: 'field_plain_text' });
  });
});

describe('what the member reads', () => {
  it('hides what the merchant hides and names the locked fields that are set', () => {
    const stored = { ...empty, nationality: 'Bangladeshi', fullName: 'Salma Akter' };
    expect(shownFields([rule('nationality', { enabled: false })], stored).nationality).toBeNull();
    expect(lockedFields(stored)).toEqual(['fullName']);
  });
});
