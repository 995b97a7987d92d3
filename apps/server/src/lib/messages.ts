import type { ErrorCode, FieldError } from '@khela/contracts';

type Catalogue = Record<
  | ErrorCode
  | 'field_required'
  | 'field_invalid'
  | 'field_too_long'
  | 'field_at_most'
  | 'field_at_least'
  | 'topic_format'
  | 'slug_format'
  | 'resource_url_invalid'
  | 'schedule_year'
  | 'feedback_words'
  | 'lite_app_description'
  | 'sms_code_text'
  | 'reset_mail_subject'
  | 'reset_mail_text'
  | 'bind_mail_subject'
  | 'bind_mail_text'
  | 'amount_range'
  | 'deposit_credited_title'
  | 'deposit_credited_body'
  | 'deposit_rejected_title'
  | 'deposit_rejected_body'
  | 'amount_decimals'
  | 'withdrawal_approved_title'
  | 'withdrawal_approved_body'
  | 'withdrawal_rejected_title'
  | 'withdrawal_rejected_body'
  | 'withdrawal_refunded_title'
  | 'withdrawal_refunded_body'
  | 'adjustment_credit_title'
  | 'adjustment_credit_body'
  | 'adjustment_debit_title'
  | 'adjustment_debit_body'
  | 'lottery_refunded_title'
  | 'lottery_refunded_body'
  | 'promotion_approved_title'
  | 'promotion_approved_body'
  | 'promotion_rejected_title'
  | 'promotion_rejected_body'
  | 'promotion_credited_title'
  | 'promotion_credited_body'
  | 'promotion_text_required'
  | 'promotion_prizes_required'
  | 'promotion_schedule_order'
  | 'vendor_key_invalid'
  | 'vendor_key_private'
  | 'vendor_key_weak'
  | 'launch_template_invalid'
  | 'launch_template_token'
  | 'game_code_repeated'
  | 'game_type_not_offered'
  | 'vendor_transfer_wallet'
  | 'vendor_seamless_wallet'
  | 'vendor_key_unused'
  | 'page_vendor_unknown'
  | 'page_game_unknown'
  | 'image_url_invalid'
  | 'max_below_min'
  | 'registration_field_fixed'
  | 'required_needs_shown'
  | 'jackpot_share_range'
  | 'jackpot_odds_range'
  | 'chip_outside_range'
  | 'gateway_unknown'
  | 'banner_picture_misfit'
  | 'linkage_invalid'
  | 'linkage_vendor_unknown'
  | 'linkage_promotion_unknown'
  | 'media_unknown'
  | 'schedule_order'
  | 'rich_text_empty',
  string
>;

