import { z } from 'zod';

/** The carriers a test deployment keeps in its own outbox instead of sending. */
export const outboxKinds = ['sms', 'mail'] as const;
export type OutboxKind = (typeof outboxKinds)[number];

/** GET /ops/api/outbox: which outboxes are in use (none on a deployment that really sends). */
export const outboxStateSchema = z.object({ kinds: z.array(z.enum(outboxKinds)) });
export type OutboxState = z.infer<typeof outboxStateSchema>;

/** GET /ops/api/outbox/messages?kind=…: the newest messages kept, newest first. */
export const outboxQuerySchema = z.object({
  kind: z.enum(outboxKinds),
  /** Only those to this number or address (a part of it). */
  to: z.string().trim().max(100).optional(),
});

export const outboxMessageSchema = z.object({
  id: z.string(),
  merchantCode: z.string(),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
