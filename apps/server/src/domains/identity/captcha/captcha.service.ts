import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import { renderCaptcha } from './captcha.image';
import type { CaptchaRepository } from './captcha.repository';

export const captchaLifetimeMs = 5 * 60_000;
const captchaDigits = 4;

function hashAnswer(id: string, answer: string): Buffer {
  return createHash('sha256').update(`${id}:${answer}`).digest();
}

/**
 * Image captchas: issued with a hashed answer, each checked once, and only within the scope it
 * was issued for: a merchant's id for its site, null for the back office.
 */
export function createCaptchaService(deps: {
  repository: CaptchaRepository;
  clock: Clock;
  /** Picks the answer's digits; tests pass their own to know the answer. */
  random?: () => number;
}) {
  const random = deps.random ?? (() => randomInt(0, 1_000_000) / 1_000_000);

  /** Whether the answer is right; the challenge is used up either way. */
  async function check(
    scope: string | null,
    id: string | undefined,
    answer: string | undefined,
  ): Promise<boolean> {
    if (!id || !answer) return false;
    const stored = await deps.repository.use(scope, id, deps.clock.now());
    return stored !== undefined && timingSafeEqual(stored, hashAnswer(id, answer.trim()));
  }

  return {
    /** A new challenge: its id and the PNG as base64 (spec: the answer value is a base64 png). */
    async issue(scope: string | null): Promise<{ id: string; image: string }> {
      const now = deps.clock.now();
      const id = randomUUID();
      const answer = Array.from({ length: captchaDigits }, () =>
        String(Math.floor(random() * 10)),
      ).join('');
      await deps.repository.insert({
        id,
        merchantId: scope,
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

    /**
     * Demands a right answer of a try that must carry one (a sign-in after failures): none is
     * `captcha_required`, a wrong or used one `captcha_invalid`, each saying a captcha is due.
     */
    async require(scope: string | null, given: { captchaId?: string; captcha?: string }) {
      if (!given.captcha || !given.captchaId) {
        throw new AppError('captcha_required', { value: { captchaRequired: true } });
      }
      if (!(await check(scope, given.captchaId, given.captcha))) {
        throw new AppError('captcha_invalid', { value: { captchaRequired: true } });
      }
    },
  };
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;
