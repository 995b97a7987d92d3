import { describe, expect, it } from 'vitest';
import { changesOf } from './ops.desk';

describe('changesOf', () => {
  it('logs each field an edit changed, with its value before and after', () => {
    expect(
      changesOf({ status: 'active', sortOrder: 3 }, { status: 'disabled', sortOrder: 3 }),
    ).toEqual({ status: { from: 'active', to: 'disabled' } });
  });

  it('leaves out what the edit did not send', () => {
    expect(changesOf({ status: 'active' }, { status: undefined })).toEqual({});
  });

  it('takes a time sent as text for the instant it names', () => {
    const at = new Date('2026-11-27T10:00:00Z');
    expect(changesOf({ startsAt: at }, { startsAt: '2026-11-27T10:00:00.000Z' })).toEqual({});
    expect(changesOf({ startsAt: at }, { startsAt: '2026-11-27T11:00:00Z' })).toEqual({
      startsAt: { from: '2026-11-27T10:00:00.000Z', to: '2026-11-27T11:00:00Z' },
    });
  });

  it('compares lists and records by what they hold, records in any key order', () => {
    const names = { en: 'Acme One', th: 'แอคมี วัน' };
    expect(
      changesOf(
        { names, chips: [1, 2] },
        { names: { th: 'แอคมี วัน', en: 'Acme One' }, chips: [1, 2] },
      ),
    ).toEqual({});
    expect(changesOf({ names }, { names: { en: 'Acme One' } })).toEqual({
      names: { from: names, to: { en: 'Acme One' } },
    });
    expect(changesOf({ chips: [1, 2] }, { chips: [2, 1] })).toEqual({
      chips: { from: [1, 2], to: [2, 1] },
    });
  });

  it('takes a record key that holds nothing for a missing one, and no other object for a record', () => {
    expect(changesOf({ names: { en: 'A' } }, { names: { en: 'A', th: undefined } })).toEqual({});
    expect(changesOf({ tags: new Set(['a']) }, { tags: new Set(['b']) })).toHaveProperty('tags');
  });

  it('keeps a long text by its length', () => {
    const long = 'x'.repeat(500);
    expect(changesOf({ body: 'short' }, { body: long })).toEqual({
      body: { from: 'short', to: { chars: 500 } },
    });
  });
});
