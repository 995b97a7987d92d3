import { randomInt, randomUUID } from 'node:crypto';
import type { SliderAnswer, SliderChallenge } from '@khela/contracts';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import { hashToken, newToken } from '../../../lib/tokens';
import type { RequestContext } from '../../../plugins/context';
import type { HumanCheckRepository } from './human-check.repository';
import { pieceSize, renderSlider, sliderHeight, sliderWidth } from './slider.image';

export const challengeLifetimeMs = 2 * 60_000;
export const passLifetimeMs = 2 * 60_000;
/** How far from its hole, in picture pixels, the piece may be let go. */
export const toleranceLeft = 5;
/** A drag shorter than this, or with fewer samples, is no hand's. */
const dragMinMs = 200;
const dragMinSamples = 5;

const random = () => randomInt(0, 1_000_000) / 1_000_000;

/**
 * Whether the drag looks like a hand's: enough samples over enough time, ending where the
 * piece was let go, and not at one constant speed (scripts move linearly).
 */
export function isHumanTrail(answer: SliderAnswer): boolean {
  const { trail } = answer;
  const last = trail.at(-1);
  const first = trail[0];
  if (!first || !last || trail.length < dragMinSamples) return false;
  if (last[1] - first[1] < dragMinMs || Math.abs(last[0] - answer.left) > 2) return false;
  const steps = trail.slice(1).map((sample, index) => {
    const previous = trail[index] ?? sample;
    return { moved: sample[0] - previous[0], elapsed: sample[1] - previous[1] };
  });
  if (steps.some((step) => step.elapsed < 0)) return false;
  const speeds = steps.flatMap((step) => (step.elapsed > 0 ? [step.moved / step.elapsed] : []));
  const mean = speeds.reduce((sum, speed) => sum + speed, 0) / Math.max(1, speeds.length);
  const spread = speeds.reduce((sum, speed) => sum + Math.abs(speed - mean), 0);
  return speeds.length >= dragMinSamples - 1 && spread > 0.01;
}

/**
 * The slider human check: the server draws the puzzle and keeps where the piece
 * belongs; one attempt per puzzle; a solved puzzle yields a single-use pass.
 */
export function createHumanCheckService(deps: { repository: HumanCheckRepository; clock: Clock }) {
  return {
    /** Whether the merchant demands the check before sign-in and registration. */
    isDemanded(context: RequestContext): boolean {
      return context.merchant.flags.HUMANCHECK === true;
    },

    async issue(context: RequestContext): Promise<SliderChallenge> {
      const now = deps.clock.now();
      const id = randomUUID();
      const target = {
        left: randomInt(pieceSize + 20, sliderWidth - pieceSize - 4),
        top: randomInt(8, sliderHeight - pieceSize - 8),
      };
      await deps.repository.insert({
        id,
        merchantId: context.merchant.id,
        targetLeft: target.left,
        targetTop: target.top,
        createdAt: now,
        expiresAt: new Date(now.getTime() + challengeLifetimeMs),
      });
      await deps.repository.deleteExpired(new Date(now.getTime() - passLifetimeMs));
      const images = renderSlider(target, random);
      return {
        id,
        background: images.background.toString('base64'),
        piece: images.piece.toString('base64'),
        top: target.top,
        width: sliderWidth,
        height: sliderHeight,
        pieceSize,
      };
    },

    /** Checks an answer (one per puzzle); a fit gives a pass, anything else human_check_failed. */
    async verify(context: RequestContext, answer: SliderAnswer): Promise<{ ticket: string }> {
      const now = deps.clock.now();
      const target = await deps.repository.attempt(context.merchant.id, answer.id, now);
      const isFit =
        target !== undefined && Math.abs(answer.left - target.targetLeft) <= toleranceLeft;
      if (!isFit || !isHumanTrail(answer)) throw new AppError('human_check_failed');
      const ticket = newToken();
      await deps.repository.grantPass(
        answer.id,
        hashToken(ticket),
        new Date(now.getTime() + passLifetimeMs),
      );
      return { ticket };
    },

    /**
     * Demands and uses up a pass when the merchant asks for the check (or `isAlways`: a step
     * that must never be scripted, whatever the merchant chose); no-op otherwise.
     */
    async require(
      context: RequestContext,
      ticket: string | undefined,
      options: { isAlways?: boolean } = {},
    ): Promise<void> {
      if (!options.isAlways && !this.isDemanded(context)) return;
      if (!ticket) throw new AppError('human_check_required');
      const isUsed = await deps.repository.usePass(
        context.merchant.id,
        hashToken(ticket),
        deps.clock.now(),
      );
      if (!isUsed) throw new AppError('human_check_required');
    },
  };
}

export type HumanCheckService = ReturnType<typeof createHumanCheckService>;
