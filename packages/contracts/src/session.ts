import { z } from 'zod';
import { isPlainText } from './plain-text';
import { humanTicketSchema } from './human-check';

/** The public half of the key pair of the 'encrypted' endpoints (SPKI DER, base64). */
export const publicKeyValueSchema = z.object({ keyId: z.string(), spki: z.string() });
export type PublicKeyValue = z.infer<typeof publicKeyValueSchema>;

/**
 * The body of an 'encrypted' call: a fresh AES-256-GCM key wrapped with RSA-OAEP (SHA-256)
 * under the server's public key, the IV, and the JSON payload encrypted with that key.
 */
export const encryptedBodySchema = z.object({
  keyId: z.string().max(64),
  key: z.string().max(1024),
  iv: z.string().max(64),
  value: z.string().max(64 * 1024),
});
export type EncryptedBody = z.infer<typeof encryptedBodySchema>;

/** POST /wps/session/login (spec §3): for sms, username carries the mobile number. */
export const loginRequestSchema = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
  type: z.enum(['username', 'sms']).default('username'),
  countryDialingCode: z
    .string()
    .regex(/^\d{1,4}$/)
    .optional(),
  captcha: z.string().max(16).optional(),
  captchaId: z.uuid().optional(),
  /** The slider pass, for username sign-in when the merchant demands a human check. */
  humanTicket: humanTicketSchema,
  /** Keep me signed in: the answer then carries a one-day remember token. */
  remember: z.boolean().optional(),
  /** The SMS code that confirms a sign-in from an address the member never used. */
  verificationCode: z.string().max(255).optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginValueSchema = z.object({
  token: z.string(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  userName: z.string(),
  isAgent: z.number().int(),
  /** With remember-me: opens a new session once, until one day after the password sign-in. */
  rememberToken: z.string().optional(),
});
export type LoginValue = z.infer<typeof loginValueSchema>;

/** POST /wps/session/login/remember: a remember token for a new session (and a successor). */
export const rememberLoginRequestSchema = z.object({ token: z.string().min(20).max(100) });

/** DELETE /wps/session/logout: the browser's remember token, if any, is forgotten too. */
export const logoutRequestSchema = z.object({ rememberToken: z.string().max(100).optional() });

/** The answer when a sign-in from a new address must be confirmed by an SMS code. */
export const addressVerificationValueSchema = z.object({
  verificationRequired: z.literal(true),
  mobileNum: z.string(),
  expiredMinutes: z.number().int(),
});
export type AddressVerificationValue = z.infer<typeof addressVerificationValueSchema>;

/** POST /wps/agent/affiliate (spec §3): an invitation code and the site's domain. */
export const affiliateCheckSchema = z.object({
  code: z.string().trim().min(1).max(40),
  domain: z.string().max(253).optional(),
});

/** A registration extra (spec §3): plain text, bounded like every field rule. */
const registrationExtra = z
  .string()
  .max(255)
  .refine(isPlainText, { error: 'field_plain_text' })
  .optional();

/** PUT /wps/member/register, username type (spec §3 registration payload). */
export const registerRequestSchema = z.object({
  username: z.string().max(64),
  password: z.string().max(128),
  confirmPassword: z.string().max(128),
  payeeName: z.string().max(100).refine(isPlainText, { error: 'field_plain_text' }).optional(),
  email: z.string().max(200).optional(),
  mobileNum: z.string().max(20).optional(),
  countryDialingCode: z.string().max(6).optional(),
  affiliateCode: z.string().max(40).optional(),
  referralCode: z.string().max(40).optional(),
  captcha: z.string().max(16).optional(),
  humanTicket: humanTicketSchema,
  registerMethod: z.literal('WEB').default('WEB'),
  // The extras a merchant's rules may ask for; a value for a field its rules hide is ignored.
  qqNum: registrationExtra,
  line: registrationExtra,
  whatsapp: registrationExtra,
  facebook: registrationExtra,
  wechat: registrationExtra,
  idNumber: registrationExtra,
  recommenderId: registrationExtra,
  paymentPassword: z.string().max(128).optional(),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** GET /wps/member/info. */
export const memberInfoSchema = z.object({
  id: z.string(),
  account: z.string(),
  nickname: z.string().nullable(),
  type: z.number().int(),
  toUpline: z.boolean(),
  clubLabel: z.object({ labelName: z.string(), rankLevel: z.number().int() }).nullable(),
  memberLabel: z.array(z.string()),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

/** POST /wps/member/password: the old password may be left out right after a sign-in that
 * demanded a change (forced change), and only then. */
export const changePasswordRequestSchema = z.object({
  oldPassword: z.string().max(128).optional(),
  newPassword: z.string().max(128),
  confirmNewPassword: z.string().max(128),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** SMS code request (spec §3): noLogin uses mobileNum, registration mobileNo; both accepted. */
export const smsCodeRequestSchema = z
  .object({
    countryDialingCode: z.string().regex(/^\d{1,4}$/),
    mobileNum: z.string().max(20).optional(),
    mobileNo: z.string().max(20).optional(),
    regType: z.string().max(20).optional(),
    humanTicket: humanTicketSchema,
  })
  .refine((value) => value.mobileNum !== undefined || value.mobileNo !== undefined, {
    path: ['mobileNum'],
    message: 'required',
  });
export type SmsCodeRequest = z.infer<typeof smsCodeRequestSchema>;

export const smsCodeValueSchema = z.object({ expiredMinutes: z.number().int() });
export type SmsCodeValue = z.infer<typeof smsCodeValueSchema>;

/** PUT /wps/member/register/mobile: the username becomes the mobile number. */
export const mobileRegisterRequestSchema = z.object({
  countryDialingCode: z.string().regex(/^\d{1,4}$/),
  mobileNum: z.string().max(20),
  verificationCode: z.string().max(255).optional(),
  password: z.string().max(128).optional(),
  confirmPassword: z.string().max(128).optional(),
  referralCode: z.string().max(40).optional(),
  affiliateCode: z.string().max(40).optional(),
  humanTicket: humanTicketSchema,
  registerMethod: z.literal('WEB').default('WEB'),
});
export type MobileRegisterRequest = z.infer<typeof mobileRegisterRequestSchema>;

/** POST /wps/member/password/email (form-urlencoded, spec §3): username and e-mail. */
export const emailResetRequestSchema = z.object({
  username: z.string().trim().min(1).max(64),
  email: z.string().trim().min(3).max(200),
});

/** POST /wps/member/password/reset (encrypted): the link's token and the new password. */
export const tokenResetRequestSchema = z.object({
  token: z.string().min(20).max(100),
  newPassword: z.string().max(128),
  confirmNewPassword: z.string().max(128),
});
export type TokenResetRequest = z.infer<typeof tokenResetRequestSchema>;

/** POST /wps/member/password/verification (encrypted, spec §3): set a password by phone. */
export const phoneResetRequestSchema = z.object({
  countryDialingCode: z
    .string()
    .regex(/^\d{1,4}$/)
    .default('880'),
  mobileNum: z.string().max(20),
  verificationCode: z.string().max(255),
  newPassword: z.string().max(128),
});
export type PhoneResetRequest = z.infer<typeof phoneResetRequestSchema>;

/** POST /wps/member/bind/mobile/code: a code to the number the member wants to bind. */
export const bindMobileCodeRequestSchema = z.object({
  countryDialingCode: z.string().regex(/^\d{1,4}$/),
  mobileNum: z.string().max(20),
});

/** PUT /wps/member/bind/mobile (encrypted): the code sent to the number and the login password. */
export const bindMobileRequestSchema = bindMobileCodeRequestSchema.extend({
  verificationCode: z.string().max(255),
  password: z.string().max(128),
});
export type BindMobileRequest = z.infer<typeof bindMobileRequestSchema>;

/** POST /wps/member/bind/email/code: a code mailed to the address to bind. */
export const bindEmailCodeRequestSchema = z.object({ email: z.string().trim().max(200) });

/** The answer of a mailed code: how long it lives. */
export const emailCodeValueSchema = z.object({ expiredMinutes: z.number().int() });

/** PUT /wps/member/bind/email (encrypted): the mailed code and the login password. */
export const bindEmailRequestSchema = bindEmailCodeRequestSchema.extend({
  verificationCode: z.string().max(255),
  password: z.string().max(128),
});
export type BindEmailRequest = z.infer<typeof bindEmailRequestSchema>;

/** PUT /wps/member/paymentPassword (encrypted): set or replace it with the login password. */
export const paymentPasswordRequestSchema = z.object({
  password: z.string().max(128),
  paymentPassword: z.string().max(128),
  confirmPaymentPassword: z.string().max(128),
});
export type PaymentPasswordRequest = z.infer<typeof paymentPasswordRequestSchema>;

/** GET /wps/member/profile: what the member's own account page shows (contact details masked). */
export const memberProfileSchema = z.object({
  account: z.string(),
  nickname: z.string().nullable(),
  mobileNum: z.string().nullable(),
  email: z.string().nullable(),
  payeeName: z.string().nullable(),
  registeredAt: z.string(),
  lastLoginAt: z.string().nullable(),
  emailVerified: z.boolean(),
  hasPaymentPassword: z.boolean(),
});
export type MemberProfile = z.infer<typeof memberProfileSchema>;

/** Hides the middle of a mobile number or e-mail address shown back to its owner. */
export function maskContact(value: string | null): string | null {
  if (!value) return null;
  const at = value.indexOf('@');
  if (at > 0) return `${value.slice(0, Math.min(2, at))}***${value.slice(at)}`;
  return value.length <= 4 ? '****' : `${value.slice(0, 3)}****${value.slice(-3)}`;
}

/** GET /wps/v2/wallets/balance (spec §3 balance response: sumBalance), also each SSE event. */
export const walletBalanceSchema = z.object({
  /** Decimal string with the currency's places, e.g. "1234.50". */
  sumBalance: z.string(),
  currency: z.string(),
  /** A trial account's play money, never withdrawn or transferred. */
  isPlayMoney: z.boolean(),
});
export type WalletBalance = z.infer<typeof walletBalanceSchema>;
