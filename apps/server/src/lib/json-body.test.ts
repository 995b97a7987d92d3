import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { bodyDepthMax, nestsDeeperThan, parseJsonBody } from './json-body';

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return error instanceof AppError ? error.code : 'not an AppError';
  }
  return undefined;
}

describe('JSON bodies', () => {
  it('counts nesting outside strings only', () => {
    expect(nestsDeeperThan('[[[]]]', 3)).toBe(false);
    expect(nestsDeeperThan('[[[[]]]]', 3)).toBe(true);
    expect(nestsDeeperThan('{"a":"[[[[[[[["}', 1)).toBe(false);
    expect(nestsDeeperThan('{"a":"\\"[[[[","b":[[[]]]}', 3)).toBe(true);
    expect(nestsDeeperThan('{"a":"\\\\","b":"[[[["}', 1)).toBe(false);
  });

  it('parses what is as deep as allowed and refuses one level more', () => {
    const at = '['.repeat(bodyDepthMax) + ']'.repeat(bodyDepthMax);
    expect(parseJsonBody(at)).toBeInstanceOf(Array);
    expect(codeOf(() => parseJsonBody('[' + at + ']'))).toBe('body_too_deep');
  });

  it('refuses 5,000 levels in a 30 KB body without walking them', () => {
    const deep = '{"a":'.repeat(5000) + '1' + '}'.repeat(5000);
    expect(deep.length).toBeGreaterThan(30_000);
    expect(codeOf(() => parseJsonBody(deep))).toBe('body_too_deep');
  });

  it('refuses text that is no JSON and prototype poisoning', () => {
    expect(codeOf(() => parseJsonBody('{"a":'))).toBe('bad_request');
    expect(codeOf(() => parseJsonBody(''))).toBe('bad_request');
    expect(codeOf(() => parseJsonBody('{"__proto__":{"isAdmin":true}}'))).toBe('bad_request');
    expect(codeOf(() => parseJsonBody('{"constructor":{"prototype":{"x":1}}}'))).toBe(
      'bad_request',
    );
    expect(parseJsonBody('{"a":[1,"x"]}')).toEqual({ a: [1, 'x'] });
  });
});
