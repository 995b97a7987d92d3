import type { ErrorCode, FieldError } from '@khela/contracts';

const statusByCode: Partial<Record<ErrorCode, number>> = {
  bad_request: 400,
  validation_failed: 400,
  not_found: 404,
  method_not_allowed: 405,
  payload_too_large: 413,
  body_too_deep: 400,
  unsupported_media_type: 415,
  headers_too_large: 431,
  too_many_requests: 429,
  language_unsupported: 400,
  merchant_unknown: 404,
  merchant_mismatch: 400,
  merchant_suspended: 403,
  unauthorized: 401,
  forbidden: 403,
  in_need_true_account: 403,
  invalid_credentials: 401,
  captcha_required: 400,
  captcha_invalid: 400,
  two_factor_required: 401,
  two_factor_invalid: 401,
  two_factor_enrolment_required: 403,
  two_factor_mandatory: 409,
  two_factor_enabled: 409,
  two_factor_setup_missing: 409,
  human_check_required: 400,
  human_check_failed: 400,
  address_verification_required: 403,
  remember_token_invalid: 401,
  mail_send_failed: 502,
  username_email_mismatch: 404,
  reset_link_invalid: 400,
  mobile_invalid: 400,
  mobile_taken: 409,
  mobile_not_registered: 404,
  sms_code_invalid: 400,
  sms_code_expired: 400,
  sms_send_failed: 502,
  old_password_incorrect: 400,
  encryption_required: 400,
  encryption_invalid: 400,
  account_disabled: 403,
  username_taken: 409,
  registration_closed: 403,
  login_method_unavailable: 400,
  invitation_code_error: 400,
  password_incorrect: 400,
  email_code_invalid: 400,
  amount_invalid: 400,
  insufficient_balance: 409,
  deposit_channel_unavailable: 404,
  deposit_order_closed: 409,
  trx_id_used: 409,
  idempotency_conflict: 409,
  payment_password_unset: 409,
  payment_password_incorrect: 400,
  payout_account_name_mismatch: 400,
  payout_accounts_full: 409,
  payout_account_taken: 409,
  withdraw_turnover_unmet: 409,
  transfer_turnover_unmet: 409,
  withdraw_daily_limit: 409,
  withdrawal_closed: 409,
  proof_image_invalid: 400,
  proof_image_required: 400,
  game_not_found: 404,
  game_maintenance: 409,
  game_session_invalid: 401,
  bet_invalid: 400,
  lottery_not_found: 404,
  lottery_play_unavailable: 400,
  lottery_selection_invalid: 400,
  lottery_period_closed: 409,
  lottery_cancel_unavailable: 409,
  lottery_period_drawn: 409,
  lottery_period_stake_limit: 409,
  lottery_payout_limit: 409,
  table_round_closed: 409,
  table_stake_limit: 409,
  table_payout_limit: 409,
  table_area_invalid: 400,
  table_not_found: 404,
  table_code_taken: 409,
  table_round_not_cancellable: 409,
  no_upline: 409,
  not_in_downline: 403,
  agent_upline_refused: 409,
  agent_has_team: 409,
  agent_type_refused: 409,
  agent_upline_unknown: 404,
  agent_upline_not_agent: 409,
  agent_upline_unchanged: 409,
  agent_move_closed: 409,
  lottery_cancel_pending: 409,
  lottery_cancel_closed: 409,
  agents_only: 403,
  agent_downline_operator_disabled: 409,
  agent_downline_status_unchanged: 409,
  agent_application_pending: 409,
  agent_application_closed: 409,
  agent_already: 409,
  contract_kind_disabled: 403,
  contract_none_of_own: 409,
  contract_direct_only: 403,
  contract_not_found: 404,
  contract_request_closed: 409,
  contract_template_name_taken: 409,
  contract_templates_full: 409,
  not_an_agent: 403,
  vendor_wallet_unavailable: 409,
  vendor_protected: 403,
  payment_code_taken: 409,
  media_invalid: 400,
  promotion_unavailable: 409,
  promotion_taken: 409,
  promotion_no_deposit: 409,
  promotion_image_invalid: 400,
  promotion_entry_closed: 409,
  help_slug_taken: 409,
  notice_topic_taken: 409,
  receiving_account_taken: 409,
  operator_taken: 409,
  merchant_taken: 409,
  domain_taken: 409,
  adjustment_closed: 409,
  second_operator_required: 403,
  gateway_signature_invalid: 401,
  social_provider_unavailable: 404,
  social_login_cancelled: 400,
  social_login_failed: 502,
  social_ticket_invalid: 400,
  internal_error: 500,
};

/** An expected failure with a stable code; the error handler turns it into an answer. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly fields: FieldError[] | undefined;
  /** The one input field the failure is about (a code already taken), for a form to mark. */
  readonly field: string | undefined;
  /** Data the caller needs to react (e.g. that a captcha is now demanded). */
  readonly value: unknown;
  /** Values worded into the translated message ({name} placeholders). */
  readonly params: Record<string, string | number> | undefined;

  constructor(
    code: ErrorCode,
    options: {
      fields?: FieldError[];
      field?: string;
      detail?: string;
      value?: unknown;
      params?: Record<string, string | number>;
    } = {},
  ) {
    super(options.detail ?? code);
    this.code = code;
    this.statusCode = statusByCode[code] ?? 400;
    this.fields = options.fields;
    this.field = options.field;
    this.value = options.value;
    this.params = options.params;
  }
}
