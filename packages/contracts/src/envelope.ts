import { z } from 'zod';

/** Every answer of the API: { success, code?, message?, value? } (ARCHITECTURE.md, API). */
export interface Envelope<T> {
  success: boolean;
  code?: string;
  message?: string;
  value?: T;
  fields?: FieldError[];
}

/** A successful answer carrying a value: the response schema of a route. */
export function answerSchema<T extends z.ZodType>(value: T) {
  return z.object({ success: z.literal(true), value });
}

/** A successful answer with nothing more to say. */
export const doneAnswerSchema = z.object({ success: z.literal(true) });

/** A refusal sent by a route itself rather than the error handler (a 503 from /readyz). */
export const failureAnswerSchema = z.object({
  success: z.literal(false),
  code: z.string(),
  message: z.string().optional(),
});

/** No body at all (304 Not Modified). */
export const noBodySchema = z.undefined();

/** The request schema of a route that reads no input (any query it is sent is ignored). */
export const noInputSchema = z.object({});

/** The answer of a route that sends a file's bytes (an image, say), not JSON. */
export const fileAnswerSchema = z
  .custom<Uint8Array>((value) => value instanceof Uint8Array)
  .meta({ description: "a file's bytes with its own content type" });

/** A page of the site or the back office: its HTML, written for the merchant that asks. */
export const pageAnswerSchema = z.string().meta({ description: 'text/html; charset=utf-8' });

/** The answer of a Server-Sent Events stream: `event:` and `data:` lines, not JSON. */
export const eventStreamAnswerSchema = z
  .string()
  .meta({ description: 'text/event-stream; each data line is a JSON value' });

/** One reason a request field was refused, with a stable code the site can translate. */
export interface FieldError {
  path: string;
  code: string;
  message: string;
  /** Values for the site's own translation of `code` (e.g. min and max lengths). */
  params?: Record<string, number | string>;
}

/** Stable machine error codes; each has translated text on the server and the site. */
export const errorCodes = [
  'bad_request',
  'validation_failed',
  'not_found',
  'method_not_allowed',
  'payload_too_large',
  'body_too_deep',
  'unsupported_media_type',
  'headers_too_large',
  'too_many_requests',
  'language_unsupported',
  'merchant_unknown',
  'merchant_mismatch',
  'merchant_suspended',
  'unauthorized',
  'forbidden',
  'in_need_true_account',
  'invalid_credentials',
  'captcha_required',
  'captcha_invalid',
  'two_factor_required',
  'two_factor_invalid',
  'two_factor_enrolment_required',
  'two_factor_mandatory',
  'two_factor_enabled',
  'two_factor_setup_missing',
  'human_check_required',
  'human_check_failed',
  'address_verification_required',
  'remember_token_invalid',
  'mail_send_failed',
  'username_email_mismatch',
  'reset_link_invalid',
  'mobile_invalid',
  'mobile_taken',
  'mobile_not_registered',
  'sms_code_invalid',
  'sms_code_expired',
  'sms_send_failed',
  'old_password_incorrect',
  'encryption_required',
  'encryption_invalid',
  'account_disabled',
  'username_taken',
  'registration_closed',
  'login_method_unavailable',
  'invitation_code_error',
  'password_incorrect',
  'email_code_invalid',
  'amount_invalid',
  'insufficient_balance',
  'deposit_channel_unavailable',
  'deposit_order_closed',
  'trx_id_used',
  'idempotency_conflict',
  'payment_password_unset',
  'payment_password_incorrect',
  'payout_account_name_mismatch',
  'payout_accounts_full',
  'payout_account_taken',
  'withdraw_turnover_unmet',
  'transfer_turnover_unmet',
  'withdraw_daily_limit',
  'withdrawal_closed',
  'proof_image_invalid',
  'proof_image_required',
  'no_upline',
  'not_in_downline',
  'not_an_agent',
  'agent_upline_refused',
  'agent_has_team',
  'agent_type_refused',
  'agent_upline_unknown',
  'agent_upline_not_agent',
  'agent_upline_unchanged',
  'agent_move_closed',
  'lottery_cancel_pending',
  'lottery_cancel_closed',
  'agents_only',
  'agent_downline_operator_disabled',
  'agent_downline_status_unchanged',
  'agent_application_pending',
  'agent_application_closed',
  'agent_already',
  'contract_kind_disabled',
  'contract_none_of_own',
  'contract_direct_only',
  'contract_not_found',
  'contract_request_closed',
  'contract_template_name_taken',
  'contract_templates_full',
  'vendor_wallet_unavailable',
  'vendor_protected',
  'operator_taken',
  'merchant_taken',
  'domain_taken',
  'adjustment_closed',
  'second_operator_required',
  'gateway_signature_invalid',
  'payment_code_taken',
  'media_invalid',
  'promotion_unavailable',
  'promotion_taken',
  'promotion_no_deposit',
  'promotion_image_invalid',
  'promotion_entry_closed',
  'points_unavailable',
  'points_out_of_stock',
  'points_limit_reached',
  'points_insufficient',
  'points_address_required',
  'points_convert_invalid',
  'redemption_closed',
  'vip_bonus_expired',
  'rebate_unavailable',
  'rebate_claimed',
  'rebate_below_minimum',
  'referral_unavailable',
  'referral_reward_withheld',
  'referral_reward_claimed',
  'referral_reward_expired',
  'referral_invitee_decided',
  'mission_incomplete',
  'mission_claimed',
  'help_slug_taken',
  'notice_topic_taken',
  'receiving_account_taken',
  'social_provider_unavailable',
  'social_login_cancelled',
  'social_login_failed',
  'social_ticket_invalid',
  'game_not_found',
  'game_maintenance',
  'game_session_invalid',
  'bet_invalid',
  'lottery_not_found',
  'lottery_play_unavailable',
  'lottery_selection_invalid',
  'lottery_period_closed',
  'lottery_cancel_unavailable',
  'lottery_period_drawn',
  'lottery_period_stake_limit',
  'lottery_payout_limit',
  'table_round_closed',
  'table_stake_limit',
  'table_payout_limit',
  'table_area_invalid',
  'table_not_found',
  'table_code_taken',
  'table_round_not_cancellable',
  'crash_bet_placed',
  'crash_busted',
  'crash_no_bet',
  'crash_target_invalid',
  'cockfight_odds_changed',
  'cockfight_fight_not_found',
  'cockfight_step_refused',
  'cockfight_bdd_not_offered',
  'cockfight_arena_paused',
  'cockfight_fight_under_way',
  'sportsbook_closed',
  'sportsbook_member_limited',
  'sportsbook_legs_limit',
  'sportsbook_same_event',
  'sportsbook_mixed_books',
  'sportsbook_stake_too_low',
  'sportsbook_selection_unknown',
  'sportsbook_event_started',
  'sportsbook_market_suspended',
  'sportsbook_odds_changed',
  'sportsbook_payout_limit',
  'sportsbook_stake_limit',
  'sportsbook_ticket_not_found',
  'sportsbook_cash_out_unavailable',
  'sportsbook_cash_out_changed',
  'sportsbook_event_not_found',
  'sportsbook_market_not_found',
  'sportsbook_market_invalid',
  'sportsbook_step_refused',
  'sportsbook_results_invalid',
  'internal_error',
] as const;
export type ErrorCode = (typeof errorCodes)[number];
