import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../../lib/clock';
import type { RequestContext } from '../../../plugins/context';
import { renderCaptcha } from './captcha.image';
import type { CaptchaRepository } from './captcha.repository';

export const captchaLifetimeMs = 5 * 60_000;
const captchaDigits = 4;

function hashAnswer(id: string, answer: string): Buffer {
  return createHash('sha256').update(`${id}:${answer}`).digest();
}

/** Image captchas: issued with a hashed answer, each checked once. */
export function createCaptchaService(deps: {
  repository: CaptchaRepository;
  clock: Clock;
  /** Picks the answer's digits; tests pass their own to know the answer. */
  random?: () => number;
}) {
  const random = deps.random ?? (() => randomInt(0, 1_000_000) / 1_000_000);
  return {
    /** A new challenge: its id and the PNG as base64 (spec: the answer value is a base64 png). */
    async issue(context: RequestContext): Promise<{ id: string; image: string }> {
      const now = deps.clock.now();
      const id = randomUUID();
      const answer = Array.from({ length: captchaDigits }, () =>
        String(Math.floor(random() * 10)),
      ).join('');
      await deps.repository.insert({
        id,
        merchantId: context.merchant.id,
        answerHash: hashAnswer(id, answer),
        createdAt: now,
        expiresAt: new Date(now.getTime() + captchaLifetimeMs),
      });
      await deps.repository.deleteExpired(new Date(now.getTime() - captchaLifetimeMs));
      return {
        id,
        image: renderCaptcha(answer, () => randomInt(0, 1_000_000) / 1_000_000).toString('base64'),
      };
    },

    /** Whether the answer is right; the challenge is used up either way. */
    async check(
      context: RequestContext,
      id: string | undefined,
      answer: string | undefined,
    ): Promise<boolean> {
      if (!id || !answer) return false;
      const stored = await deps.repository.use(context.merchant.id, id, deps.clock.now());
      return stored !== undefined && timingSafeEqual(stored, hashAnswer(id, answer.trim()));
    },
  };
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;
