import type { FieldRule, ProfileFields } from '@khela/contracts';
import { describe, expect, it } from 'vitest';
import {
  isoDate,
  latestAdultBirthday,
  profileFormCheck,
  profileGroups,
  shownFields,
} from './profile-form';

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

const hidden: FieldRule = {
  field: 'nationality',
  enabled: false,
  required: false,
  minLength: 0,
  maxLength: 50,
  patternId: null,
  acceptedPattern: null,
};
const requiredOccupation: FieldRule = {
  ...hidden,
  field: 'occupation',
  enabled: true,
  required: true,
};
const rules = [hidden, requiredOccupation];
const today = '2026-11-22';
const about = () => shownFields(rules, profileGroups.about, []);

describe('shownFields', () => {
  it('leaves out what the merchant hides and uses the fallback where it set no rule', () => {
    const shown = about();
    expect(shown.map((entry) => entry.field)).not.toContain('nationality');
    expect(shown.find((entry) => entry.field === 'birthday')?.rule.patternId).toBe('DATE');
    expect(shown.find((entry) => entry.field === 'occupation')?.rule.required).toBe(true);
  });
});

describe('profileFormCheck', () => {
  it('sends only changed values, cleared ones as null', () => {
    const loaded = { ...empty, nickname: 'Old', occupation: 'Driver', address: 'Road 1, Dhaka' };
    const { request, errors } = profileFormCheck(
      about(),
      loaded,
      { nickname: ' New ', occupation: 'Driver', address: '', fullName: 'Salma Akter' },
      today,
    );
    expect(errors).toEqual({});
    expect(request).toEqual({ nickname: 'New', address: null, fullName: 'Salma Akter' });
  });

  it('asks for a required field that would stay empty', () => {
    const { errors } = profileFormCheck(about(), empty, { occupation: '  ' }, today);
    expect(errors.occupation).toEqual({ key: 'validation.required', values: {} });
  });

  it('words length and pattern problems with their bounds, one number when they are equal', () => {
    const messaging = shownFields([], profileGroups.messaging, []);
    const { errors } = profileFormCheck(
      messaging,
      empty,
      { whatsapp: 'abc123', qqNum: '12', telegram: 'has space' },
      today,
    );
    expect(errors.whatsapp).toEqual({
      key: 'validation.pattern.DIGITS_ONLY',
      values: { min: 6, max: 15 },
    });
    expect(errors.qqNum).toEqual({ key: 'validation.length', values: { min: 5, max: 12 } });
    expect(errors.telegram?.key).toBe('validation.pattern.NO_SPACES');
    const exact = shownFields(
      [
        {
          ...hidden,
          field: 'zalo',
          enabled: true,
          minLength: 8,
          maxLength: 8,
          patternId: 'DIGITS_ONLY',
        },
      ],
      ['zalo'],
      [],
    );
    expect(profileFormCheck(exact, empty, { zalo: '123' }, today).errors.zalo).toEqual({
      key: 'validation.length_exact',
      values: { count: 8 },
    });
  });

  it('refuses a birthday in the future, of a minor, or no real date', () => {
    const check = (birthday: string) =>
      profileFormCheck(about(), empty, { birthday, occupation: 'x1' }, today).errors.birthday;
    expect(check('2027-01-01')).toEqual({ key: 'validation.birthday_future', values: {} });
    expect(check('2008-11-23')).toEqual({
      key: 'validation.birthday_underage',
      values: { count: 18 },
    });
    expect(check('1899-12-31')).toEqual({ key: 'validation.birthday_too_old', values: {} });
    expect(check('2023-02-29')?.key).toBe('validation.pattern.DATE_exact');
    expect(check('2008-11-22')).toBeUndefined();
  });

  it('takes the month-first date form and sends it as ISO', () => {
    const { request } = profileFormCheck(
      about(),
      empty,
      { birthday: '05-17-1990', occupation: 'x1' },
      today,
    );
    expect(request.birthday).toBe('1990-05-17');
  });

  it('never sends a locked field the member already set', () => {
    const loaded = { ...empty, fullName: 'Salma Akter', occupation: 'Driver' };
    const shown = shownFields(rules, profileGroups.about, ['fullName']);
    const { request, errors } = profileFormCheck(shown, loaded, { fullName: 'Other Name' }, today);
    expect(request).toEqual({});
    expect(errors).toEqual({});
  });
});

describe('dates', () => {
  it('writes the browser date as ISO and finds the latest adult birthday', () => {
    expect(isoDate(new Date(2026, 0, 5))).toBe('2026-01-05');
    expect(latestAdultBirthday('2026-11-22')).toBe('2008-11-22');
  });
});