/** Server answers in the caller's language (Language header); Bengali is the default. */
const catalogues: Record<'bn' | 'en' | 'th', Catalogue> = {
  en: {
    bad_request: 'The request could not be understood. Please check it and try again.',
    validation_failed: 'Some fields are not valid. Please correct them and try again.',
    not_found: 'Nothing was found at this address.',
    method_not_allowed: 'This action is not allowed here.',
    payload_too_large: 'The request is too large.',
    unsupported_media_type: 'This content type is not accepted.',
    headers_too_large: 'The request headers are too large.',
    too_many_requests: 'Too many requests. Please try again in a few minutes.',
    language_unsupported: 'This language is not supported.',
    merchant_unknown: 'This site is not configured. Please contact customer service.',
    merchant_mismatch: 'The site and the request do not match.',
    merchant_suspended: 'This site is currently unavailable.',
    unauthorized: 'You are not logged in, please login.',
    forbidden: 'You do not have permission to do this.',
    in_need_true_account: 'Please register a real account to use this feature.',
    invalid_credentials: 'The username or password is incorrect.',
    encryption_required: 'This request must be encrypted. Please reload the page and try again.',
    encryption_invalid:
      'The secure request could not be read. Please reload the page and try again.',
    account_disabled: 'This account is disabled. Please contact customer service.',
    username_taken: 'This username is already taken. Please choose another.',
    registration_closed:
      'This way of registering is not available. Please choose another or contact customer service.',
    login_method_unavailable:
      'This way of logging in is not available. Please use your username and password.',
    old_password_incorrect: 'The current password is incorrect.',
    idempotency_conflict: 'This request was already made with other details. Please start again.',
    deposit_channel_unavailable:
      'This payment channel is not available now. Please choose another.',
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
    lottery_payout_limit:
      'This draw cannot take more bets like this one. Please try a smaller stake or the next draw.',
    bet_invalid: 'Choose one of the bet amounts this game offers.',
    no_upline: 'Your account has no upline to transfer to.',
    not_in_downline: 'This member is not in your downline.',
    not_an_agent: 'Only agents can transfer to members.',
    vendor_wallet_unavailable: 'This wallet is not available now.',
    vendor_protected:
      'The in-house vendor comes with the platform: its key and games cannot be changed here.',
    vendor_key_invalid:
      "Paste the vendor's RSA public key in PEM form (-----BEGIN PUBLIC KEY-----).",
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
    jackpot_share_range:
      'Enter a share from 0 to {max} % of each stake, with at most two decimals.',
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
    operator_taken: 'This operator username is already taken.',
    adjustment_closed: 'This adjustment has already been decided.',
    second_operator_required: 'Another operator must decide this adjustment.',
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
  },
  bn: {
    bad_request: 'অনুরোধটি বোঝা যায়নি। অনুগ্রহ করে যাচাই করে আবার চেষ্টা করুন।',
    validation_failed: 'কিছু তথ্য সঠিক নয়। অনুগ্রহ করে সংশোধন করে আবার চেষ্টা করুন।',
    not_found: 'এই ঠিকানায় কিছু পাওয়া যায়নি।',
    method_not_allowed: 'এখানে এই কাজটি অনুমোদিত নয়।',
    payload_too_large: 'অনুরোধটি অনেক বড়।',
    unsupported_media_type: 'এই ধরনের তথ্য গ্রহণযোগ্য নয়।',
    headers_too_large: 'অনুরোধের হেডার অনেক বড়।',
    too_many_requests: 'অনেক বেশি অনুরোধ। কয়েক মিনিট পরে আবার চেষ্টা করুন।',
    language_unsupported: 'এই ভাষাটি সমর্থিত নয়।',
    merchant_unknown: 'এই সাইটটি কনফিগার করা হয়নি। অনুগ্রহ করে গ্রাহক সেবায় যোগাযোগ করুন।',
    merchant_mismatch: 'সাইট এবং অনুরোধ মিলছে না।',
    merchant_suspended: 'এই সাইটটি এখন উপলব্ধ নয়।',
    unauthorized: 'আপনি লগইন করেননি, অনুগ্রহ করে লগইন করুন।',
    forbidden: 'এই কাজের অনুমতি আপনার নেই।',
    in_need_true_account: 'এই সুবিধা ব্যবহার করতে একটি আসল অ্যাকাউন্ট নিবন্ধন করুন।',
    invalid_credentials: 'ব্যবহারকারীর নাম বা পাসওয়ার্ড ভুল।',
    encryption_required: 'এই অনুরোধটি এনক্রিপ্ট করা আবশ্যক। পেজটি রিলোড করে আবার চেষ্টা করুন।',
    encryption_invalid: 'নিরাপদ অনুরোধটি পড়া যায়নি। পেজটি রিলোড করে আবার চেষ্টা করুন।',
    account_disabled: 'এই অ্যাকাউন্টটি বন্ধ করা হয়েছে। অনুগ্রহ করে গ্রাহক সেবায় যোগাযোগ করুন।',
    username_taken: 'এই ব্যবহারকারীর নামটি ইতিমধ্যে নেওয়া হয়েছে। অন্য একটি বেছে নিন।',
    registration_closed:
      'এইভাবে নিবন্ধন এখন উপলব্ধ নয়। অন্য উপায় বেছে নিন বা গ্রাহক সেবায় যোগাযোগ করুন।',
    login_method_unavailable: 'এইভাবে লগইন এখন উপলব্ধ নয়। ব্যবহারকারীর নাম ও পাসওয়ার্ড দিয়ে লগইন করুন।',
    old_password_incorrect: 'বর্তমান পাসওয়ার্ডটি সঠিক নয়।',
    idempotency_conflict: 'এই অনুরোধটি আগে অন্য তথ্য দিয়ে করা হয়েছিল। অনুগ্রহ করে আবার শুরু করুন।',
    deposit_channel_unavailable: 'এই পেমেন্ট চ্যানেলটি এখন উপলব্ধ নয়। অনুগ্রহ করে অন্যটি বেছে নিন।',
    deposit_order_closed: 'এই ডিপোজিট অর্ডারটি আর পরিবর্তন করা যাবে না।',
    trx_id_used: 'এই ট্রানজেকশন আইডি আগেই ব্যবহার করা হয়েছে।',
    amount_range: 'পরিমাণ {min} থেকে {max} এর মধ্যে হতে হবে।',
    deposit_credited_title: 'ডিপোজিট জমা হয়েছে',
    deposit_credited_body:
      'আপনার {amount} {currency} ডিপোজিট (TrxID {trxId}) আপনার ওয়ালেটে জমা হয়েছে।',
    deposit_rejected_title: 'ডিপোজিট জমা হয়নি',
    deposit_rejected_body: 'আপনার {amount} {currency} ডিপোজিট (TrxID {trxId}) জমা হয়নি: {reason}',
    amount_invalid: 'অনুগ্রহ করে সঠিক পরিমাণ লিখুন।',
    insufficient_balance: 'এর জন্য আপনার ব্যালেন্স যথেষ্ট নয়।',
    password_incorrect: 'পাসওয়ার্ডটি সঠিক নয়।',
    email_code_invalid: 'কোডটি সঠিক নয় বা মেয়াদ শেষ হয়ে গেছে। অনুগ্রহ করে নতুন কোড চান।',
    bind_mail_subject: 'আপনার {brand} ই-মেইল কোড: {code}',
    bind_mail_text:
      'প্রিয় {username},\n\nআপনার {brand} অ্যাকাউন্টে এই ই-মেইল ঠিকানা যোগ করতে {minutes} মিনিটের মধ্যে {code} কোডটি লিখুন।\n\nআপনি অনুরোধ না করে থাকলে এই ই-মেইলটি উপেক্ষা করুন।',
    invitation_code_error: 'আমন্ত্রণ কোডটি সঠিক নয়।',
    social_provider_unavailable:
      'এইভাবে লগইন এখন উপলব্ধ নয়। অন্য উপায় বেছে নিন বা ব্যবহারকারীর নাম ও পাসওয়ার্ড দিয়ে লগইন করুন।',
    social_login_cancelled: 'সোশ্যাল অ্যাকাউন্ট দিয়ে লগইন বাতিল করা হয়েছে।',
    social_login_failed: 'সোশ্যাল অ্যাকাউন্ট দিয়ে লগইন সম্পন্ন হয়নি। অনুগ্রহ করে আবার চেষ্টা করুন।',
    social_ticket_invalid: 'এই লগইনের মেয়াদ শেষ হয়ে গেছে। অনুগ্রহ করে আবার লগইন করুন।',
    mobile_invalid: 'অনুগ্রহ করে একটি সঠিক মোবাইল নম্বর দিন।',
    mobile_taken: 'এই মোবাইল নম্বরটি ইতিমধ্যে নিবন্ধিত। অনুগ্রহ করে লগইন করুন।',
    mobile_not_registered: 'অনুগ্রহ করে প্রথমে একটি অ্যাকাউন্ট নিবন্ধন করুন।',
    sms_code_invalid: 'অনুগ্রহ করে সঠিক ভেরিফিকেশন কোড দিন।',
    sms_code_expired: 'কোডটির মেয়াদ শেষ হয়েছে। অনুগ্রহ করে নতুন কোড নিন।',
    sms_send_failed: 'এসএমএস পাঠানো যায়নি। আবার চেষ্টা করুন বা গ্রাহক সেবায় যোগাযোগ করুন।',
    sms_code_text:
      '{brand} ভেরিফিকেশন কোড: {code}। কোডটি {minutes} মিনিটে মেয়াদোত্তীর্ণ হবে। কাউকে এই কোড দেবেন না।',
    mail_send_failed: 'ই-মেইল পাঠানো যায়নি। আবার চেষ্টা করুন বা গ্রাহক সেবায় যোগাযোগ করুন।',
    username_email_mismatch: 'ব্যবহারকারীর নাম/ই-মেইল পাওয়া যায়নি।',
    reset_link_invalid: 'এই লিংকটি আর কার্যকর নয়। অনুগ্রহ করে নতুন লিংক নিন।',
    reset_mail_subject: 'আপনার {brand} পাসওয়ার্ড রিসেট করুন',
    reset_mail_text:
      'প্রিয় {username},\n\nআপনার {brand} অ্যাকাউন্টের পাসওয়ার্ড রিসেটের অনুরোধ করা হয়েছে। নতুন পাসওয়ার্ড বেছে নিতে {minutes} মিনিটের মধ্যে এই লিংকটি খুলুন:\n\n{link}\n\nআপনি অনুরোধ না করে থাকলে এই ই-মেইলটি উপেক্ষা করুন; আপনার পাসওয়ার্ড অপরিবর্তিত থাকবে।',
    captcha_required: 'অনুগ্রহ করে ক্যাপচা লিখুন।',
    captcha_invalid: 'ক্যাপচা সঠিক নয়। অনুগ্রহ করে নতুনটি চেষ্টা করুন।',
    human_check_required: 'অনুগ্রহ করে আগে স্লাইডার যাচাই সম্পন্ন করুন।',
    human_check_failed: 'টুকরোটি ঠিক জায়গায় বসেনি। অনুগ্রহ করে নতুন ধাঁধাটি চেষ্টা করুন।',
    address_verification_required:
      'আপনি নতুন একটি জায়গা থেকে সাইন ইন করছেন। আপনার মোবাইল নম্বরে পাঠানো কোডটি লিখুন।',
    remember_token_invalid: 'অনুগ্রহ করে আবার সাইন ইন করুন।',
    internal_error: 'নেটওয়ার্ক সংযোগে সমস্যা হয়েছে, আবার চেষ্টা করুন।',
    field_required: 'এই ঘরটি খালি রাখা যাবে না',
    field_invalid: 'এই মানটি সঠিক নয়',
    field_too_long: 'এই মানটি অনেক দীর্ঘ',
    field_at_most: 'সর্বোচ্চ {max} লিখুন',
    schedule_year: '২০০০ থেকে ২০৯৯ সালের মধ্যে একটি তারিখ বেছে নিন',
    field_at_least: 'কমপক্ষে {min} লিখুন',
    topic_format:
      'শুধু ইংরেজি অক্ষর, অঙ্ক ও হাইফেন ব্যবহার করুন (বড় হাতের অক্ষর ছোট হাতের হয়ে যায়), সর্বোচ্চ ৪০টি, শুরুতে অক্ষর বা অঙ্ক',
    slug_format:
      'ইংরেজি অক্ষর ও অঙ্ক ব্যবহার করুন, শব্দগুলো একটি করে হাইফেনে জুড়ে (যেমন how-to-deposit); বড় হাতের অক্ষর ছোট হাতের হয়ে যায়',
    resource_url_invalid:
      'কোনো পাবলিক সাইটের https:// ঠিকানা, অথবা / দিয়ে শুরু এই সাইটের কোনো পাথ ব্যবহার করুন',
    feedback_words: 'অনুগ্রহ করে {min} থেকে {max}টি শব্দের মধ্যে লিখুন।',
    lite_app_description: '{brand} লাইট অ্যাপ: গেম, লটারি ও আপনার ওয়ালেট — দ্রুত খোলে, ডেটা কম লাগে।',
    payment_password_unset: 'অনুগ্রহ করে আগে আমার অ্যাকাউন্টে একটি পেমেন্ট পাসওয়ার্ড সেট করুন।',
    payment_password_incorrect: 'পেমেন্ট পাসওয়ার্ডটি সঠিক নয়।',
    payout_account_name_mismatch: 'অ্যাকাউন্টের নাম অবশ্যই আপনার নিবন্ধিত নিজের নাম ({name}) হতে হবে।',
    payout_accounts_full: 'আপনি অনুমোদিত সর্বোচ্চ সংখ্যক উত্তোলন অ্যাকাউন্ট যুক্ত করেছেন।',
    payout_account_taken: 'এই অ্যাকাউন্টটি আগেই যুক্ত করা আছে।',
    withdraw_turnover_unmet:
      'আপনার বাজি টার্নওভারের শর্ত পূরণ করলে উত্তোলন করা যাবে। এখনও বাজি ধরতে হবে: {remaining}।',
    transfer_turnover_unmet:
      'আপনার বাজি টার্নওভারের শর্ত পূরণ করলে টাকা পাঠানো যাবে। এখনও বাজি ধরতে হবে: {remaining}।',
    withdraw_daily_limit: 'এটি আজকের উত্তোলন সীমার চেয়ে বেশি। অনুগ্রহ করে আগামীকাল আবার চেষ্টা করুন।',
    withdrawal_closed: 'এই উত্তোলনটি আর পরিবর্তন করা যাবে না।',
    proof_image_invalid: 'প্রমাণের ছবি PNG বা JPG হতে হবে, প্রতিটি সর্বোচ্চ ৫ MB, সর্বোচ্চ তিনটি।',
    proof_image_required: 'অনুগ্রহ করে প্রমাণ হিসেবে অন্তত একটি ছবি যুক্ত করুন।',
    game_not_found: 'এই গেমটি পাওয়া যাচ্ছে না।',
    game_maintenance: 'এই গেমটির রক্ষণাবেক্ষণ চলছে। এর বদলে এগুলোর একটি খেলে দেখুন।',
    game_session_invalid: 'আপনার গেম সেশন শেষ হয়েছে। লবি থেকে গেমটি আবার খুলুন।',
    lottery_not_found: 'এই লটারিটি পাওয়া যাচ্ছে না।',
    lottery_play_unavailable: 'এই লটারিতে এ ধরনের বাজি নেই।',
    lottery_selection_invalid: 'এই ধরনের বাজির জন্য সংখ্যাগুলো সঠিক নয়।',
    lottery_period_closed: 'এই ড্রয়ের বাজি বন্ধ হয়ে গেছে। অনুগ্রহ করে পরের ড্রয়ে বাজি ধরুন।',
    lottery_cancel_unavailable: 'এই টিকিট আর বাতিল করা যাবে না।',
    lottery_period_drawn: 'এই ড্র ইতিমধ্যে সম্পন্ন বা বাতিল হয়েছে।',
    lottery_refunded_title: 'ড্র বাতিল, বাজির টাকা ফেরত',
    lottery_refunded_body:
      '{game}-এর ড্র {numero} বাতিল হয়েছে ({reason})। আপনার {amount} {currency} বাজির টাকা ওয়ালেটে ফেরত এসেছে।',
    lottery_period_stake_limit:
      'এই ড্রয়ে এই বাজির সর্বোচ্চ সীমায় পৌঁছেছেন। আপনি আরও {remaining} বাজি ধরতে পারবেন।',
    lottery_payout_limit:
      'এই ড্রয়ে এমন আর কোনো বাজি নেওয়া যাবে না। ছোট অঙ্কে বা পরের ড্রয়ে চেষ্টা করুন।',
    bet_invalid: 'এই গেমের দেওয়া বাজির পরিমাণগুলোর একটি বেছে নিন।',
    no_upline: 'আপনার অ্যাকাউন্টের কোনো আপলাইন নেই যাকে ট্রান্সফার করা যায়।',
    not_in_downline: 'এই সদস্য আপনার ডাউনলাইনে নেই।',
    not_an_agent: 'শুধুমাত্র এজেন্টরা সদস্যদের কাছে ট্রান্সফার করতে পারেন।',
    vendor_wallet_unavailable: 'এই ওয়ালেটটি এখন উপলব্ধ নয়।',
    vendor_protected: 'ইন-হাউস ভেন্ডর প্ল্যাটফর্মের সাথেই আসে: এর কী এবং গেম এখানে বদলানো যায় না।',
    vendor_key_invalid: 'ভেন্ডরের RSA পাবলিক কী PEM আকারে পেস্ট করুন (-----BEGIN PUBLIC KEY-----)।',
    vendor_key_private:
      'এটি একটি প্রাইভেট কী। ভেন্ডরের কাছে তার পাবলিক কী চান; প্রাইভেট কী কখনো শেয়ার করা যাবে না।',
    vendor_key_weak: 'কী-টি কমপক্ষে {bits} বিটের RSA কী হতে হবে।',
    launch_template_invalid:
      'লঞ্চ ঠিকানা https:// বা / দিয়ে শুরু হতে হবে, এতে কোনো ফাঁকা জায়গা থাকবে না, এবং শুধু {token}, {game}, {lang}, {currency} ও {user} প্লেসহোল্ডার ব্যবহার করা যাবে।',
    launch_template_token: 'লঞ্চ ঠিকানায় {token} থাকতে হবে, যাতে ভেন্ডর গেম সেশনটি পায়।',
    game_code_repeated: 'এই গেম কোডটি তালিকায় একাধিকবার আছে।',
    game_type_not_offered: 'এই গেমের ধরনের জন্য ভেন্ডরটি সংযুক্ত নয়।',
    vendor_transfer_wallet:
      'এই ভেন্ডর ট্রান্সফার ওয়ালেট ব্যবহার করে, তাই একে সিমলেস ভেন্ডর হিসেবে সংযুক্ত করা যাবে না।',
    vendor_seamless_wallet:
      'এই ভেন্ডর সিমলেস ওয়ালেট ব্যবহার করে, তাই একে ট্রান্সফার ওয়ালেট ভেন্ডর হিসেবে সংযুক্ত করা যাবে না।',
    vendor_key_unused:
      'ট্রান্সফার ওয়ালেট ভেন্ডর আমাদের ওয়ালেট কখনো ডাকে না, তাই এর কোনো কী নেই: এই ঘরটি খালি রাখুন।',
    page_vendor_unknown: 'এই মার্চেন্টের এই কোডের কোনো ভেন্ডর নেই।',
    page_game_unknown: 'এই ভেন্ডরের এই কোডের কোনো গেম নেই।',
    image_url_invalid: 'একটি https:// ঠিকানা বা /art/ এর অধীনের পাথ ব্যবহার করুন।',
    max_below_min: 'সর্বোচ্চ পরিমাণ সর্বনিম্নের চেয়ে কম হতে পারে না।',
    registration_field_fixed:
      'ইউজারনেম, পাসওয়ার্ড ও তার নিশ্চিতকরণ সবসময় দেখানো ও আবশ্যক থাকে: নিবন্ধনের জন্য এগুলো লাগে।',
    required_needs_shown: 'যে ঘর দেখানো হয় না, তা আবশ্যক করা যায় না।',
    jackpot_share_range: 'প্রতিটি বাজির ০ থেকে {max} % পর্যন্ত অংশ লিখুন, দশমিকের পর সর্বোচ্চ দুই অঙ্ক।',
    jackpot_odds_range: 'সম্ভাবনা লিখুন: ১ থেকে {max} পর্যন্ত একটি পূর্ণসংখ্যক স্পিনে একবার।',
    chip_outside_range: 'প্রতিটি পরিমাণ চিপ সর্বনিম্ন ও সর্বোচ্চের মধ্যে থাকতে হবে।',
    gateway_unknown: 'এই মার্চেন্টের এই কোডের কোনো পেমেন্ট গেটওয়ে নেই।',
    payment_code_taken: 'এই কোডটি এই মার্চেন্টের অন্য একটি এন্ট্রিতে ইতিমধ্যে ব্যবহৃত।',
    media_invalid:
      'একটি ছবি আপলোড করুন: png, jpeg বা webp, সর্বোচ্চ ২ MB এবং প্রতিটি দিকে সর্বোচ্চ ১০,০০০ পিক্সেল।',
    help_slug_taken: 'এই ভাষায় এই স্লাগের একটি সহায়তা নিবন্ধ ইতিমধ্যে আছে।',
    notice_topic_taken:
      'এই ভাষায় এই বিষয়ের একটি ঘোষণা ইতিমধ্যে আছে; একটি বিষয়ে প্রতি ভাষায় একটি করে ঘোষণা থাকে।',
    banner_picture_misfit:
      'ছবিটি {width}×{height}; এই গ্রুপের জন্য কমপক্ষে {minWidth}×{minHeight} মাপের ৩:১ ছবি লাগবে, যেমন {sizes}।',
    linkage_invalid:
      'অ্যাকশনটি তার ধরনের সাথে মেলে না: সাইটের একটি পেজ, TYPE/VENDOR বা TYPE/VENDOR/game আকারে একটি গেম, একটি প্রমোশন নম্বর, অথবা একটি https ঠিকানা দিন।',
    linkage_vendor_unknown: 'এই মার্চেন্টের এমন কোনো গেম ভেন্ডর নেই।',
    linkage_promotion_unknown: 'এই মার্চেন্টের এই নম্বরের কোনো প্রমোশন নেই।',
    media_unknown: 'ছবিটি আবার আপলোড করুন: এটি মার্চেন্টের আপলোডের মধ্যে নেই।',
    schedule_order: 'শেষের সময় শুরুর পরে হতে হবে।',
    rich_text_empty: 'কিছু লিখুন: অনিরাপদ অংশ সরানোর পরে কিছুই বাকি থাকে না।',
    receiving_account_taken: 'এই চ্যানেলে এই নম্বরের একটি গ্রহণকারী অ্যাকাউন্ট ইতিমধ্যে আছে।',
    operator_taken: 'এই অপারেটর ইউজারনেমটি আগেই নেওয়া হয়েছে।',
    adjustment_closed: 'এই সমন্বয়ের সিদ্ধান্ত আগেই নেওয়া হয়েছে।',
    second_operator_required: 'এই সমন্বয়ের সিদ্ধান্ত অন্য একজন অপারেটরকে নিতে হবে।',
    gateway_signature_invalid: 'পেমেন্টের বিজ্ঞপ্তিটি যাচাই করা যায়নি।',
    amount_decimals: 'দশমিকের পরে সর্বোচ্চ {places} অঙ্ক ব্যবহার করুন।',
    withdrawal_approved_title: 'উত্তোলন অনুমোদিত',
    withdrawal_approved_body:
      '{account}-এ আপনার {amount} {currency} উত্তোলন অনুমোদিত হয়েছে এবং পরিশোধ করা হচ্ছে।',
    withdrawal_rejected_title: 'উত্তোলন প্রত্যাখ্যাত',
    withdrawal_rejected_body:
      'আপনার {amount} {currency} উত্তোলন প্রত্যাখ্যাত হয়েছে এবং টাকা আপনার ওয়ালেটে ফেরত দেওয়া হয়েছে: {reason}',
    withdrawal_refunded_title: 'উত্তোলনের টাকা ফেরত',
    withdrawal_refunded_body:
      'আপনার উত্তোলনের যে {amount} {currency} পৌঁছায়নি তা আপনার ওয়ালেটে ফেরত দেওয়া হয়েছে।',
    adjustment_credit_title: 'ব্যালেন্সে জমা',
    adjustment_credit_body: 'আপনার ওয়ালেটে {amount} {currency} যোগ করা হয়েছে: {reason}',
    adjustment_debit_title: 'ব্যালেন্স থেকে কাটা',
    adjustment_debit_body: 'আপনার ওয়ালেট থেকে {amount} {currency} কেটে নেওয়া হয়েছে: {reason}',
    promotion_unavailable: 'এই প্রমোশনটি এখন চালু নেই।',
    promotion_taken: 'আপনি এই প্রমোশনে আগেই অংশ নিয়েছেন।',
    promotion_no_deposit:
      'এই বোনাসের জন্য প্রমোশন শুরুর পর কমপক্ষে {min} ডিপোজিট প্রয়োজন। অনুগ্রহ করে আগে ডিপোজিট করুন।',
    promotion_image_invalid:
      'ছবি PNG বা JPG হতে হবে, প্রতিটি সর্বোচ্চ ৫ MB, সর্বোচ্চ তিনটি। কিছুই পাঠানো হয়নি।',
    promotion_entry_closed: 'এই আবেদনের সিদ্ধান্ত আগেই নেওয়া হয়েছে।',
    promotion_approved_title: 'প্রমোশন অনুমোদিত',
    promotion_approved_body:
      '“{promotion}”-এর জন্য আপনার আবেদন অনুমোদিত হয়েছে: {amount} {currency} আপনার ওয়ালেটে জমা হয়েছে। উত্তোলনের আগে {turnover} {currency} বাজি ধরুন।',
    promotion_rejected_title: 'প্রমোশনের আবেদন প্রত্যাখ্যাত',
    promotion_rejected_body: '“{promotion}”-এর জন্য আপনার আবেদন প্রত্যাখ্যাত হয়েছে: {reason}',
    promotion_credited_title: 'বোনাস জমা হয়েছে',
    promotion_credited_body:
      '“{promotion}” থেকে {amount} {currency} আপনার ওয়ালেটে জমা হয়েছে। উত্তোলনের আগে {turnover} {currency} বাজি ধরুন।',
    promotion_text_required: 'এই ভাষায় প্রমোশনের একটি নাম দিন।',
    promotion_prizes_required: 'র‍্যাফেলের জন্য অন্তত একটি পুরস্কার প্রয়োজন।',
    promotion_schedule_order: 'শেষের সময় শুরুর পরে হতে হবে।',
  },
  th: {
    bad_request: 'ไม่เข้าใจคำขอ โปรดตรวจสอบแล้วลองอีกครั้ง',
    validation_failed: 'ข้อมูลบางช่องไม่ถูกต้อง โปรดแก้ไขแล้วลองอีกครั้ง',
    not_found: 'ไม่พบสิ่งที่ต้องการที่ที่อยู่นี้',
    method_not_allowed: 'ไม่อนุญาตให้ทำรายการนี้ที่นี่',
    payload_too_large: 'คำขอมีขนาดใหญ่เกินไป',
    unsupported_media_type: 'ไม่รองรับชนิดข้อมูลนี้',
    headers_too_large: 'ส่วนหัวของคำขอใหญ่เกินไป',
    too_many_requests: 'มีคำขอมากเกินไป โปรดลองอีกครั้งในอีกไม่กี่นาที',
    language_unsupported: 'ไม่รองรับภาษานี้',
    merchant_unknown: 'เว็บไซต์นี้ยังไม่ได้ตั้งค่า โปรดติดต่อฝ่ายบริการลูกค้า',
    merchant_mismatch: 'เว็บไซต์และคำขอไม่ตรงกัน',
    merchant_suspended: 'เว็บไซต์นี้ไม่พร้อมให้บริการในขณะนี้',
    unauthorized: 'คุณยังไม่ได้เข้าสู่ระบบ โปรดเข้าสู่ระบบ',
    forbidden: 'คุณไม่มีสิทธิ์ทำรายการนี้',
    in_need_true_account: 'โปรดสมัครบัญชีจริงเพื่อใช้คุณสมบัตินี้',
    invalid_credentials: 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง',
    encryption_required: 'คำขอนี้ต้องเข้ารหัส โปรดโหลดหน้าใหม่แล้วลองอีกครั้ง',
    encryption_invalid: 'ไม่สามารถอ่านคำขอที่ปลอดภัยได้ โปรดโหลดหน้าใหม่แล้วลองอีกครั้ง',
    account_disabled: 'บัญชีนี้ถูกระงับ โปรดติดต่อฝ่ายบริการลูกค้า',
    username_taken: 'ชื่อผู้ใช้นี้ถูกใช้แล้ว โปรดเลือกชื่ออื่น',
    registration_closed: 'ไม่สามารถสมัครด้วยวิธีนี้ได้ โปรดเลือกวิธีอื่นหรือติดต่อฝ่ายบริการลูกค้า',
    login_method_unavailable: 'ไม่สามารถเข้าสู่ระบบด้วยวิธีนี้ได้ โปรดใช้ชื่อผู้ใช้และรหัสผ่าน',
    old_password_incorrect: 'รหัสผ่านปัจจุบันไม่ถูกต้อง',
    idempotency_conflict: 'คำขอนี้เคยส่งมาแล้วด้วยรายละเอียดอื่น โปรดเริ่มใหม่อีกครั้ง',
    deposit_channel_unavailable: 'ช่องทางชำระเงินนี้ไม่พร้อมใช้งานในขณะนี้ โปรดเลือกช่องทางอื่น',
    deposit_order_closed: 'คำสั่งฝากนี้ไม่สามารถเปลี่ยนแปลงได้แล้ว',
    trx_id_used: 'รหัสธุรกรรมนี้ถูกใช้ไปแล้ว',
    amount_range: 'จำนวนเงินต้องอยู่ระหว่าง {min} ถึง {max}',
    deposit_credited_title: 'ฝากเงินสำเร็จ',
    deposit_credited_body: 'ยอดฝาก {amount} {currency} (TrxID {trxId}) เข้ากระเป๋าเงินของคุณแล้ว',
    deposit_rejected_title: 'ฝากเงินไม่สำเร็จ',
    deposit_rejected_body: 'ยอดฝาก {amount} {currency} (TrxID {trxId}) ไม่ได้รับการอนุมัติ: {reason}',
    amount_invalid: 'โปรดกรอกจำนวนเงินที่ถูกต้อง',
    insufficient_balance: 'ยอดเงินของคุณไม่เพียงพอสำหรับรายการนี้',
    password_incorrect: 'รหัสผ่านไม่ถูกต้อง',
    email_code_invalid: 'รหัสไม่ถูกต้องหรือหมดอายุแล้ว โปรดขอรหัสใหม่',
    bind_mail_subject: 'รหัสอีเมล {brand} ของคุณ: {code}',
    bind_mail_text:
      'สวัสดี {username}\n\nหากต้องการเพิ่มอีเมลนี้ในบัญชี {brand} ของคุณ โปรดกรอกรหัส {code} ภายใน {minutes} นาที\n\nหากคุณไม่ได้ทำรายการนี้ โปรดเพิกเฉยต่ออีเมลนี้',
    invitation_code_error: 'รหัสเชิญไม่ถูกต้อง',
    social_provider_unavailable: 'ไม่สามารถเข้าสู่ระบบด้วยวิธีนี้ได้ โปรดเลือกวิธีอื่นหรือใช้ชื่อผู้ใช้และรหัสผ่าน',
    social_login_cancelled: 'การเข้าสู่ระบบด้วยบัญชีโซเชียลถูกยกเลิกแล้ว',
    social_login_failed: 'การเข้าสู่ระบบด้วยบัญชีโซเชียลไม่สำเร็จ โปรดลองอีกครั้ง',
    social_ticket_invalid: 'การเข้าสู่ระบบนี้หมดอายุแล้ว โปรดเข้าสู่ระบบอีกครั้ง',
    mobile_invalid: 'โปรดกรอกหมายเลขมือถือที่ถูกต้อง',
    mobile_taken: 'หมายเลขมือถือนี้ลงทะเบียนแล้ว โปรดเข้าสู่ระบบ',
    mobile_not_registered: 'โปรดสมัครบัญชีก่อน',
    sms_code_invalid: 'โปรดกรอกรหัสยืนยันที่ถูกต้อง',
    sms_code_expired: 'รหัสหมดอายุแล้ว โปรดขอรหัสใหม่',
    sms_send_failed: 'ไม่สามารถส่ง SMS ได้ โปรดลองอีกครั้งหรือติดต่อฝ่ายบริการลูกค้า',
    sms_code_text: 'รหัสยืนยัน {brand} ของคุณคือ {code} หมดอายุใน {minutes} นาที ห้ามบอกรหัสนี้กับผู้อื่น',
    mail_send_failed: 'ไม่สามารถส่งอีเมลได้ โปรดลองอีกครั้งหรือติดต่อฝ่ายบริการลูกค้า',
    username_email_mismatch: 'ไม่พบชื่อผู้ใช้/อีเมลนี้',
    reset_link_invalid: 'ลิงก์นี้ใช้ไม่ได้แล้ว โปรดขอลิงก์ใหม่',
    reset_mail_subject: 'รีเซ็ตรหัสผ่าน {brand} ของคุณ',
    reset_mail_text:
      'สวัสดี {username}\n\nมีคำขอรีเซ็ตรหัสผ่านบัญชี {brand} ของคุณ หากต้องการตั้งรหัสผ่านใหม่ โปรดเปิดลิงก์นี้ภายใน {minutes} นาที:\n\n{link}\n\nหากคุณไม่ได้ขอ โปรดละเว้นอีเมลนี้ รหัสผ่านของคุณจะไม่เปลี่ยนแปลง',
    captcha_required: 'โปรดกรอกแคปต์ชา',
    captcha_invalid: 'แคปต์ชาไม่ถูกต้อง โปรดลองอันใหม่',
    human_check_required: 'โปรดเลื่อนแถบยืนยันตัวตนให้เสร็จก่อน',
    human_check_failed: 'ชิ้นส่วนยังไม่ตรงตำแหน่ง โปรดลองภาพใหม่',
    address_verification_required: 'คุณกำลังเข้าสู่ระบบจากที่ใหม่ โปรดกรอกรหัสที่เราส่งไปยังหมายเลขมือถือของคุณ',
    remember_token_invalid: 'โปรดเข้าสู่ระบบอีกครั้ง',
    internal_error: 'การเชื่อมต่อเครือข่ายผิดปกติ โปรดลองอีกครั้ง',
    field_required: 'ช่องนี้ต้องไม่ว่างเปล่า',
    field_invalid: 'ค่านี้ไม่ถูกต้อง',
    field_too_long: 'ค่านี้ยาวเกินไป',
    field_at_most: 'ป้อนได้ไม่เกิน {max}',
    schedule_year: 'เลือกวันที่ระหว่างปี ค.ศ. 2000 ถึง 2099',
    field_at_least: 'ป้อนอย่างน้อย {min}',
    topic_format:
      'ใช้ได้เฉพาะอักษรภาษาอังกฤษ ตัวเลข และขีดกลาง (ตัวพิมพ์ใหญ่จะเปลี่ยนเป็นตัวพิมพ์เล็ก) ไม่เกิน 40 ตัว และขึ้นต้นด้วยอักษรหรือตัวเลข',
    slug_format:
      'ใช้อักษรภาษาอังกฤษและตัวเลข คั่นคำด้วยขีดกลางตัวเดียว (เช่น how-to-deposit) ตัวพิมพ์ใหญ่จะเปลี่ยนเป็นตัวพิมพ์เล็ก',
    resource_url_invalid: 'ใช้ที่อยู่ https:// ของเว็บไซต์สาธารณะ หรือพาธของเว็บไซต์นี้ที่ขึ้นต้นด้วย /',
    feedback_words: 'โปรดเขียนระหว่าง {min} ถึง {max} คำ',
    lite_app_description: 'แอปไลต์ของ {brand}: เกม ลอตเตอรี่ และกระเป๋าเงินของคุณ เปิดเร็วและประหยัดดาต้า',
    payment_password_unset: 'โปรดตั้งรหัสผ่านการชำระเงินในบัญชีของฉันก่อน',
    payment_password_incorrect: 'รหัสผ่านการชำระเงินไม่ถูกต้อง',
    payout_account_name_mismatch: 'ชื่อบัญชีต้องเป็นชื่อของคุณตามที่ลงทะเบียนไว้ ({name})',
    payout_accounts_full: 'คุณผูกบัญชีรับเงินครบจำนวนสูงสุดแล้ว',
    payout_account_taken: 'บัญชีนี้ถูกผูกไว้แล้ว',
    withdraw_turnover_unmet: 'ถอนเงินได้เมื่อยอดเดิมพันถึงเงื่อนไขเทิร์นโอเวอร์ ยังต้องเดิมพันอีก: {remaining}',
    transfer_turnover_unmet: 'โอนเงินได้เมื่อยอดเดิมพันถึงเงื่อนไขเทิร์นโอเวอร์ ยังต้องเดิมพันอีก: {remaining}',
    withdraw_daily_limit: 'จำนวนนี้เกินวงเงินถอนของวันนี้ โปรดลองใหม่พรุ่งนี้',
    withdrawal_closed: 'รายการถอนนี้ไม่สามารถเปลี่ยนแปลงได้แล้ว',
    proof_image_invalid: 'รูปหลักฐานต้องเป็นไฟล์ PNG หรือ JPG ขนาดไม่เกิน 5 MB และไม่เกินสามรูป',
    proof_image_required: 'โปรดแนบรูปหลักฐานอย่างน้อยหนึ่งรูป',
    game_not_found: 'เกมนี้ไม่พร้อมให้บริการ',
    game_maintenance: 'เกมนี้อยู่ระหว่างปิดปรับปรุง ลองเล่นเกมเหล่านี้แทน',
    game_session_invalid: 'เซสชันเกมของคุณสิ้นสุดแล้ว โปรดเปิดเกมอีกครั้งจากล็อบบี้',
    lottery_not_found: 'ไม่มีลอตเตอรี่นี้ให้เล่น',
    lottery_play_unavailable: 'ลอตเตอรี่นี้ไม่มีการเดิมพันประเภทนี้',
    lottery_selection_invalid: 'ตัวเลขที่เลือกไม่ถูกต้องสำหรับการเดิมพันประเภทนี้',
    lottery_period_closed: 'ปิดรับเดิมพันงวดนี้แล้ว โปรดเดิมพันงวดถัดไป',
    lottery_cancel_unavailable: 'ไม่สามารถยกเลิกตั๋วนี้ได้อีกแล้ว',
    lottery_period_drawn: 'งวดนี้ออกผลหรือถูกยกเลิกไปแล้ว',
    lottery_refunded_title: 'งวดถูกยกเลิก คืนเงินเดิมพันแล้ว',
    lottery_refunded_body:
      'งวด {numero} ของ {game} ถูกยกเลิก ({reason}) เงินเดิมพัน {amount} {currency} ของคุณคืนเข้ากระเป๋าเงินแล้ว',
    lottery_period_stake_limit: 'คุณเดิมพันถึงขีดจำกัดของงวดนี้แล้ว เดิมพันเพิ่มได้อีก {remaining}',
    lottery_payout_limit: 'งวดนี้รับเดิมพันแบบนี้เพิ่มไม่ได้แล้ว โปรดลดยอดเดิมพันหรือเล่นงวดถัดไป',
    bet_invalid: 'โปรดเลือกจำนวนเดิมพันที่เกมนี้มีให้',
    no_upline: 'บัญชีของคุณไม่มีอัปไลน์ให้โอน',
    not_in_downline: 'สมาชิกนี้ไม่อยู่ในดาวน์ไลน์ของคุณ',
    not_an_agent: 'เฉพาะเอเจนต์เท่านั้นที่โอนให้สมาชิกได้',
    vendor_wallet_unavailable: 'กระเป๋าเงินนี้ไม่พร้อมใช้งานในขณะนี้',
    vendor_protected: 'ผู้ให้บริการภายในมาพร้อมกับแพลตฟอร์ม: ไม่สามารถเปลี่ยนคีย์และเกมของผู้ให้บริการนี้ที่นี่ได้',
    vendor_key_invalid: 'โปรดวางคีย์สาธารณะ RSA ของผู้ให้บริการในรูปแบบ PEM (-----BEGIN PUBLIC KEY-----)',
    vendor_key_private: 'นี่คือคีย์ส่วนตัว โปรดขอคีย์สาธารณะจากผู้ให้บริการ ห้ามแชร์คีย์ส่วนตัวโดยเด็ดขาด',
    vendor_key_weak: 'คีย์ต้องเป็นคีย์ RSA ขนาดอย่างน้อย {bits} บิต',
    launch_template_invalid:
      'ที่อยู่สำหรับเปิดเกมต้องขึ้นต้นด้วย https:// หรือ / ไม่มีช่องว่าง และใช้ได้เฉพาะตัวแทน {token}, {game}, {lang}, {currency} และ {user}',
    launch_template_token: 'ที่อยู่สำหรับเปิดเกมต้องมี {token} เพื่อให้ผู้ให้บริการได้รับเซสชันเกม',
    game_code_repeated: 'รหัสเกมนี้ปรากฏในรายการมากกว่าหนึ่งครั้ง',
    game_type_not_offered: 'ผู้ให้บริการยังไม่ได้เชื่อมต่อสำหรับประเภทเกมนี้',
    vendor_transfer_wallet: 'ผู้ให้บริการนี้ใช้กระเป๋าเงินแบบโอน จึงเชื่อมต่อแบบ seamless ไม่ได้',
    vendor_seamless_wallet: 'ผู้ให้บริการนี้ใช้กระเป๋าเงินแบบ seamless จึงเชื่อมต่อแบบกระเป๋าเงินโอนไม่ได้',
    vendor_key_unused: 'ผู้ให้บริการแบบกระเป๋าเงินโอนไม่เรียกใช้กระเป๋าเงินของเรา จึงไม่มีคีย์: เว้นช่องนี้ว่างไว้',
    page_vendor_unknown: 'ผู้ประกอบการนี้ไม่มีผู้ให้บริการที่ใช้รหัสนี้',
    page_game_unknown: 'ผู้ให้บริการนี้ไม่มีเกมที่ใช้รหัสนี้',
    image_url_invalid: 'โปรดใช้ที่อยู่ https:// หรือพาธภายใต้ /art/',
    max_below_min: 'ค่าสูงสุดต้องไม่น้อยกว่าค่าต่ำสุด',
    registration_field_fixed:
      'ชื่อผู้ใช้ รหัสผ่าน และการยืนยันรหัสผ่านจะแสดงและบังคับกรอกเสมอ เพราะการสมัครต้องใช้ช่องเหล่านี้',
    required_needs_shown: 'ช่องที่ไม่แสดงไม่สามารถบังคับกรอกได้',
    jackpot_share_range: 'กรอกส่วนแบ่ง 0 ถึง {max} % ของแต่ละเดิมพัน ทศนิยมไม่เกินสองตำแหน่ง',
    jackpot_odds_range: 'กรอกโอกาสเป็นหนึ่งในจำนวนสปินเต็มตั้งแต่ 1 ถึง {max}',
    chip_outside_range: 'ชิปจำนวนเงินทุกตัวต้องอยู่ระหว่างค่าต่ำสุดและค่าสูงสุด',
    gateway_unknown: 'ร้านค้านี้ไม่มีเกตเวย์การชำระเงินที่มีรหัสนี้',
    payment_code_taken: 'รหัสนี้ถูกใช้โดยรายการอื่นของร้านค้านี้แล้ว',
    media_invalid: 'อัปโหลดรูปหนึ่งรูป: png, jpeg หรือ webp ไม่เกิน 2 MB และไม่เกิน 10,000 พิกเซลในแต่ละด้าน',
    help_slug_taken: 'ภาษานี้มีบทความช่วยเหลือที่ใช้ชื่อในลิงก์ (slug) นี้อยู่แล้ว',
    notice_topic_taken: 'ภาษานี้มีประกาศในหัวข้อนี้อยู่แล้ว หนึ่งหัวข้อมีประกาศได้ภาษาละหนึ่งรายการ',
    banner_picture_misfit:
      'รูปนี้มีขนาด {width}×{height} กลุ่มนี้ต้องการรูปสัดส่วน 3:1 ขนาดอย่างน้อย {minWidth}×{minHeight} เช่น {sizes}',
    linkage_invalid:
      'การทำงานไม่ตรงกับประเภท: ใส่หน้าของเว็บไซต์ เกมในรูปแบบ TYPE/VENDOR หรือ TYPE/VENDOR/game หมายเลขโปรโมชัน หรือที่อยู่ https',
    linkage_vendor_unknown: 'ร้านค้านี้ไม่มีผู้ให้บริการเกมนี้',
    linkage_promotion_unknown: 'ร้านค้านี้ไม่มีโปรโมชันหมายเลขนี้',
    media_unknown: 'อัปโหลดรูปอีกครั้ง: รูปนี้ไม่อยู่ในรายการอัปโหลดของร้านค้า',
    schedule_order: 'เวลาสิ้นสุดต้องอยู่หลังเวลาเริ่มต้น',
    rich_text_empty: 'เขียนเนื้อหา: ไม่มีอะไรเหลือหลังจากลบส่วนที่ไม่ปลอดภัยออก',
    receiving_account_taken: 'ช่องทางนี้มีบัญชีรับเงินที่มีหมายเลขนี้อยู่แล้ว',
    operator_taken: 'ชื่อผู้ใช้ผู้ดูแลนี้ถูกใช้แล้ว',
    adjustment_closed: 'รายการปรับยอดนี้ได้รับการตัดสินแล้ว',
    second_operator_required: 'ผู้ดูแลอีกคนต้องเป็นผู้ตัดสินการปรับยอดนี้',
    gateway_signature_invalid: 'ไม่สามารถยืนยันการแจ้งชำระเงินได้',
    amount_decimals: 'ใช้ทศนิยมไม่เกิน {places} ตำแหน่ง',
    withdrawal_approved_title: 'อนุมัติการถอนเงินแล้ว',
    withdrawal_approved_body: 'การถอน {amount} {currency} ไปยัง {account} ได้รับการอนุมัติและกำลังจ่ายเงิน',
    withdrawal_rejected_title: 'การถอนเงินถูกปฏิเสธ',
    withdrawal_rejected_body:
      'การถอน {amount} {currency} ถูกปฏิเสธและคืนเข้ากระเป๋าเงินของคุณแล้ว: {reason}',
    withdrawal_refunded_title: 'คืนเงินการถอน',
    withdrawal_refunded_body: 'ยอด {amount} {currency} จากการถอนที่ไม่ได้รับ ได้คืนเข้ากระเป๋าเงินของคุณแล้ว',
    adjustment_credit_title: 'เพิ่มยอดเงิน',
    adjustment_credit_body: 'เพิ่ม {amount} {currency} เข้ากระเป๋าเงินของคุณ: {reason}',
    adjustment_debit_title: 'หักยอดเงิน',
    adjustment_debit_body: 'หัก {amount} {currency} จากกระเป๋าเงินของคุณ: {reason}',
    promotion_unavailable: 'โปรโมชันนี้ยังไม่เปิดให้ร่วมในขณะนี้',
    promotion_taken: 'คุณได้เข้าร่วมโปรโมชันนี้แล้ว',
    promotion_no_deposit: 'โบนัสนี้ต้องมียอดฝากอย่างน้อย {min} หลังโปรโมชันเริ่ม โปรดฝากเงินก่อน',
    promotion_image_invalid:
      'รูปต้องเป็นไฟล์ PNG หรือ JPG ขนาดไม่เกิน 5 MB ต่อรูป และไม่เกินสามรูป ยังไม่มีการส่งข้อมูลใด',
    promotion_entry_closed: 'ใบสมัครนี้ได้รับการพิจารณาแล้ว',
    promotion_approved_title: 'อนุมัติโปรโมชันแล้ว',
    promotion_approved_body:
      'ใบสมัคร “{promotion}” ของคุณได้รับอนุมัติ: {amount} {currency} เข้ากระเป๋าเงินของคุณแล้ว ต้องมียอดเดิมพัน {turnover} {currency} ก่อนถอนเงิน',
    promotion_rejected_title: 'ใบสมัครโปรโมชันถูกปฏิเสธ',
    promotion_rejected_body: 'ใบสมัคร “{promotion}” ของคุณถูกปฏิเสธ: {reason}',
    promotion_credited_title: 'ได้รับโบนัสแล้ว',
    promotion_credited_body:
      '{amount} {currency} จาก “{promotion}” เข้ากระเป๋าเงินของคุณแล้ว ต้องมียอดเดิมพัน {turnover} {currency} ก่อนถอนเงิน',
    promotion_text_required: 'ตั้งชื่อโปรโมชันในภาษานี้',
    promotion_prizes_required: 'การจับรางวัลต้องมีรางวัลอย่างน้อยหนึ่งรางวัล',
    promotion_schedule_order: 'เวลาสิ้นสุดต้องอยู่หลังเวลาเริ่มต้น',
  },
};

