import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { OpsApiError } from '../../api';
import { cockfightSettingsOf } from './CockfightFields';
import { crashSettingsOf } from './CrashFields';
import { acceptedSettings, refusedWhenNull, refusedWhenUndefined } from './settings-form';

/** Answers each message key as itself, so a refusal shows which key it was worded with. */
const t = ((key: string) => `«${key}»`) as unknown as TFunction;

function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

/** What a call threw, so its code, message and fields can be compared. */
function refusalOf(call: () => unknown): OpsApiError {
  try {
    call();
  } catch (failure) {
    if (failure instanceof OpsApiError) return failure;
    throw failure;
  }
  throw new Error('nothing was refused');
}

describe('acceptedSettings', () => {
  it('answers every value when each is accepted', () => {
    const settings = acceptedSettings(t, {
      edge: refusedWhenNull(1.5, 'edgeInvalid'),
      video: refusedWhenUndefined(null, 'videoInvalid'),
    });
    expect(settings).toEqual({ edge: 1.5, video: null });
  });

  it('throws every refused field at once, in order, in the operator’s words', () => {
    const refusal = refusalOf(() =>
      acceptedSettings(
        t,
        {
          first: refusedWhenNull(null, 'firstInvalid'),
          kept: refusedWhenNull(0, 'keptInvalid'),
          last: refusedWhenUndefined(undefined, 'lastInvalid'),
        },
        'form.invalid',
      ),
    );
    expect(refusal.code).toBe('validation_failed');
    expect(refusal.message).toBe('«form.invalid»');
    expect(refusal.fields).toEqual([
      { path: 'first', code: 'field_invalid', message: '«firstInvalid»' },
      { path: 'last', code: 'field_invalid', message: '«lastInvalid»' },
    ]);
  });
});

describe('crashSettingsOf', () => {
  it('reads the edge in percent and the most in hundredths', () => {
    const form = formOf({ crashEdgePercent: '1.5', crashMaxMultiplier: '1000' });
    expect(crashSettingsOf(form, t)).toEqual({
      crashEdgePercent: 1.5,
      crashMaxMultiplier: 100_000,
    });
  });

  it('refuses both fields out of bounds, each by its path', () => {
    const form = formOf({ crashEdgePercent: '90', crashMaxMultiplier: '1' });
    const refusal = refusalOf(() => crashSettingsOf(form, t));
    expect(refusal.message).toBe('«tables.form.invalid»');
    expect(refusal.fields).toEqual([
      {
        path: 'crashEdgePercent',
        code: 'field_invalid',
        message: '«tables.form.crashEdgeInvalid»',
      },
      {
        path: 'crashMaxMultiplier',
        code: 'field_invalid',
        message: '«tables.form.crashMaxInvalid»',
      },
    ]);
  });
});

describe('cockfightSettingsOf', () => {
  const video = 'https://video.example/arena.m3u8';

  it('reads fixed odds without a commission, an empty BDD as not offered', () => {
    const form = formOf({ pricing: 'fixed', commissionPercent: '99', drawOdds: '9', bddOdds: '' });
    expect(cockfightSettingsOf(form, t)).toEqual({
      pricing: 'fixed',
      drawOdds: 9000,
      bddOdds: null,
      streamUrl: null,
    });
  });

  it('reads a pool’s commission, BDD odds and video', () => {
    const form = formOf({
      pricing: 'pool',
      commissionPercent: '7.5 %',
      drawOdds: '8',
      bddOdds: '1.80',
      streamUrl: video,
    });
    expect(cockfightSettingsOf(form, t)).toEqual({
      pricing: 'pool',
      commissionPercent: 7.5,
      drawOdds: 8000,
      bddOdds: 1800,
      streamUrl: video,
    });
  });

  it('refuses each field out of bounds in the form’s order', () => {
    const form = formOf({
      pricing: 'pool',
      commissionPercent: '31',
      drawOdds: '1',
      bddOdds: 'x',
      streamUrl: 'http://video.example/arena.mp4',
    });
    const refusal = refusalOf(() => cockfightSettingsOf(form, t));
    expect(refusal.message).toBe('«tables.form.invalid»');
    expect(refusal.fields.map(({ path, message }) => [path, message])).toEqual([
      ['commissionPercent', '«tables.form.commissionInvalid»'],
      ['drawOdds', '«tables.form.drawOddsInvalid»'],
      ['bddOdds', '«tables.form.bddOddsInvalid»'],
      ['streamUrl', '«tables.form.streamUrlInvalid»'],
    ]);
  });
});
