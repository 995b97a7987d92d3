import { roleTable } from '@khela/contracts';
import {
  countWords,
  feedbackWordsMax,
  feedbackWordsMin,
  type DeskFeedbackPage,
  type DeskFeedbackQuery,
  type FeedbackRequest,
} from '@khela/contracts';
import { AppError } from '../../../lib/errors';
import { translatedFieldError } from '../../../lib/messages';
import { requireRole, type OpsService } from '../../platform';
import { type OperatorScope } from '../../../plugins/operator-auth';
import { limits, type RateLimiter } from '../../../plugins/rate-limiter';
import type { RequestContext } from '../../../plugins/context';
import type { FeedbackRepository } from './feedback.repository';

/**
 * Feedback from the site (PUT /wps/feedback) and the operators' read-only list. A note outside
 * the word bounds is refused before it counts against the address's limit, so a reader who
 * fixes their text is not locked out by their own mistakes.
 */
export function createFeedbackService(deps: {
  repository: FeedbackRepository;
  limiter: RateLimiter;
  ops: OpsService;
}) {
  return {
    async submit(
      context: RequestContext,
      memberId: string | null,
      input: FeedbackRequest,
    ): Promise<void> {
      const words = countWords(input.content, context.language);
      if (words < feedbackWordsMin || words > feedbackWordsMax) {
        const bounds = { min: feedbackWordsMin, max: feedbackWordsMax };
        throw new AppError('validation_failed', {
          fields: [translatedFieldError(context.language, 'content', 'feedback_words', bounds)],
        });
      }
      await deps.limiter.hit(context, limits.feedback);
      await deps.repository.insert({
        merchantId: context.merchant.id,
        memberId,
        language: context.language,
        content: input.content,
        ip: context.ip,
      });
    },

    async list(
      actor: OperatorScope,
      query: DeskFeedbackQuery,
      language: string,
    ): Promise<DeskFeedbackPage> {
      requireRole(actor.operator, roleTable.feedback);
      const merchant = await deps.ops.deskMerchant(actor, query.merchant, language);
      const total = await deps.repository.count(merchant.id);
      const rows = await deps.repository.page(
        merchant.id,
        (query.pageNo - 1) * query.pageSize,
        query.pageSize,
      );
      return {
        items: rows.map((row) => ({
          id: row.id,
          content: row.content,
          language: row.language,
          username: row.username,
          ip: row.ip,
          createdAt: row.createdAt.toISOString(),
        })),
        totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
      };
    },
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
