import { describe, expect, it } from 'vitest';
import { OpsApiError } from '../api';
import { errorText } from './errors';

describe('errorText', () => {
  const refusal = new OpsApiError('validation_failed', 'Some fields are not valid.', [
    { path: 'title', code: 'field_required', message: 'Input cannot be empty' },
    { path: 'texts.en.name', code: 'field_required', message: 'Input cannot be empty' },
  ]);

  it('names each refused field by its label where the form has one', () => {
    const labels: Record<string, string> = { title: 'Title' };
    expect(errorText(refusal, 'Failed', (path) => labels[path])).toBe(
      'Some fields are not valid. Title: Input cannot be empty; Input cannot be empty',
    );
  });

  it('says a failure about one field once, with the field’s name', () => {
    const taken = 'This language already has a help article with this slug.';
    const failure = new OpsApiError('help_slug_taken', taken, [
      { path: 'slug', code: 'help_slug_taken', message: taken },
    ]);
    expect(errorText(failure, 'Failed', (path) => (path === 'slug' ? 'Slug' : undefined))).toBe(
      `Slug: ${taken}`,
    );
    expect(errorText(failure, 'Failed')).toBe(taken);
  });

  it('falls back to the desk’s words when the server was not reached', () => {
    expect(errorText(new Error('offline'), 'Failed')).toBe('Failed');
  });
});
