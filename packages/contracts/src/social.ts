import { z } from 'zod';

/** GET /wps/system/social: the merchant's enabled providers, in order (none: no buttons). */
export const socialProviderSchema = z.object({ key: z.string(), name: z.string() });
export type SocialProvider = z.infer<typeof socialProviderSchema>;

/** GET /wps/social/:provider/start: where the site wants the player back afterwards. */
export const socialStartQuerySchema = z.object({ returnPath: z.string().optional() });

/** POST /wps/session/login/social: the one-time ticket the callback handed to the site. */
export const socialLoginRequestSchema = z.object({ ticket: z.string().min(20).max(100) });
