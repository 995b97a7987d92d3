import { describe, expect, it, vi } from 'vitest';

// The API client reads the merchant's language from the page head when it loads.
vi.hoisted(() => {
  Object.assign(globalThis, { document: { querySelector: () => null } });
});

import { ApiError } from '../../api/client';
import { fieldErrorsOf } from './form-helpers';

describe('fieldErrorsOf', () => {
  const failure = new ApiError('validation_failed', 'Some fields are not valid.', 400, [
    { path: 'username', code: 'reg.usernameLength', message: 'x', params: { min: 4 } },
    { path: 'age', code: 'field_at_most', message: 'Enter at most 99', params: { max: 99 } },
  ]);
  const texts: Record<string, string> = { 'reg.usernameLength': 'At least {{min}} characters' };
  const t = (key: string, values: Record<string, number | string> = {}) =>
    (texts[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

  it("words a code in the site's text where it has one, else keeps the server's message", () => {
    expect(fieldErrorsOf(failure, t, (key) => key in texts)).toEqual({
      username: 'At least 4 characters',
      age: 'Enter at most 99',
    });
  });

  it('answers nothing for a failure that is not the server’s', () => {
    expect(fieldErrorsOf(new Error('offline'), t, () => true)).toEqual({});
  });
});
