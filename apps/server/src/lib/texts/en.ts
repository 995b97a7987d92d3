import type { Catalogue } from './catalogue';

/** The server's texts in English. */
export const en: Catalogue = {
  bad_request: 'The request could not be understood. Please check it and try again.',
  validation_failed: 'Some fields are not valid. Please correct them and try again.',
  not_found: 'Nothing was found at this address.',
  method_not_allowed: 'This action is not allowed here.',
  payload_too_large: 'The request is too large.',
  body_too_deep: 'The request is nested too deeply.',
  unsupported_media_type: 'This content type is not accepted.',
  headers_too_large: 'The request headers are too large.',
  too_many_requests: 'Too many requests. Please try again in a few minutes.',
  too_many_requests_wait: 'Too many tries. Please wait {seconds} s and try again.',
  language_unsupported: 'This language is not supported.',
  merchant_unknown: 'This site is not configured. Please contact customer service.',
  merchant_mismatch: 'The site and the request do not match.',
  merchant_suspended: 'This site is currently unavailable.',
  unauthorized: 'You are not logged in, please login.',
  forbidden: 'You do not have permission to do this.',
  in_need_true_account: 'Please register a real account to use this feature.',
  invalid_credentials: 'The username or password is incorrect.',
  encryption_required: 'This request must be encrypted. Please reload the page and try again.',
  encryption_invalid: 'The secure request could not be read. Please reload the page and try again.',
  account_disabled: 'This account is disabled. Please contact customer service.',
  username_taken: 'This username is already taken. Please choose another.',
  registration_closed:
    'This way of registering is not available. Please choose another or contact customer service.',
  login_method_unavailable:
    'This way of logging in is not available. Please use your username and password.',
  old_password_incorrect: 'The current password is incorrect.',
  idempotency_conflict: 'This request was already made with other details. Please start again.',
  deposit_channel_unavailable: 'This payment channel is not available now. Please choose another.',
  deposit_order_closed: 'This deposit order can no longer be changed.',
  trx_id_used: 'This transaction ID has already been used.',
  amount_range: 'The amount must be between {min} and {max}.',
  deposit_credited_title: 'Deposit credited',
  deposit_credited_body:
    'Your deposit of {amount} {currency} (TrxID {trxId}) has been credited to your wallet.',
  deposit_rejected_title: 'Deposit not credited',
  deposit_rejected_body:
    'Your deposit of {amount} {currency} (TrxID {trxId}) was not credited: {reason}',
  amount_invalid: 'Please enter a valid amount.',
  insufficient_balance: 'Your balance is not enough for this.',
  password_incorrect: 'The password is incorrect.',
  email_code_invalid: 'The code is not correct or has expired. Please request a new one.',
  bind_mail_subject: 'Your {brand} e-mail code: {code}',
  bind_mail_text:
    'Hello {username},\n\nTo add this e-mail address to your {brand} account, enter the code {code} within {minutes} minutes.\n\nIf it was not you, ignore this e-mail.',
  invitation_code_error: 'Invalid invitation code.',
  social_provider_unavailable:
    'This way of logging in is not available. Please choose another or use your username and password.',
  social_login_cancelled: 'Logging in with your social account was cancelled.',
  social_login_failed: 'Logging in with your social account did not complete. Please try again.',
  social_ticket_invalid: 'This login has expired. Please log in again.',
  mobile_invalid: 'Please enter a valid mobile number.',
  mobile_taken: 'This mobile number is already registered. Please log in.',
  mobile_not_registered: 'Please register an account first.',
  sms_code_invalid: 'Please enter a valid verification code.',
  sms_code_expired: 'The code has expired. Please request a new one.',
  sms_send_failed: 'The SMS could not be sent. Please try again or contact customer service.',
  sms_code_text:
    'Your {brand} verification code is {code}. It expires in {minutes} minutes. Never share it with anyone.',
  mail_send_failed: 'The e-mail could not be sent. Please try again or contact customer service.',
  username_email_mismatch: 'Username/Email does not exist.',
  reset_link_invalid: 'This link is no longer valid. Please request a new one.',
  reset_mail_subject: 'Reset your {brand} password',
  reset_mail_text:
    'Hello {username},\n\nSomeone asked to reset the password of your {brand} account. To choose a new password, open this link within {minutes} minutes:\n\n{link}\n\nIf it was not you, ignore this e-mail; your password stays the same.',
  captcha_required: 'Please enter the captcha.',
  captcha_invalid: 'The captcha is not correct. Please try the new one.',
  two_factor_required: 'Enter the six-digit code from your authenticator app.',
  two_factor_invalid:
    'That code is not right or was already used. Enter the current code from your authenticator app, or an unused recovery code.',
  two_factor_enrolment_required: 'Set up your authenticator app before you use the back office.',
  two_factor_mandatory: 'Your role must keep two-step sign-in on.',
  two_factor_enabled: 'Two-step sign-in is already on.',
  two_factor_setup_missing: 'Start the authenticator set-up again.',
  human_check_required: 'Please complete the slider check first.',
  human_check_failed: 'The piece did not fit. Please try the new puzzle.',
  address_verification_required:
    'You are signing in from a new place. Enter the code we sent to your mobile number.',
  remember_token_invalid: 'Please sign in again.',
  internal_error: 'Network link is abnormal, please try again.',
  field_required: 'Input cannot be empty',
  field_invalid: 'This value is not valid',
  field_too_long: 'This value is too long',
  field_at_most: 'Enter at most {max}',
  schedule_year: 'Choose a date in the years 2000 to 2099',
  field_at_least: 'Enter at least {min}',
  topic_format:
    'Use letters, digits and hyphens only (capitals become lower-case), at most 40, starting with a letter or digit',
  field_plain_text: 'Use plain text here, without HTML tags',
  slug_format:
    'Use letters and digits, words joined by single hyphens (such as how-to-deposit); capitals become lower-case',
  resource_url_invalid:
    'Use an https:// address of a public site, or a path of this site starting with /',
  feedback_words: 'Please write between {min} and {max} words.',
  lite_app_description:
    '{brand} lite app: games, lottery and your wallet, quick to open and light on data.',
  payment_password_unset: 'Please set a payment password in My account first.',
  payment_password_incorrect: 'The payment password is incorrect.',
  payout_account_name_mismatch: 'The account name must be your own name as registered ({name}).',
  payout_accounts_full: 'You have bound the most payout accounts allowed.',
  payout_account_taken: 'This account is already bound.',
  withdraw_turnover_unmet:
    'Withdrawal is possible once your bets reach the turnover requirement. Still to bet: {remaining}.',
  transfer_turnover_unmet:
    'Money can be sent once your bets reach the turnover requirement. Still to bet: {remaining}.',
  withdraw_daily_limit:
    "This is more than today's withdrawal limit allows. Please try again tomorrow.",
  withdrawal_closed: 'This withdrawal can no longer be changed.',
  proof_image_invalid: 'Proof images must be PNG or JPG files of at most 5 MB, three at most.',
  proof_image_required: 'Please attach at least one image as proof.',
  game_not_found: 'This game is not available.',
  game_maintenance: 'This game is under maintenance. Try one of these instead.',
  game_session_invalid: 'Your game session has ended. Open the game again from the lobby.',
  lottery_not_found: 'This lottery is not available.',
  lottery_play_unavailable: 'This lottery does not offer that kind of bet.',
  lottery_selection_invalid: 'Those numbers are not a valid pick for this kind of bet.',
  lottery_period_closed: 'Betting on this draw has closed. Please bet on the next draw.',
  lottery_cancel_unavailable: 'This ticket can no longer be cancelled.',
  lottery_period_drawn: 'This draw has already been drawn or cancelled.',
  lottery_refunded_title: 'Draw cancelled, stakes refunded',
  lottery_refunded_body:
    'Draw {numero} of {game} was cancelled ({reason}). Your stakes of {amount} {currency} are back in your wallet.',
  lottery_period_stake_limit:
    'You have reached the stake limit for this bet on this draw. You may stake {remaining} more.',
  table_round_closed: 'Betting on this round has closed. Place your chips on the next round.',
  table_stake_limit: 'A bet on one area of this table must be from {min} to {max} per round.',
  table_payout_limit:
    'This round cannot take more bets like this one. Please try a smaller stake or the next round.',
  table_area_invalid: 'This table has no such bet.',
  table_not_found: 'There is no such table.',
  table_code_taken: 'Another table already has this code.',
  table_round_not_cancellable: 'Only a round still taking bets can be cancelled.',
  crash_bet_placed: 'You already have a bet on this round.',
  crash_busted: 'Too late: the round busted before your cash-out arrived.',
  crash_no_bet: 'You have no bet to cash out on this round.',
  crash_target_invalid:
    'Choose an automatic cash-out from 1.01× up to the table maximum of {max}×.',
  cockfight_odds_changed: 'The odds have changed. Check the new odds and place your bet again.',
  cockfight_fight_not_found: 'There is no such fight.',
  cockfight_step_refused: 'That step does not fit where the fight is now. Refresh to see it.',
  cockfight_bdd_not_offered: 'This fight was announced without BDD, so it cannot be its result.',
  sportsbook_closed: 'The sportsbook is not open on this site.',
  sportsbook_member_limited:
    'Sports betting is not available on your account. Please contact customer service.',
  sportsbook_legs_limit: 'A bet can have from 1 to {max} selections.',
  sportsbook_same_event:
    'A multiple takes one selection per event. Remove the extra selection or bet it as a single.',
  sportsbook_mixed_books: 'Sports and esports selections cannot be combined in one multiple.',
  sportsbook_stake_too_low: 'The smallest stake is {min}.',
  sportsbook_selection_unknown: 'That selection is no longer offered.',
  sportsbook_event_started: 'This event has started or ended and no longer takes this bet.',
  sportsbook_market_suspended: 'This market is suspended for now. Try again when it reopens.',
  sportsbook_odds_changed: 'The odds have changed. Check the new odds and place your bet again.',
  sportsbook_payout_limit: 'This bet would pay more than the limit of {max}. Lower the stake.',
  sportsbook_stake_limit:
    'This stake is above what can be taken on this selection now. Lower the stake.',
  sportsbook_ticket_not_found: 'There is no such bet.',
  sportsbook_cash_out_unavailable: 'Cash out is not available for this bet right now.',
  sportsbook_cash_out_changed: 'The cash-out offer has changed. Check the new offer and try again.',
  sportsbook_event_not_found: 'There is no such event.',
  sportsbook_market_not_found: 'There is no such market.',
  sportsbook_market_invalid: 'This market does not fit its template: {reason}.',
  sportsbook_step_refused:
    'That change does not fit where the event or market is now. Refresh to see it.',
  sportsbook_results_invalid:
    'Give one result for every selection of the market; a dead heat only with a win.',
  cockfight_arena_paused: 'This arena is paused: resume it to announce a fight.',
  cockfight_fight_under_way: 'This arena has a fight under way: declare or cancel it first.',
  lottery_payout_limit:
    'This draw cannot take more bets like this one. Please try a smaller stake or the next draw.',
  bet_invalid: 'Choose one of the bet amounts this game offers.',
  no_upline: 'Your account has no upline to transfer to.',
  not_in_downline: 'This member is not in your downline.',
  agent_upline_refused:
    'That upline is below the member, is the member itself, or belongs to another merchant.',
  agent_has_team: 'This agent still has a team: move its downlines first.',
  agent_type_refused: 'A free-play account cannot become an agent.',
  agent_upline_unknown: 'No member has that username.',
  agent_upline_not_agent: 'The new upline must be an agent.',
  agent_upline_unchanged: 'The member is already under that upline.',
  agent_move_closed: 'This move was already decided, or the member has moved since it was asked.',
  lottery_cancel_pending: 'A cancellation of this draw is already waiting for another operator.',
  lottery_cancel_closed:
    'This cancellation was already decided, or the draw has happened since it was asked.',
  agents_only: 'Non-agents cannot open the agent centre. Please contact your agent.',
  agent_downline_operator_disabled:
    'An operator disabled this account; only the operator can restore it.',
  agent_downline_status_unchanged: 'This account already has that status.',
  agent_application_pending: 'Your application is already being reviewed.',
  agent_application_closed: 'This application was already decided.',
  agent_already: 'This account is an agent already.',
  not_an_agent: 'Only agents can transfer to members.',
  vendor_wallet_unavailable: 'This wallet is not available now.',
  vendor_protected:
    'The in-house vendor comes with the platform: its key and games cannot be changed here.',
  vendor_key_invalid: "Paste the vendor's RSA public key in PEM form (-----BEGIN PUBLIC KEY-----).",
  vendor_key_private:
    'This is a private key. Ask the vendor for its public key; a private key must never be shared.',
  vendor_key_weak: 'The key must be an RSA key of at least {bits} bits.',
  launch_template_invalid:
    'The launch address must start with https:// or /, have no spaces, and use only the placeholders {token}, {game}, {lang}, {currency} and {user}.',
  launch_template_token:
    'The launch address must contain {token}, so the vendor receives the game session.',
  game_code_repeated: 'This game code appears more than once in the list.',
  game_type_not_offered: 'The vendor is not connected for this game type.',
  vendor_transfer_wallet:
    'This vendor uses a transfer wallet and cannot be connected as a seamless vendor.',
  vendor_seamless_wallet:
    'This vendor uses a seamless wallet and cannot be connected as a transfer-wallet vendor.',
  vendor_key_unused:
    'A transfer-wallet vendor never calls our wallet, so it has no key: leave this field empty.',
  page_vendor_unknown: 'This merchant has no vendor with this code.',
  page_game_unknown: 'This vendor has no game with this code.',
  image_url_invalid: 'Use an https:// address or a path under /art/.',
  max_below_min: 'The maximum must not be less than the minimum.',
  registration_field_fixed:
    'Username, password and its confirmation are always shown and required: registration needs them.',
  required_needs_shown: 'A field that is not shown cannot be required.',
  jackpot_share_range: 'Enter a share from 0 to {max} % of each stake, with at most two decimals.',
  jackpot_notice_range: 'Enter the notice as whole hours from {min} to {max}.',
  jackpot_odds_range: 'Enter the chance as one in a whole number of spins from 1 to {max}.',
  chip_outside_range: 'Every amount chip must lie between the minimum and the maximum.',
  gateway_unknown: 'This merchant has no payment gateway with this code.',
  payment_code_taken: 'This code is already used by another entry of this merchant.',
  media_invalid:
    'Upload one picture: png, jpeg or webp, at most 2 MB and 10,000 pixels on each side.',
  help_slug_taken: 'This language already has a help article with this slug.',
  notice_topic_taken:
    'This language already has an announcement of this topic; a topic joins one announcement per language.',
  banner_picture_misfit:
    'This picture is {width}×{height}; this group needs a 3:1 picture of at least {minWidth}×{minHeight}, such as {sizes}.',
  linkage_invalid:
    'The action does not fit its type: a page of the site, a game as TYPE/VENDOR or TYPE/VENDOR/game, a promotion number, or an https address.',
  linkage_vendor_unknown: 'This merchant has no such game vendor.',
  linkage_promotion_unknown: 'This merchant has no promotion with this number.',
  media_unknown: 'Upload the picture again: this one is not among the merchant’s uploads.',
  schedule_order: 'The end must come after the start.',
  rich_text_empty: 'Write some content: nothing remains once unsafe parts are removed.',
  receiving_account_taken: 'This channel already has a receiving account with this number.',
  template_currency:
    'The template counts in {currency}: copy its payment methods only to a merchant of that currency.',
  merchant_taken: 'A merchant already has this code.',
  domain_taken: 'Another merchant already answers on {domain}.',
  operator_taken: 'This operator username is already taken.',
  adjustment_closed: 'This adjustment has already been decided.',
  second_operator_required: 'Another operator must decide this.',
  gateway_signature_invalid: 'The payment notice could not be verified.',
  amount_decimals: 'Use at most {places} decimal places.',
  withdrawal_approved_title: 'Withdrawal approved',
  withdrawal_approved_body:
    'Your withdrawal of {amount} {currency} to {account} has been approved and is being paid out.',
  withdrawal_rejected_title: 'Withdrawal rejected',
  withdrawal_rejected_body:
    'Your withdrawal of {amount} {currency} was rejected and returned to your wallet: {reason}',
  withdrawal_refunded_title: 'Withdrawal refunded',
  withdrawal_refunded_body:
    '{amount} {currency} of your withdrawal that did not arrive has been returned to your wallet.',
  adjustment_credit_title: 'Balance credited',
  adjustment_credit_body: '{amount} {currency} has been added to your wallet: {reason}',
  adjustment_debit_title: 'Balance debited',
  adjustment_debit_body: '{amount} {currency} has been taken from your wallet: {reason}',
  promotion_unavailable: 'This promotion is not open at the moment.',
  promotion_taken: 'You have already taken part in this promotion.',
  points_unavailable: 'This reward is not available now.',
  points_out_of_stock: 'This reward is out of stock.',
  points_limit_reached: 'You have redeemed this reward as many times as allowed.',
  points_insufficient: 'You do not have enough points.',
  points_address_required: 'Enter where the item should be delivered.',
  points_convert_invalid: 'Convert at least {min} points, in steps of {step}.',
  redemption_closed: 'This redemption has already been decided.',
  vip_bonus_expired: 'This bonus can no longer be claimed: its time has passed.',
  rebate_unavailable:
    'Rebate is not offered to your account. Reach a VIP level with a rebate rate to earn it.',
  rebate_claimed:
    'You have already claimed the rebate of this period. Claim again in the next one.',
  rebate_below_minimum:
    'The rebate must reach at least {min} to be claimed. Keep playing and try again.',
  referral_unavailable:
    'The referral programme is not running at the moment. Please check back later.',
  referral_reward_withheld:
    'This reward is being checked by our team. You can claim it once it is released.',
  referral_reward_claimed: 'You have already claimed this reward.',
  referral_reward_expired: 'This reward can no longer be claimed: its time has passed.',
  referral_invitee_decided: 'This friend has already been decided. Refresh the list.',
  mission_incomplete:
    'This mission is not complete yet. Keep going and claim it when the bar is full.',
  mission_claimed:
    'You have already claimed this mission for this period. It starts again in the next one.',
  promotion_no_deposit:
    'This bonus needs a deposit of at least {min} made since the promotion started. Please deposit first.',
  promotion_image_invalid:
    'Images must be PNG or JPG files of at most 5 MB each, three at most. Nothing was sent.',
  promotion_entry_closed: 'This application has already been decided.',
  promotion_approved_title: 'Promotion approved',
  promotion_approved_body:
    'Your application for “{promotion}” was approved: {amount} {currency} is in your wallet. Wager {turnover} {currency} before withdrawing.',
  promotion_rejected_title: 'Promotion application declined',
  promotion_rejected_body: 'Your application for “{promotion}” was declined: {reason}',
  promotion_credited_title: 'Bonus credited',
  promotion_credited_body:
    '{amount} {currency} from “{promotion}” is in your wallet. Wager {turnover} {currency} before withdrawing.',
  promotion_text_required: 'Give the promotion a name in this language.',
  promotion_prizes_required: 'A raffle needs at least one prize.',
  promotion_schedule_order: 'The end must come after the start.',
  contract_kind_disabled: 'This kind of contract is not offered here.',
  contract_none_of_own:
    'You need an active contract of this kind yourself before you can offer one.',
  contract_direct_only: 'Contracts are offered only to your direct downline agents.',
  contract_not_found: 'There is no such contract for you.',
  contract_request_closed: 'This request was already answered, withdrawn or replaced.',
  contract_template_name_taken: 'A template of this kind already has this name.',
  contract_templates_full: 'There are already {max} templates of this kind: delete one first.',
  contract_terms_invalid: 'These terms do not fit this kind of contract.',
  contract_rate_above_max: 'A rate may be at most {max} %.',
  contract_above_upline:
    'These terms pay more than your own contract: offer a rate no higher than yours.',
  contract_period_unavailable: 'This period is not offered.',
  contract_minimum_invalid: 'Please enter a valid minimum (0 or more).',
  contract_offered_title: 'New contract offered',
  contract_offered_body:
    '{upline} offers you a {kind} contract. Open the agent centre to read its terms and accept or reject it.',
  contract_termination_title: 'Contract termination requested',
  contract_termination_body:
    '{upline} asks to end your {kind} contract. Open the agent centre to accept or reject.',
  contract_kind_dividend: 'dividend',
  contract_kind_daily_salary: 'daily salary',
  contract_kind_hourly_salary: 'hourly salary',
  contract_kind_realtime_salary: 'real-time salary',
};
