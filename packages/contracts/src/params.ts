import { z } from 'zod';

/** A row's id in a path (a bigint as digits): /…/:id. */
export const idParamsSchema = z.object({ id: z.string().regex(/^\d{1,18}$/) });
export type IdParams = z.infer<typeof idParamsSchema>;
