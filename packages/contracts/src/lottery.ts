import { z } from 'zod';

/**
 * The lottery (issue 6): bets on a period of a lottery game. Amounts are decimal strings in
 * the merchant's currency; odds are decimal multipliers ("95", "1.95").
 */

/** POST /lotto/lgw/tickets: one bet; the request id makes a repeat answer the first ticket. */
export const lotteryBetRequestSchema = z.object({
  gameId: z.string().regex(/^[A-Z0-9_]{2,32}$/),
  numero: z.string().regex(/^[0-9]{8}(-[0-9]{4})?$/),
  playType: z.string().regex(/^[A-Za-z0-9]{1,16}$/),
  selection: z.string().min(1).max(32),
  stake: z.string().min(1).max(24),
  requestId: z.string().uuid(),
});
export type LotteryBetRequest = z.infer<typeof lotteryBetRequestSchema>;

export const lotteryTicketSchema = z.object({
  id: z.string(),
  gameId: z.string(),
  numero: z.string(),
  playType: z.string(),
  selection: z.string(),
  stake: z.string(),
  odds: z.string(),
  status: z.enum(['open', 'won', 'lost', 'cancelled']),
  win: z.string(),
  createdAt: z.string(),
});
export type LotteryTicket = z.infer<typeof lotteryTicketSchema>;

export const lotteryBetAnswerSchema = z.object({
  ticket: lotteryTicketSchema,
  balance: z.string().nullable(),
});
export type LotteryBetAnswer = z.infer<typeof lotteryBetAnswerSchema>;
