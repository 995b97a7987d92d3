import { z } from 'zod';
import { plainText } from './plain-text';

/** Feedback is between these many words (spec §5: 'between {0} and {1} words'). */
export const feedbackWordsMin = 5;
export const feedbackWordsMax = 500;
/** A hard cap on the text itself, whatever its words, so no one posts a book. */
export const feedbackCharactersMax = 5000;
/** The operators' list shows at most this many per page. */
export const feedbackPageSizeMax = 100;

/**
 * The words of a text as a reader of its language counts them. Thai writes no spaces between
 * words, so splitting on spaces would count a sentence as one word: the platform's word
 * segmenter knows each language's rules. Numbers count as words; punctuation does not.
 */
export function countWords(text: string, language: string): number {
  const segmenter = new Intl.Segmenter(language, { granularity: 'word' });
  let count = 0;
  for (const segment of segmenter.segment(text)) if (segment.isWordLike) count += 1;
  return count;
}

/** Whether feedback text is inside the word bounds. */
export function isFeedbackLengthValid(text: string, language: string): boolean {
  const words = countWords(text, language);
  return words >= feedbackWordsMin && words <= feedbackWordsMax;
}

/** PUT /wps/feedback: what a visitor or member tells the merchant. */
export const feedbackRequestSchema = z.object({
  content: plainText(feedbackCharactersMax).min(1),
});
export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;

/** GET /ops/api/feedback?merchant=…&pageNo=…&pageSize=… */
export const deskFeedbackQuerySchema = z.object({
  merchant: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,32}$/)
    .optional(),
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(feedbackPageSizeMax).default(25),
});
export type DeskFeedbackQuery = z.infer<typeof deskFeedbackQuerySchema>;

/** One piece of feedback as operators read it. */
export const deskFeedbackSchema = z.object({
  id: z.string(),
  content: z.string(),
  language: z.string(),
  /** The member's username when they were signed in; null for a visitor. */
  username: z.string().nullable(),
  ip: z.string(),
  createdAt: z.string(),
});
export type DeskFeedback = z.infer<typeof deskFeedbackSchema>;

export const deskFeedbackPageSchema = z.object({
  items: z.array(deskFeedbackSchema),
  totalPages: z.number().int(),
});
export type DeskFeedbackPage = z.infer<typeof deskFeedbackPageSchema>;

// ---- The member's inbox (platform messages, messageV2) ----
// The messages themselves and the unread count are described with the wallet's schemas
// (memberMessageSchema, unreadCountSchema); these are what the inbox's calls are sent.

/** A message's id in a request: a bigint as digits. */
const messageIdSchema = z.string().regex(/^\d{1,18}$/);

/** GET /wps/member/messages?before=…: the page of messages older than `before`, if given. */
export const memberMessagesQuerySchema = z.object({ before: messageIdSchema.optional() });

/** POST /wps/member/messages/read: marks these messages of the member read. */
export const readMessagesRequestSchema = z.object({ ids: z.array(messageIdSchema).max(100) });
export type ReadMessagesRequest = z.infer<typeof readMessagesRequestSchema>;
