import { z } from 'zod';

/** GET /wps/verification/slider: a puzzle to solve by sliding the piece into its hole. */
export const sliderChallengeSchema = z.object({
  id: z.uuid(),
  /** PNG (base64) of the picture with the hole, width × height. */
  background: z.string(),
  /** PNG (base64) of the piece, pieceSize square, shown at `top` and slid from the left. */
  piece: z.string(),
  top: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  pieceSize: z.number().int(),
});
export type SliderChallenge = z.infer<typeof sliderChallengeSchema>;

/**
 * POST /wps/verification/slider: where the piece was let go (`left`, in picture pixels) and
 * the drag as [left, milliseconds since the press] samples.
 */
export const sliderAnswerSchema = z.object({
  id: z.uuid(),
  left: z.number().min(0).max(1000),
  trail: z
    .array(z.tuple([z.number().min(-100).max(1000), z.number().min(0).max(600_000)]))
    .max(1000),
});
export type SliderAnswer = z.infer<typeof sliderAnswerSchema>;

/** The pass a solved puzzle gives: one sign-in, registration or code request may use it. */
export const sliderPassSchema = z.object({ ticket: z.string() });
export type SliderPass = z.infer<typeof sliderPassSchema>;

/** Where a human-check pass travels in the requests that demand one. */
export const humanTicketSchema = z.string().min(20).max(100).optional();

/**
 * GET /wps/captcha: the picture as a base64 PNG (spec: the answer value is a base64 png); its
 * id travels in the Captcha-Id header.
 */
export const captchaImageSchema = z.string().meta({ description: 'a base64 PNG' });
