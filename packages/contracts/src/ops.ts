import { z } from 'zod';

/** Back-office sign-in. */
export const opsLoginSchema = z.object({
  username: z.string().trim().min(3).max(32),
  password: z.string().min(8).max(128),
});
export type OpsLogin = z.infer<typeof opsLoginSchema>;

export const operatorSchema = z.object({
  id: z.string(),
  username: z.string(),
  role: z.enum(['owner', 'admin', 'finance', 'content', 'support']),
  merchantCode: z.string().nullable(),
});
export type Operator = z.infer<typeof operatorSchema>;
