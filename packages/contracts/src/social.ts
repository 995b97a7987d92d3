import { z } from 'zod';

/** GET /wps/system/social: the merchant's enabled providers, in order (none: no buttons). */
export const socialProviderSchema = z.object({ key: z.string(), name: z.string() });
export type SocialProvider = z.infer<typeof socialProviderSchema>;

/** /wps/social/:provider/…: the provider's key, as the merchant configured it. */
export const socialProviderParamsSchema = z.object({ provider: z.string() });

/** GET /wps/social/:provider/start: where the site wants the player back afterwards. */
export const socialStartQuerySchema = z.object({ returnPath: z.string().optional() });

/** POST /wps/session/login/social: the one-time ticket the callback handed to the site. */
export const socialLoginRequestSchema = z.object({ ticket: z.string().min(20).max(100) });

/**
 * GET /wps/social/:provider/callback: the provider's answer (code, state, iss, or error), read
 * whole from the address by the OpenID client, so any field is let through.
 */
export const socialCallbackQuerySchema = z.record(z.string(), z.unknown());

/** The answer of the social sign-in steps that send the browser on: a Location, no body. */
export const socialRedirectSchema = z
  .undefined()
  .meta({ description: 'a redirect (302): where to go is in the Location header' });