export type MessageKey = keyof Catalogue;

/** A field's error with its message translated (params fill the message's {name} slots). */
export function translatedFieldError(
  language: string,
  path: string,
  key: MessageKey,
  params?: Record<string, string | number>,
): FieldError {
  const message = params ? translateWith(language, key, params) : translate(language, key);
  return { path, code: key, message, ...(params ? { params } : {}) };
}

/** Every key of the catalogue. */
export function messageKeys(): MessageKey[] {
  return Object.keys(catalogues.en) as MessageKey[];
}

/** The messages a contract schema may name for its rule (`{ error: key }`): they take no values. */
const schemaMessageKeys: ReadonlySet<string> = new Set<MessageKey>([
  'topic_format',
  'slug_format',
  'resource_url_invalid',
  'schedule_year',
]);

/** Whether a zod issue's message is one a schema named for its rule. */
export function isSchemaMessageKey(value: string): value is MessageKey {
  return schemaMessageKeys.has(value);
}

/** The translated text of a message key; unknown languages get Bengali. */
export function translate(language: string, key: MessageKey): string {
  const catalogue = catalogues[language as keyof typeof catalogues] ?? catalogues.bn;
  return catalogue[key];
}

/** A translated text with {name} placeholders filled in. */
export function translateWith(
  language: string,
  key: MessageKey,
  values: Record<string, string | number>,
) {
  return translate(language, key).replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
