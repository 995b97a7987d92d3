import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { validate } from './validate';

const schema = z.object({
  name: z.string().min(1).max(5),
  order: z.number().int().max(100),
  rule: z.object({ isOn: z.boolean() }),
});

/** The field codes of a refusal, by path. */
function refusal(input: unknown): Record<string, string> {
  try {
    validate(schema, input, 'en');
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const fields = error.fields ?? [];
    return Object.fromEntries(fields.map((field) => [field.path, field.code]));
  }
  throw new Error('accepted');
}

/** The field messages of a refusal, by path. */
function messages(
  input: unknown,
  against: z.ZodType = schema,
  language = 'en',
): Record<string, string> {
  try {
    validate(against, input, language);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return Object.fromEntries((error.fields ?? []).map((field) => [field.path, field.message]));
  }
  throw new Error('accepted');
}

describe('validate', () => {
  it('calls a field missing only when it is absent, null or empty', () => {
    expect(refusal({})).toEqual({
      name: 'field_required',
      order: 'field_required',
      rule: 'field_required',
    });
    expect(refusal({ name: '', order: 1, rule: { isOn: true } })).toEqual({
      name: 'field_required',
    });
    expect(refusal({ name: 'ok', order: null, rule: {} })).toEqual({
      order: 'field_required',
      'rule.isOn': 'field_required',
    });
  });

  it('calls a value of the wrong type invalid, not missing', () => {
    expect(refusal({ name: 7, order: 'abc', rule: { isOn: 'yes' } })).toEqual({
      name: 'field_invalid',
      order: 'field_invalid',
      'rule.isOn': 'field_invalid',
    });
    expect(refusal({ name: 'ok', order: 1.5, rule: { isOn: true } })).toEqual({
      order: 'field_invalid',
    });
  });

  it('calls long text too long and names the bound a number passed', () => {
    expect(refusal({ name: 'too long', order: 1_000, rule: { isOn: true } })).toEqual({
      name: 'field_too_long',
      order: 'field_at_most',
    });
    expect(messages({ name: 'ok', order: 1_000, rule: { isOn: true } })).toEqual({
      order: 'Enter at most 100',
    });
    expect(
      messages(
        { name: 'ok', order: -1, rule: { isOn: true } },
        z.object({ order: z.number().min(0) }),
      ),
    ).toEqual({ order: 'Enter at least 0' });
  });

  it('gives a field one message, the bound of its own range before the safe-integer check', () => {
    const order = z.object({ order: z.number().int().min(0).max(1_000_000) });
    expect(messages({ order: 1e20 }, order)).toEqual({ order: 'Enter at most 1000000' });
    expect(messages({ order: -1e20 }, order)).toEqual({ order: 'Enter at least 0' });
    // A bound the number may not reach is not named as one it may.
    expect(messages({ share: 0 }, z.object({ share: z.number().positive() }))).toEqual({
      share: 'This value is not valid',
    });
  });

  it("words a rule by the message its schema names, in the caller's language", () => {
    const slug = z.object({ slug: z.string().regex(/^[a-z]+$/, { error: 'slug_format' }) });
    expect(messages({ slug: 'No Spaces' }, slug, 'th')).toEqual({
      slug: 'ใช้อักษรภาษาอังกฤษและตัวเลข คั่นคำด้วยขีดกลางตัวเดียว (เช่น how-to-deposit) ตัวพิมพ์ใหญ่จะเปลี่ยนเป็นตัวพิมพ์เล็ก',
    });
    // A message that is not one of the catalogue's keys is not shown as it is.
    const plain = z.object({ slug: z.string().regex(/^[a-z]+$/, { error: 'lower case only' }) });
    expect(messages({ slug: 'X' }, plain)).toEqual({ slug: 'This value is not valid' });
  });

  it('refuses text PostgreSQL cannot store, in values and keys, at any depth', () => {
    const lax = z.object({ a: z.unknown(), b: z.record(z.string(), z.unknown()) });
    expect(refusalOf(lax, { a: 'x\u0000y', b: {} })).toEqual(['a']);
    expect(refusalOf(lax, { a: '\udfff\ud800', b: {} })).toEqual(['a']);
    expect(refusalOf(lax, { a: 'ok', b: { c: [{ d: 'half \ud83d' }] } })).toEqual(['b.c.0.d']);
    expect(refusalOf(lax, { a: 'ok', b: { '\ud800': 1 } })).toEqual(['b.\ufffd']);
    // A whole pair is one character, and fine.
    expect(() => validate(lax, { a: 'ঘর 😀', b: {} }, 'en')).not.toThrow();
  });

  it('walks any nesting without the call stack', () => {
    let deep: unknown = 'x';
    for (let level = 0; level < 100_000; level += 1) deep = { a: deep };
    const lax = z.object({ a: z.unknown() });
    expect(() => validate(lax, { a: deep }, 'en')).not.toThrow();
  });
});

/** The paths a refusal names. */
function refusalOf(against: z.ZodType, input: unknown): string[] {
  try {
    validate(against, input, 'en');
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return (error.fields ?? []).map((field) => field.path);
  }
  throw new Error('accepted');
}
