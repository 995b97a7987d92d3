import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** How many copies of one request race in the retry tests (the outside probe sent 200). */
export const racingCopies = 200;

/**
 * Sends `copies` of one request at once (the same idempotency key) and checks that every one
 * got the same answer, status and body, whatever the interleaving: a retry is never told
 * something other than what the first request was told. Answers that one answer.
 */
export async function raceSameKey(
  send: () => Promise<LightMyRequestResponse>,
  copies = racingCopies,
): Promise<LightMyRequestResponse> {
  const answers = await Promise.all(Array.from({ length: copies }, () => send()));
  const first = answers[0]!;
  const distinct = new Map<string, number>();
  for (const answer of answers) {
    const seen = `${answer.statusCode} ${answer.body}`;
    distinct.set(seen, (distinct.get(seen) ?? 0) + 1);
  }
  expect([...distinct.keys()], 'every copy answered alike').toEqual([
    `${first.statusCode} ${first.body}`,
  ]);
  return first;
}
